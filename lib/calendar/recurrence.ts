/**
 * Recurring events (issue 33). A series is its first occurrence, its time zone and a rule (RFC 5545's
 * RRULE without DTSTART), the source of truth; occurrences are expanded for the range a view shows.
 * The rule runs on the series' wall clock — its first start's date and time in its zone, as a
 * floating time — so a weekly 09:00 stays at 09:00 across daylight-saving changes, as every calendar
 * does; each wall time is then placed in the zone (lib/time/zoned.ts `wallToUtc`: a time the clocks
 * skip lands after the gap, a repeated one is its first). A stored rule's UNTIL is on that wall clock
 * too (no "Z"); `ruleFromIcs` and `ruleForIcs` convert at the ICS border. An all-day series has no
 * zone: its instants are UTC midnights of its dates. Pure: the server (lists, reminders, free slots,
 * ICS) and the browser (the dialog's preview) share it.
 */
// By path, not "rrule": in the browser that name is kept out of the page (lib/client/vendor/rrule-unused.ts).
import { Frequency, RRule, type Options } from "rrule/dist/es5/rrule.min.js";
import { wallClock, wallToUtc } from "@/lib/time/zoned";

export const WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const RECURRENCE_FREQUENCIES = ["daily", "weekly", "monthly", "yearly"] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

/** At most this many occurrences in a series that ends after a count. */
export const RECURRENCE_COUNT_MAX = 730;
export const RECURRENCE_INTERVAL_MAX = 99;

export type RecurrenceEnd =
  | { kind: "never" }
  /** Through this date (YYYY-MM-DD) of the series' wall clock, inclusive. */
  | { kind: "until"; day: string }
  | { kind: "count"; count: number };

/** What the event dialog edits; any other rule (from an ICS file) shows as custom. */
export interface Recurrence {
  freq: RecurrenceFrequency;
  interval: number;
  /** Weekly: the days it repeats on (none: the first start's day). */
  weekdays: Weekday[];
  /** Monthly: on the first start's date (the 14th) or its weekday in the month (the 2nd Tuesday, the last Friday). */
  monthlyBy: "date" | "weekday";
  end: RecurrenceEnd;
}

/** A series' times: instants in ms (for an all-day series, UTC midnights; `end` exclusive). */
export interface SeriesTimes {
  start: number;
  end: number;
  allDay: boolean;
  timeZone: string;
  rule: string;
  /** Original starts (ms) of occurrences taken out of the series: deleted, or moved by an exception. */
  excluded?: readonly number[];
}

export interface Occurrence {
  start: number;
  end: number;
  /** Its start as the rule placed it (RFC 5545's RECURRENCE-ID): what an exception names. */
  originalStart: number;
}

const FREQ: Record<RecurrenceFrequency, Frequency> = {
  daily: Frequency.DAILY,
  weekly: Frequency.WEEKLY,
  monthly: Frequency.MONTHLY,
  yearly: Frequency.YEARLY,
};
const DAY_MS = 86_400_000;
const ALLOWED_KEYS = new Set([
  "FREQ",
  "INTERVAL",
  "COUNT",
  "UNTIL",
  "BYDAY",
  "BYMONTHDAY",
  "BYMONTH",
  "BYSETPOS",
  "WKST",
]);

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** A wall time (ms, as if UTC) as RFC 5545's floating DATE-TIME: 20270314T235959. */
function floating(wall: number): string {
  const d = new Date(wall);
  return `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

/** The series' first start on its wall clock (ms, as if UTC). */
export function firstWall(series: Pick<SeriesTimes, "start" | "allDay" | "timeZone">): number {
  return series.allDay ? series.start : wallClock(series.start, series.timeZone);
}

/**
 * A stored rule's parts, checked: FREQ daily to yearly, INTERVAL 1–99, COUNT 1–730 or UNTIL (not
 * both), and only the BY parts a calendar uses. Null for anything else (hourly rules, BYHOUR, junk).
 */
export function parseRule(text: string): Partial<Options> | null {
  const body = text.trim().replace(/^RRULE:/i, "");
  if (body.length === 0 || body.length > 500) return null;
  const keys = body.split(";").map((part) => part.split("=")[0]?.toUpperCase() ?? "");
  if (keys.some((key) => !ALLOWED_KEYS.has(key)) || new Set(keys).size !== keys.length) return null;
  let options: Partial<Options>;
  try {
    options = RRule.parseString(body);
  } catch {
    return null;
  }
  if (options.freq === undefined || options.freq > Frequency.DAILY) return null;
  const interval = options.interval ?? 1;
  if (!Number.isInteger(interval) || interval < 1 || interval > RECURRENCE_INTERVAL_MAX) return null;
  if (options.count != null && options.until != null) return null;
  if (options.count != null && (options.count < 1 || options.count > RECURRENCE_COUNT_MAX)) return null;
  if (options.until != null && Number.isNaN(options.until.getTime())) return null;
  return options;
}

function ruleOf(options: Partial<Options>, start: number): RRule {
  return new RRule({ ...options, dtstart: new Date(start), tzid: null });
}

/** The rule text the dialog's choice makes, for a series whose first start is `start` on its wall clock. */
export function recurrenceToRule(recurrence: Recurrence, start: number): string {
  const parts = [`FREQ=${recurrence.freq.toUpperCase()}`];
  if (recurrence.interval > 1) parts.push(`INTERVAL=${recurrence.interval}`);
  const first = new Date(start);
  if (recurrence.freq === "weekly" && recurrence.weekdays.length > 0)
    parts.push(`BYDAY=${WEEKDAYS.filter((day) => recurrence.weekdays.includes(day)).join(",")}`);
  if (recurrence.freq === "monthly" && recurrence.monthlyBy === "weekday") {
    const weekday = WEEKDAYS[(first.getUTCDay() + 6) % 7]!;
    const nth = Math.ceil(first.getUTCDate() / 7);
    // The fifth of a weekday exists in some months only: the last one is what people mean.
    parts.push(`BYDAY=${nth === 5 ? -1 : nth}${weekday}`);
  }
  if (recurrence.end.kind === "count") parts.push(`COUNT=${recurrence.end.count}`);
  if (recurrence.end.kind === "until") parts.push(`UNTIL=${recurrence.end.day.replaceAll("-", "")}T235959`);
  return parts.join(";");
}

/** The dialog's choice a rule is, or null when it is something the dialog does not offer (custom). */
export function ruleToRecurrence(text: string, start: number): Recurrence | null {
  const options = parseRule(text);
  if (!options || options.bysetpos != null || options.bymonth != null || options.bymonthday != null)
    return null;
  const freq = RECURRENCE_FREQUENCIES.find((name) => FREQ[name] === options.freq)!;
  const byday =
    text
      .match(/BYDAY=([^;]+)/i)?.[1]
      ?.toUpperCase()
      .split(",") ?? [];
  let weekdays: Weekday[] = [];
  let monthlyBy: Recurrence["monthlyBy"] = "date";
  if (byday.length > 0) {
    if (
      freq === "weekly" &&
      byday.every((day): day is Weekday => (WEEKDAYS as readonly string[]).includes(day))
    )
      weekdays = byday;
    else if (
      freq === "monthly" &&
      byday.length === 1 &&
      recurrenceToRule(
        { freq, interval: 1, weekdays: [], monthlyBy: "weekday", end: { kind: "never" } },
        start,
      ).endsWith(`BYDAY=${byday[0]}`)
    )
      monthlyBy = "weekday";
    else return null;
  }
  const until = options.until ? new Date(options.until.getTime()) : null;
  const end: RecurrenceEnd = options.count
    ? { kind: "count", count: options.count }
    : until
      ? {
          kind: "until",
          day: `${pad(until.getUTCFullYear(), 4)}-${pad(until.getUTCMonth() + 1)}-${pad(until.getUTCDate())}`,
        }
      : { kind: "never" };
  return { freq, interval: options.interval ?? 1, weekdays, monthlyBy, end };
}

/**
 * The occurrences of a series that overlap [from, to) (ms), in order, at most `limit` of them; those
 * whose original start is excluded are left out. An occurrence keeps the first one's length on the
 * wall clock (09:00–10:00 stays so on the day the clocks change).
 */
export function expand(
  series: SeriesTimes,
  range: { from: number; to: number },
  limit = 2_000,
): Occurrence[] {
  const options = parseRule(series.rule);
  if (!options) return [];
  const zone = series.timeZone;
  const start = firstWall(series);
  const length = Math.max(0, (series.allDay ? series.end : wallClock(series.end, zone)) - start);
  const wallOf = (instant: number) => (series.allDay ? instant : wallClock(instant, zone));
  // A day either side covers any offset; occurrences that began before `from` may still overlap it.
  const after = new Date(wallOf(range.from) - length - DAY_MS);
  const before = new Date(wallOf(range.to) + DAY_MS);
  const excluded = new Set(series.excluded ?? []);
  const found: Occurrence[] = [];
  ruleOf(options, start).between(after, before, true, (wall) => {
    const at = wall.getTime();
    const placed = series.allDay ? at : wallToUtc(at, zone);
    const occurrence = series.allDay
      ? { start: at, end: at + length, originalStart: at }
      : { start: placed, end: wallToUtc(at + length, zone), originalStart: placed };
    const overlaps =
      occurrence.end > occurrence.start
        ? occurrence.start < range.to && occurrence.end > range.from
        : occurrence.start >= range.from && occurrence.start < range.to;
    if (overlaps && !excluded.has(occurrence.originalStart)) found.push(occurrence);
    return found.length < limit;
  });
  return found;
}

/**
 * The start (ms) of the series' first occurrence strictly after `after` (ms), or null when the series
 * has none (it ended by its COUNT or UNTIL). What a repeating task's next occurrence is placed by.
 */
export function occurrenceAfter(
  series: Pick<SeriesTimes, "start" | "allDay" | "timeZone" | "rule">,
  after: number,
): number | null {
  const options = parseRule(series.rule);
  if (!options) return null;
  const wallOf = (instant: number) => (series.allDay ? instant : wallClock(instant, series.timeZone));
  const next = ruleOf(options, firstWall(series)).after(new Date(wallOf(after)), false);
  if (!next) return null;
  return series.allDay ? next.getTime() : wallToUtc(next.getTime(), series.timeZone);
}

/**
 * The span of a series: from its first start to the end of its last occurrence (ms), or null for the
 * end when it never ends (no COUNT, no UNTIL). What a stored series' range reads go by.
 */
export function seriesSpan(series: SeriesTimes): { start: number; end: number | null } {
  const options = parseRule(series.rule);
  if (!options || (options.count == null && options.until == null)) return { start: series.start, end: null };
  const start = firstWall(series);
  const rule = ruleOf(options, start);
  const last =
    options.count != null ? rule.all().at(-1) : rule.before(new Date(options.until!.getTime()), true);
  if (!last) return { start: series.start, end: series.end };
  const zone = series.timeZone;
  const length = Math.max(0, (series.allDay ? series.end : wallClock(series.end, zone)) - start);
  const lastWall = last.getTime() + length;
  return {
    start: series.start,
    end: Math.max(series.end, series.allDay ? lastWall : wallToUtc(lastWall, zone)),
  };
}

/** Whether the series has an occurrence whose rule-given start is `originalStart` (ms). */
export function isOccurrence(series: SeriesTimes, originalStart: number): boolean {
  return expand({ ...series, excluded: [] }, { from: originalStart, to: originalStart + 1 }, 5).some(
    (occurrence) => occurrence.originalStart === originalStart,
  );
}

/**
 * "This and following" from the occurrence whose original start is `at`: the rule of the series
 * before it (ending the moment before it; null when `at` is the first, so nothing is left before) and
 * the rule of the new series from it (a count keeps only what was left of it).
 */
export function splitRule(series: SeriesTimes, at: number): { before: string | null; after: string } {
  const options = parseRule(series.rule)!;
  const start = firstWall(series);
  const atWall = series.allDay ? at : wallClock(at, series.timeZone);
  const earlier =
    atWall > start ? ruleOf(options, start).between(new Date(start), new Date(atWall - 1), true).length : 0;
  const body = series.rule
    .replace(/^RRULE:/i, "")
    .split(";")
    .filter((part) => !/^(COUNT|UNTIL)=/i.test(part));
  const before = earlier === 0 ? null : [...body, `UNTIL=${floating(atWall - 1000)}`].join(";");
  const end =
    options.count != null
      ? [`COUNT=${options.count - earlier}`]
      : options.until
        ? [`UNTIL=${floating(options.until.getTime())}`]
        : [];
  return { before, after: [...body, ...end].join(";") };
}

/**
 * An ICS file's RRULE for a series in `zone`, as this module stores it: an UNTIL in UTC ("Z", as RFC
 * 5545 asks when DTSTART has a zone) moved onto the series' wall clock. Null when the rule is not one
 * a calendar series can be.
 */
export function ruleFromIcs(text: string, series: { allDay: boolean; timeZone: string }): string | null {
  const body = text.trim().replace(/^RRULE:/i, "");
  const utcUntil = /UNTIL=(\d{8}T\d{6})Z/i.exec(body);
  let stored = body;
  if (utcUntil && !series.allDay) {
    const instant = Date.parse(
      utcUntil[1]!.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/, "$1-$2-$3T$4:$5:$6Z"),
    );
    stored = body.replace(utcUntil[0], `UNTIL=${floating(wallClock(instant, series.timeZone))}`);
  } else if (utcUntil) stored = body.replace(utcUntil[0], `UNTIL=${utcUntil[1]}`);
  return parseRule(stored) ? stored : null;
}

/** The stored rule as an ICS file writes it: an UNTIL on the wall clock placed in the zone, in UTC. */
export function ruleForIcs(text: string, series: { allDay: boolean; timeZone: string }): string {
  const until = /UNTIL=(\d{8}T\d{6})(?!Z)/i.exec(text);
  if (!until) return text;
  if (series.allDay) return text.replace(until[0], `UNTIL=${until[1]!.slice(0, 8)}`);
  const wall = Date.parse(
    until[1]!.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/, "$1-$2-$3T$4:$5:$6Z"),
  );
  return text.replace(until[0], `UNTIL=${floating(wallToUtc(wall, series.timeZone))}Z`);
}
