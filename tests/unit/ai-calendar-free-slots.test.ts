import {
  freeSlots,
  intersect,
  merge,
  subtract,
  workingTime,
  DEFAULT_WORKING_HOURS,
  type Attendee,
} from "@/lib/calendar/free-slots";

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString().replace(":00.000Z", "Z");
const span = (from: string, to: string) => ({ start: at(from), end: at(to) });
const person = (timeZone: string, busy: [string, string][] = []): Attendee => ({
  hours: { ...DEFAULT_WORKING_HOURS, timeZone },
  busy: busy.map(([from, to]) => span(from, to)),
});
const starts = (attendees: Attendee[], from: string, to: string, minutes: number, limit = 4) =>
  freeSlots(attendees, { from: at(from), to: at(to), minutes, limit }).map((slot) => iso(slot.start));

describe("intervals", () => {
  it("merges, intersects and subtracts", () => {
    expect(
      merge([
        span("2026-01-01T10:00Z", "2026-01-01T11:00Z"),
        span("2026-01-01T09:00Z", "2026-01-01T10:00Z"),
        span("2026-01-01T12:00Z", "2026-01-01T12:00Z"),
      ]),
    ).toEqual([span("2026-01-01T09:00Z", "2026-01-01T11:00Z")]);
    const day = [span("2026-01-01T09:00Z", "2026-01-01T17:00Z")];
    expect(
      intersect(day, [
        span("2026-01-01T08:00Z", "2026-01-01T10:00Z"),
        span("2026-01-01T16:00Z", "2026-01-01T18:00Z"),
      ]),
    ).toEqual([
      span("2026-01-01T09:00Z", "2026-01-01T10:00Z"),
      span("2026-01-01T16:00Z", "2026-01-01T17:00Z"),
    ]);
    expect(
      subtract(day, [
        span("2026-01-01T08:00Z", "2026-01-01T10:00Z"),
        span("2026-01-01T12:00Z", "2026-01-01T13:00Z"),
      ]),
    ).toEqual([
      span("2026-01-01T10:00Z", "2026-01-01T12:00Z"),
      span("2026-01-01T13:00Z", "2026-01-01T17:00Z"),
    ]);
  });
});

describe("working time", () => {
  it("follows a person's wall clock across the change of time, and skips the weekend", () => {
    const hours = { ...DEFAULT_WORKING_HOURS, timeZone: "Europe/Madrid" };
    // Friday 27 March 2026 (winter time) to Monday 30 March (summer time).
    expect(
      workingTime(hours, span("2026-03-27T00:00Z", "2026-03-31T00:00Z")).map((i) => [
        iso(i.start),
        iso(i.end),
      ]),
    ).toEqual([
      ["2026-03-27T08:00Z", "2026-03-27T16:00Z"],
      ["2026-03-30T07:00Z", "2026-03-30T15:00Z"],
    ]);
  });
});

describe("find a time", () => {
  it("finds the times nobody is busy within working hours, on half hours", () => {
    // Monday 30 November 2026 in Madrid (UTC+1): one busy 09:00–10:30, the other 11:00–12:00.
    const ana = person("Europe/Madrid", [["2026-11-30T08:00Z", "2026-11-30T09:30Z"]]);
    const ben = person("Europe/Madrid", [["2026-11-30T10:00Z", "2026-11-30T11:00Z"]]);
    // 10:30–11:00 is too short for an hour; from 12:00 on.
    expect(starts([ana, ben], "2026-11-30T00:00Z", "2026-12-05T00:00Z", 60)).toEqual([
      "2026-11-30T11:00Z",
      "2026-11-30T11:30Z",
      "2026-11-30T12:00Z",
      "2026-11-30T12:30Z",
    ]);
    // Half an hour fits between them.
    expect(starts([ana, ben], "2026-11-30T00:00Z", "2026-12-05T00:00Z", 30, 1)).toEqual([
      "2026-11-30T09:30Z",
    ]);
  });

  it("meets people of two zones where their days overlap", () => {
    // Madrid 09–17 (08–16 UTC) and New York 09–17 (14–22 UTC): 14:00–16:00 UTC.
    const slots = freeSlots([person("Europe/Madrid"), person("America/New_York")], {
      from: at("2026-11-30T00:00Z"),
      to: at("2026-12-01T00:00Z"),
      minutes: 60,
    });
    expect(slots.map((s) => iso(s.start))).toEqual([
      "2026-11-30T14:00Z",
      "2026-11-30T14:30Z",
      "2026-11-30T15:00Z",
    ]);
  });

  it("starts on half hours of the first person's clock in a zone three quarters of an hour off", () => {
    // Kathmandu is UTC+5:45: 09:00 there is 03:15 UTC.
    expect(starts([person("Asia/Kathmandu")], "2026-11-30T00:00Z", "2026-12-01T00:00Z", 30, 2)).toEqual([
      "2026-11-30T03:15Z",
      "2026-11-30T03:45Z",
    ]);
  });

  it("goes to the next working day past a weekend and a busy day, and finds nothing in a busy week", () => {
    const busyMonday = person("UTC", [["2026-11-30T00:00Z", "2026-12-01T00:00Z"]]);
    expect(starts([busyMonday], "2026-11-28T00:00Z", "2026-12-05T00:00Z", 60, 1)).toEqual([
      "2026-12-01T09:00Z",
    ]);
    const busyWeek = person("UTC", [["2026-11-30T00:00Z", "2026-12-05T00:00Z"]]);
    expect(starts([busyWeek], "2026-11-28T00:00Z", "2026-12-05T00:00Z", 60)).toEqual([]);
    expect(starts([], "2026-11-28T00:00Z", "2026-12-05T00:00Z", 60)).toEqual([]);
  });
});
