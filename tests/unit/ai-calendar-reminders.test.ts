import { dueReminders, type EventTimes } from "@/lib/calendar/reminders";

const at = (iso: string) => Date.parse(iso);
const window = (from: string, to: string) => ({ from: at(from), to: at(to) });
const iso = (ms: number) => new Date(ms).toISOString().replace(":00.000Z", "Z");

// Weekly on Monday 09:00 in Madrid from 16 March 2026 (the clocks change on the 29th).
const weekly: EventTimes = {
  start: at("2026-03-16T08:00:00Z"),
  end: at("2026-03-16T09:00:00Z"),
  allDay: false,
  timeZone: "Europe/Madrid",
  rule: "FREQ=WEEKLY",
  excluded: [at("2026-03-23T08:00:00Z")],
};

describe("reminders", () => {
  it("fires each reminder of each occurrence once, in the window it falls in, on the wall clock", () => {
    // The job's minute at 08:50 Madrid on 30 March (summer time: 06:50 UTC).
    expect(dueReminders(weekly, [10, 60], window("2026-03-30T06:50:00Z", "2026-03-30T06:51:00Z"))).toEqual([
      { occurrenceStart: at("2026-03-30T07:00:00Z"), minutes: 10, fireAt: at("2026-03-30T06:50:00Z") },
    ]);
    // A whole day of windows: the two reminders of that Monday, the longest first.
    expect(
      dueReminders(weekly, [10, 60, 10], window("2026-03-29T22:00:00Z", "2026-03-30T22:00:00Z")).map((r) => [
        r.minutes,
        iso(r.fireAt),
      ]),
    ).toEqual([
      [60, "2026-03-30T06:00Z"],
      [10, "2026-03-30T06:50Z"],
    ]);
  });

  it("tells nothing of a deleted occurrence, nor outside the window, nor without reminders", () => {
    expect(dueReminders(weekly, [10], window("2026-03-22T00:00:00Z", "2026-03-24T00:00:00Z"))).toEqual([]);
    expect(dueReminders(weekly, [], window("2026-03-29T00:00:00Z", "2026-04-01T00:00:00Z"))).toEqual([]);
    expect(dueReminders(weekly, [0], window("2026-03-16T08:00:01Z", "2026-03-16T08:01:00Z"))).toEqual([]);
  });

  it("reminds a day before, across a month, and at the time of a single event", () => {
    const day = dueReminders(weekly, [1_440], window("2026-04-01T00:00:00Z", "2026-05-01T00:00:00Z"));
    expect(day.map((r) => iso(r.fireAt))).toEqual([
      "2026-04-05T07:00Z",
      "2026-04-12T07:00Z",
      "2026-04-19T07:00Z",
      "2026-04-26T07:00Z",
    ]);
    const single: EventTimes = { ...weekly, rule: null, excluded: [] };
    expect(dueReminders(single, [0], window("2026-03-16T08:00:00Z", "2026-03-16T08:01:00Z"))).toHaveLength(1);
  });

  it("counts an all-day event's reminders from 09:00 of its day on its zone's clock", () => {
    const holiday: EventTimes = {
      start: at("2026-12-24T00:00:00Z"),
      end: at("2026-12-25T00:00:00Z"),
      allDay: true,
      timeZone: "America/New_York",
      rule: null,
    };
    expect(
      dueReminders(holiday, [0, 1_440], window("2026-12-01T00:00:00Z", "2027-01-01T00:00:00Z")).map((r) => [
        r.minutes,
        iso(r.fireAt),
      ]),
    ).toEqual([
      [1_440, "2026-12-23T14:00Z"],
      [0, "2026-12-24T14:00Z"],
    ]);
  });
});
