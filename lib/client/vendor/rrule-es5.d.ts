// rrule's own browser-and-Node build, imported by path (lib/client/vendor/rrule-unused.ts says why):
// the same API as the package's entry.
declare module "rrule/dist/es5/rrule.min.js" {
  export * from "rrule";
}
