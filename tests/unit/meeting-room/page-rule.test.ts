import { expand, parseRule } from "@/lib/calendar/recurrence";
import {
  choiceOfRule,
  readRule,
  REPEAT_CHOICES,
  ruleOf,
  weekdayOf,
} from "@/modules/meeting-room/shared/page-rule";

// The drawer's Repeat choices as RRULEs without DTSTART, written without the rrule package; the
// server's reader (lib/calendar/recurrence.ts) must take each one and expand it as meant.

describe("meeting room repeat rules", () => {
  it("names the weekday of a date, Monday first", () => {
    expect(weekdayOf("2027-03-01")).toBe("MO");
    expect(weekdayOf("2027-03-02")).toBe("TU");
    expect(weekdayOf("2027-03-07")).toBe("SU");
    expect(weekdayOf("2024-02-29")).toBe("TH");
  });

  it("makes each choice's rule for the meeting's first day", () => {
    const day = "2027-03-02"; // a Tuesday
    expect(ruleOf("none", day)).toBeNull();
    expect(ruleOf("daily", day)).toBe("FREQ=DAILY");
    expect(ruleOf("weekdays", day)).toBe("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR");
    expect(ruleOf("weekly", day)).toBe("FREQ=WEEKLY;BYDAY=TU");
    expect(ruleOf("monthly", day)).toBe("FREQ=MONTHLY;BYMONTHDAY=2");
    expect(ruleOf("monthly", "2027-03-31")).toBe("FREQ=MONTHLY;BYMONTHDAY=31");
  });

  it("writes rules the server's reader accepts and expands as meant", () => {
    const start = Date.parse("2027-03-02T09:00:00Z");
    const series = (rule: string) => ({
      start,
      end: start + 1_800_000,
      allDay: false,
      timeZone: "UTC",
      rule,
    });
    const days = (rule: string, to: string) =>
      expand(series(rule), { from: start, to: Date.parse(to) }).map((occurrence) =>
        new Date(occurrence.start).toISOString().slice(0, 10),
      );
    for (const choice of REPEAT_CHOICES) {
      const rule = ruleOf(choice, "2027-03-02");
      if (rule) expect(parseRule(rule)).not.toBeNull();
    }
    expect(days(ruleOf("weekly", "2027-03-02")!, "2027-03-20")).toEqual([
      "2027-03-02",
      "2027-03-09",
      "2027-03-16",
    ]);
    expect(days(ruleOf("weekdays", "2027-03-02")!, "2027-03-09")).toEqual([
      "2027-03-02",
      "2027-03-03",
      "2027-03-04",
      "2027-03-05",
      "2027-03-08",
    ]);
    expect(days(ruleOf("monthly", "2027-03-02")!, "2027-06-01")).toEqual([
      "2027-03-02",
      "2027-04-02",
      "2027-05-02",
    ]);
    expect(days(ruleOf("daily", "2027-03-02")!, "2027-03-05")).toEqual([
      "2027-03-02",
      "2027-03-03",
      "2027-03-04",
    ]);
  });

  it("reads its own rules back, and any other as custom", () => {
    expect(readRule(null, "2027-03-02")).toEqual({ choice: "none" });
    expect(readRule("FREQ=DAILY", "2027-03-02")).toEqual({ choice: "daily" });
    expect(readRule("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "2027-03-02")).toEqual({ choice: "weekdays" });
    expect(readRule("FREQ=WEEKLY;BYDAY=FR", "2027-03-02")).toEqual({ choice: "weekly", weekday: "FR" });
    expect(readRule("FREQ=WEEKLY", "2027-03-02")).toEqual({ choice: "weekly", weekday: "TU" });
    expect(readRule("RRULE:FREQ=MONTHLY;BYMONTHDAY=14", "2027-03-02")).toEqual({
      choice: "monthly",
      monthDay: 14,
    });
    expect(readRule("FREQ=MONTHLY;INTERVAL=1", "2027-03-02")).toEqual({ choice: "monthly", monthDay: 2 });
    for (const rule of [
      "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU",
      "FREQ=DAILY;COUNT=5",
      "FREQ=WEEKLY;BYDAY=MO,WE",
      "FREQ=MONTHLY;BYDAY=2TU",
      "FREQ=YEARLY",
      "FREQ=DAILY;FREQ=DAILY",
      "junk",
    ])
      expect(readRule(rule, "2027-03-02")).toEqual({ choice: "custom", rule });
  });

  it("gives the drawer's choice only when the rule is that choice's for the day", () => {
    expect(choiceOfRule(null, "2027-03-02")).toBe("none");
    expect(choiceOfRule("FREQ=WEEKLY;BYDAY=TU", "2027-03-02")).toBe("weekly");
    // Another weekday, another date of the month, or a custom rule: kept as it is.
    expect(choiceOfRule("FREQ=WEEKLY;BYDAY=WE", "2027-03-02")).toBeNull();
    expect(choiceOfRule("FREQ=MONTHLY;BYMONTHDAY=3", "2027-03-02")).toBeNull();
    expect(choiceOfRule("FREQ=DAILY;COUNT=3", "2027-03-02")).toBeNull();
  });
});
