import {
  expand,
  isOccurrence,
  parseRule,
  recurrenceToRule,
  ruleForIcs,
  ruleFromIcs,
  ruleToRecurrence,
  splitRule,
  type Recurrence,
  type SeriesTimes,
} from "@/lib/calendar/recurrence";

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString().replace(":00.000Z", "Z");
const starts = (series: SeriesTimes, from: string, to: string) =>
  expand(series, { from: at(from), to: at(to) }).map((o) => iso(o.start));

const madrid = (start: string, end: string, rule: string, extra: Partial<SeriesTimes> = {}): SeriesTimes => ({
  start: at(start),
  end: at(end),
  allDay: false,
  timeZone: "Europe/Madrid",
  rule,
  ...extra,
});

describe("expanding a series on its wall clock", () => {
  it("keeps a weekly 09:00 in Madrid at 09:00 across the change to summer time", () => {
    // Monday 16 March 2026, 09:00 CET (08:00 UTC); the clocks go forward on Sunday 29 March.
    const series = madrid("2026-03-16T08:00:00Z", "2026-03-16T09:00:00Z", "FREQ=WEEKLY");
    expect(starts(series, "2026-03-01T00:00:00Z", "2026-04-10T00:00:00Z")).toEqual([
      "2026-03-16T08:00Z",
      "2026-03-23T08:00Z",
      "2026-03-30T07:00Z",
      "2026-04-06T07:00Z",
    ]);
    // Each stays an hour long.
    for (const o of expand(series, { from: at("2026-03-01T00:00:00Z"), to: at("2026-04-10T00:00:00Z") }))
      expect(o.end - o.start).toBe(3_600_000);
  });

  it("keeps a daily 09:00 in New York at 09:00 through both changes of 2026", () => {
    const series: SeriesTimes = {
      start: at("2026-03-07T14:00:00Z"),
      end: at("2026-03-07T14:30:00Z"),
      allDay: false,
      timeZone: "America/New_York",
      rule: "FREQ=DAILY",
    };
    expect(starts(series, "2026-03-07T00:00:00Z", "2026-03-10T00:00:00Z")).toEqual([
      "2026-03-07T14:00Z",
      "2026-03-08T13:00Z",
      "2026-03-09T13:00Z",
    ]);
    expect(starts(series, "2026-10-31T00:00:00Z", "2026-11-03T00:00:00Z")).toEqual([
      "2026-10-31T13:00Z",
      "2026-11-01T14:00Z",
      "2026-11-02T14:00Z",
    ]);
  });

  it("moves a time the clocks skip past the gap, and takes the first of a time they repeat", () => {
    const skipped: SeriesTimes = {
      start: at("2026-03-07T07:30:00Z"), // 02:30 EST
      end: at("2026-03-07T08:00:00Z"),
      allDay: false,
      timeZone: "America/New_York",
      rule: "FREQ=DAILY;COUNT=3",
    };
    expect(starts(skipped, "2026-03-01T00:00:00Z", "2026-03-12T00:00:00Z")).toEqual([
      "2026-03-07T07:30Z",
      "2026-03-08T07:30Z", // 02:30 does not exist: 03:30 EDT
      "2026-03-09T06:30Z", // 02:30 EDT
    ]);
    const repeated: SeriesTimes = {
      start: at("2026-10-31T05:30:00Z"), // 01:30 EDT
      end: at("2026-10-31T06:00:00Z"),
      allDay: false,
      timeZone: "America/New_York",
      rule: "FREQ=DAILY;COUNT=3",
    };
    expect(starts(repeated, "2026-10-30T00:00:00Z", "2026-11-05T00:00:00Z")).toEqual([
      "2026-10-31T05:30Z",
      "2026-11-01T05:30Z", // the first 01:30 (EDT), not the second (06:30Z)
      "2026-11-02T06:30Z",
    ]);
  });

  it("keeps an occurrence's length on the wall clock when the night it spans loses an hour", () => {
    // 01:30–03:30 in Madrid: on 29 March 2026 02:00 becomes 03:00, so that night it lasts an hour.
    const series = madrid("2026-03-28T00:30:00Z", "2026-03-28T02:30:00Z", "FREQ=DAILY;COUNT=3");
    const lengths = expand(series, { from: at("2026-03-27T00:00:00Z"), to: at("2026-04-01T00:00:00Z") }).map(
      (o) => (o.end - o.start) / 3_600_000,
    );
    expect(lengths).toEqual([2, 1, 2]);
  });

  it("returns occurrences that began before the range but end in it, and none after the range", () => {
    const series = madrid("2026-05-04T20:00:00Z", "2026-05-05T02:00:00Z", "FREQ=WEEKLY"); // 22:00–04:00
    expect(starts(series, "2026-05-12T00:00:00Z", "2026-05-12T12:00:00Z")).toEqual(["2026-05-11T20:00Z"]);
    expect(starts(series, "2026-05-12T02:00:00Z", "2026-05-18T20:00:00Z")).toEqual([]);
  });

  it("leaves out excluded occurrences and stops at the limit", () => {
    const series = madrid("2026-06-01T07:00:00Z", "2026-06-01T08:00:00Z", "FREQ=DAILY", {
      excluded: [at("2026-06-02T07:00:00Z")],
    });
    expect(starts(series, "2026-06-01T00:00:00Z", "2026-06-04T00:00:00Z")).toEqual([
      "2026-06-01T07:00Z",
      "2026-06-03T07:00Z",
    ]);
    expect(
      expand(series, { from: at("2026-06-01T00:00:00Z"), to: at("2030-01-01T00:00:00Z") }, 10),
    ).toHaveLength(10);
    expect(isOccurrence(series, at("2026-06-02T07:00:00Z"))).toBe(true);
    expect(isOccurrence(series, at("2026-06-02T07:30:00Z"))).toBe(false);
  });

  it("ends after a count or through an until day, inclusive", () => {
    const byCount = madrid("2026-06-01T07:00:00Z", "2026-06-01T08:00:00Z", "FREQ=DAILY;COUNT=2");
    expect(starts(byCount, "2026-06-01T00:00:00Z", "2026-07-01T00:00:00Z")).toHaveLength(2);
    const byDay = madrid("2026-06-01T07:00:00Z", "2026-06-01T08:00:00Z", "FREQ=DAILY;UNTIL=20260603T235959");
    expect(starts(byDay, "2026-06-01T00:00:00Z", "2026-07-01T00:00:00Z")).toEqual([
      "2026-06-01T07:00Z",
      "2026-06-02T07:00Z",
      "2026-06-03T07:00Z",
    ]);
  });

  it("expands all-day series on dates, with no zone", () => {
    const series: SeriesTimes = {
      start: at("2028-02-29T00:00:00Z"),
      end: at("2028-03-01T00:00:00Z"),
      allDay: true,
      timeZone: "Pacific/Kiritimati",
      rule: "FREQ=YEARLY",
    };
    // A 29 February comes back only in leap years.
    expect(starts(series, "2028-01-01T00:00:00Z", "2033-01-01T00:00:00Z")).toEqual([
      "2028-02-29T00:00Z",
      "2032-02-29T00:00Z",
    ]);
  });

  it("repeats monthly on the nth weekday, or on the last one when it is the fifth", () => {
    const second = madrid("2026-01-13T09:00:00Z", "2026-01-13T10:00:00Z", "FREQ=MONTHLY;BYDAY=2TU");
    expect(starts(second, "2026-01-01T00:00:00Z", "2026-04-01T00:00:00Z")).toEqual([
      "2026-01-13T09:00Z",
      "2026-02-10T09:00Z",
      "2026-03-10T09:00Z",
    ]);
    // Friday 30 January 2026 is the fifth Friday: the last Friday of each month.
    const rule = recurrenceToRule(
      { freq: "monthly", interval: 1, weekdays: [], monthlyBy: "weekday", end: { kind: "never" } },
      at("2026-01-30T10:00:00Z"),
    );
    expect(rule).toBe("FREQ=MONTHLY;BYDAY=-1FR");
    const last = madrid("2026-01-30T09:00:00Z", "2026-01-30T10:00:00Z", rule);
    expect(starts(last, "2026-01-01T00:00:00Z", "2026-04-01T00:00:00Z")).toEqual([
      "2026-01-30T09:00Z",
      "2026-02-27T09:00Z",
      "2026-03-27T09:00Z", // still winter time (the clocks change on the 29th)
    ]);
  });
});

describe("rules", () => {
  it("accepts a calendar's rules and refuses anything else", () => {
    for (const rule of [
      "FREQ=DAILY",
      "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE,FR",
      "FREQ=MONTHLY;BYMONTHDAY=15;COUNT=12",
      "FREQ=YEARLY;UNTIL=20301231T235959",
      "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1",
    ])
      expect(parseRule(rule)).not.toBeNull();
    for (const rule of [
      "",
      "FREQ=HOURLY",
      "FREQ=DAILY;BYHOUR=9",
      "FREQ=DAILY;COUNT=3;UNTIL=20300101T000000",
      "FREQ=DAILY;INTERVAL=0",
      "FREQ=DAILY;INTERVAL=100",
      "FREQ=DAILY;COUNT=731",
      "FREQ=DAILY;FREQ=WEEKLY",
      "INTERVAL=2",
      "FREQ=SOMETIMES",
      "FREQ=DAILY;X-NAME=1",
      `FREQ=DAILY;BYDAY=${"MO,".repeat(200)}MO`,
    ])
      expect(parseRule(rule)).toBeNull();
  });

  it("turns the dialog's choices into rules and back", () => {
    const start = at("2026-09-08T10:00:00Z"); // a Tuesday, the 2nd of the month
    const choices: [Recurrence, string][] = [
      [{ freq: "daily", interval: 1, weekdays: [], monthlyBy: "date", end: { kind: "never" } }, "FREQ=DAILY"],
      [
        {
          freq: "weekly",
          interval: 2,
          weekdays: ["FR", "MO"],
          monthlyBy: "date",
          end: { kind: "count", count: 8 },
        },
        "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR;COUNT=8",
      ],
      [
        {
          freq: "monthly",
          interval: 1,
          weekdays: [],
          monthlyBy: "weekday",
          end: { kind: "until", day: "2027-06-30" },
        },
        "FREQ=MONTHLY;BYDAY=2TU;UNTIL=20270630T235959",
      ],
      [
        { freq: "yearly", interval: 1, weekdays: [], monthlyBy: "date", end: { kind: "never" } },
        "FREQ=YEARLY",
      ],
    ];
    for (const [choice, rule] of choices) {
      expect(recurrenceToRule(choice, start)).toBe(rule);
      expect(ruleToRecurrence(rule, start)).toEqual({
        ...choice,
        weekdays: [...choice.weekdays].sort(
          (a, b) => "MOTUWETHFRSASU".indexOf(a) - "MOTUWETHFRSASU".indexOf(b),
        ),
      });
    }
    // What the dialog does not offer is custom.
    expect(ruleToRecurrence("FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", start)).toBeNull();
    expect(ruleToRecurrence("FREQ=MONTHLY;BYDAY=3TU", start)).toBeNull();
  });
});

describe("this and following", () => {
  const series = madrid("2026-03-02T08:00:00Z", "2026-03-02T09:00:00Z", "FREQ=WEEKLY;COUNT=10");

  it("ends the series before the occurrence and carries what was left of its count", () => {
    const { before, after } = splitRule(series, at("2026-03-30T07:00:00Z")); // the 5th, after the change
    expect(before).toBe("FREQ=WEEKLY;UNTIL=20260330T085959");
    expect(after).toBe("FREQ=WEEKLY;COUNT=6");
    expect(starts({ ...series, rule: before! }, "2026-01-01T00:00:00Z", "2027-01-01T00:00:00Z")).toHaveLength(
      4,
    );
    const rest = {
      ...series,
      start: at("2026-03-30T07:00:00Z"),
      end: at("2026-03-30T08:00:00Z"),
      rule: after,
    };
    const restStarts = starts(rest, "2026-01-01T00:00:00Z", "2027-01-01T00:00:00Z");
    expect(restStarts).toHaveLength(6);
    expect(restStarts[0]).toBe("2026-03-30T07:00Z");
  });

  it("leaves nothing before the first occurrence, and keeps an until", () => {
    expect(splitRule(series, series.start)).toEqual({ before: null, after: "FREQ=WEEKLY;COUNT=10" });
    const until = { ...series, rule: "FREQ=WEEKLY;BYDAY=MO;UNTIL=20260601T235959" };
    expect(splitRule(until, at("2026-03-16T08:00:00Z"))).toEqual({
      before: "FREQ=WEEKLY;BYDAY=MO;UNTIL=20260316T085959",
      after: "FREQ=WEEKLY;BYDAY=MO;UNTIL=20260601T235959",
    });
  });
});

describe("the ICS border", () => {
  const zone = { allDay: false, timeZone: "America/New_York" };

  it("moves a UTC until onto the wall clock and back", () => {
    // 31 March 2026 23:59:59 EDT is 1 April 03:59:59 UTC.
    const stored = ruleFromIcs("RRULE:FREQ=DAILY;UNTIL=20260401T035959Z", zone);
    expect(stored).toBe("FREQ=DAILY;UNTIL=20260331T235959");
    expect(ruleForIcs(stored!, zone)).toBe("FREQ=DAILY;UNTIL=20260401T035959Z");
    expect(ruleForIcs("FREQ=DAILY;UNTIL=20260331T235959", { allDay: true, timeZone: "UTC" })).toBe(
      "FREQ=DAILY;UNTIL=20260331",
    );
    expect(ruleFromIcs("FREQ=WEEKLY;COUNT=3", zone)).toBe("FREQ=WEEKLY;COUNT=3");
  });

  it("refuses an ICS rule a calendar series cannot be", () => {
    expect(ruleFromIcs("FREQ=MINUTELY;INTERVAL=15", zone)).toBeNull();
    expect(ruleFromIcs("FREQ=DAILY;BYHOUR=9,17", zone)).toBeNull();
  });
});
