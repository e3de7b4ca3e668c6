// What the browser gets for `import … from "rrule"` (next.config.ts's turbopack.resolveAlias): only
// @mantine/schedule's views import it there, for recurring events they would expand themselves, and
// the calendar never gives them any (the server expands series: modules/ai-calendar/server/
// list-events.ts). This keeps rrule (13 KB gzipped) out of the calendar page's first load. Code of
// ours that needs rrule in the browser imports its build by path (lib/calendar/recurrence.ts), which
// this alias does not catch, and loads with the event dialog.
function unused(): never {
  throw new Error("rrule is not bundled for the browser under this name: import rrule/dist/es5/rrule.min.js");
}

export const RRule = { parseString: unused, fromString: unused };
const rrule = { RRule };
export default rrule;
