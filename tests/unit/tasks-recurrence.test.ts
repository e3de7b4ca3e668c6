import { isRepeatRule, nextOccurrence, upcomingDates } from "@/modules/task-management/shared/recurrence";

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | undefined) =>
  ms === undefined ? undefined : new Date(ms).toISOString().slice(0, 10);

describe("a repeating task's next occurrence", () => {
  it("comes on the rule's next date after the due date when done on time", () => {
    // Due Monday 7 December 2026, every week on Monday; done that Monday at noon.
    const next = nextOccurrence(
      { rule: "FREQ=WEEKLY;BYDAY=MO", mode: "completed" },
      day("2026-12-07"),
      at("2026-12-07T12:00:00Z"),
    );
    expect(iso(next?.due)).toBe("2026-12-14");
    expect(next?.rule).toBe("FREQ=WEEKLY;BYDAY=MO");
  });

  it("done late, comes back on the first date still to come (once, not for every missed date)", () => {
    const next = nextOccurrence(
      { rule: "FREQ=DAILY", mode: "completed" },
      day("2026-12-01"),
      at("2026-12-04T09:30:00Z"),
    );
    expect(iso(next?.due)).toBe("2026-12-05");
  });

  it("done early, still comes on the date after its own due date", () => {
    const next = nextOccurrence(
      { rule: "FREQ=WEEKLY", mode: "completed" },
      day("2026-12-10"),
      at("2026-12-03T08:00:00Z"),
    );
    expect(iso(next?.due)).toBe("2026-12-17");
  });

  it("on a schedule, comes on the date after the due date, but never before today", () => {
    const repeat = { rule: "FREQ=DAILY", mode: "schedule" as const };
    expect(iso(nextOccurrence(repeat, day("2026-12-03"), at("2026-12-03T00:05:00Z"))?.due)).toBe(
      "2026-12-04",
    );
    // The job did not run for a week: one occurrence, today's.
    expect(iso(nextOccurrence(repeat, day("2026-11-20"), at("2026-11-27T10:00:00Z"))?.due)).toBe(
      "2026-11-27",
    );
  });

  it("keeps what is left of a count, and ends with its last occurrence", () => {
    const first = nextOccurrence(
      { rule: "FREQ=MONTHLY;COUNT=3", mode: "completed" },
      day("2026-12-15"),
      at("2026-12-15T10:00:00Z"),
    );
    expect(iso(first?.due)).toBe("2027-01-15");
    expect(first?.rule).toBe("FREQ=MONTHLY;COUNT=2");
    const second = nextOccurrence({ rule: first!.rule, mode: "completed" }, first!.due, first!.due);
    expect(second?.rule).toBe("FREQ=MONTHLY;COUNT=1");
    expect(nextOccurrence({ rule: second!.rule, mode: "completed" }, second!.due, second!.due)).toBeNull();
  });

  it("ends after its UNTIL date", () => {
    const repeat = { rule: "FREQ=WEEKLY;UNTIL=20261220T235959", mode: "completed" as const };
    expect(iso(nextOccurrence(repeat, day("2026-12-07"), day("2026-12-07"))?.due)).toBe("2026-12-14");
    expect(nextOccurrence(repeat, day("2026-12-14"), day("2026-12-14"))).toBeNull();
  });

  it("a monthly task due on the 31st skips the months without one (RFC 5545)", () => {
    const next = nextOccurrence(
      { rule: "FREQ=MONTHLY", mode: "completed" },
      day("2027-01-31"),
      day("2027-01-31"),
    );
    expect(iso(next?.due)).toBe("2027-03-31");
  });

  it("on the last weekday of the month and every weekday", () => {
    const last = nextOccurrence(
      { rule: "FREQ=MONTHLY;BYDAY=-1FR", mode: "completed" },
      day("2026-12-25"),
      day("2026-12-25"),
    );
    expect(iso(last?.due)).toBe("2027-01-29");
    const weekday = nextOccurrence(
      { rule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", mode: "completed" },
      day("2026-12-04"),
      day("2026-12-04"),
    );
    expect(iso(weekday?.due)).toBe("2026-12-07");
  });
});

describe("rules a task can repeat by", () => {
  it.each(["FREQ=DAILY", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH", "FREQ=YEARLY;COUNT=5"])("takes %s", (rule) => {
    expect(isRepeatRule(rule)).toBe(true);
  });
  it.each([
    "FREQ=HOURLY",
    "FREQ=MINUTELY",
    "FREQ=DAILY;INTERVAL=0",
    "FREQ=DAILY;COUNT=2;UNTIL=20270101T000000",
    "BYHOUR=3",
    "nonsense",
    "",
  ])("refuses %p", (rule) => {
    expect(isRepeatRule(rule)).toBe(false);
  });
});

describe("the dates a calendar shows ahead", () => {
  it("lists the rule's dates in the range after the due date, at most the limit", () => {
    const dates = upcomingDates(
      "FREQ=WEEKLY",
      day("2026-12-02"),
      { from: day("2026-12-01"), to: day("2027-01-01") },
      10,
    );
    expect(dates.map(iso)).toEqual(["2026-12-09", "2026-12-16", "2026-12-23", "2026-12-30"]);
    expect(
      upcomingDates("FREQ=DAILY", day("2026-12-02"), { from: day("2026-12-01"), to: day("2027-01-01") }, 3),
    ).toHaveLength(3);
  });

  it("stops where a count ends", () => {
    const dates = upcomingDates(
      "FREQ=DAILY;COUNT=3",
      day("2026-12-02"),
      { from: day("2026-12-01"), to: day("2027-01-01") },
      10,
    );
    expect(dates.map(iso)).toEqual(["2026-12-03", "2026-12-04"]);
  });
});
