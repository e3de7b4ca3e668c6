import {
  addDays,
  adjustTotals,
  dayLabel,
  daysBetween,
  groupEntries,
  isClockTime,
  localDay,
  localTime,
  totalAt,
  weekLabel,
  weekStart,
  withoutRunning,
  zonedTimeToUtc,
} from "@/modules/time-tracker/shared/grouping";

const entry = (id: string, start: string, end: string | null) => ({ id, start, end });

describe("localDay and localTime", () => {
  it("reads the calendar day in the zone, not in UTC", () => {
    const instant = "2025-06-30T22:30:00.000Z";
    expect(localDay(instant, "UTC")).toBe("2025-06-30");
    expect(localDay(instant, "Europe/Madrid")).toBe("2025-07-01");
    expect(localTime(instant, "Europe/Madrid")).toBe("00:30");
    expect(localDay(instant, "America/New_York")).toBe("2025-06-30");
    expect(localTime(instant, "America/New_York")).toBe("18:30");
  });

  it("writes midnight as 00:00", () => {
    expect(localTime("2025-01-01T05:00:00.000Z", "America/New_York")).toBe("00:00");
  });
});

describe("calendar arithmetic", () => {
  it("moves days across months, leap days and years", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2025-02-28", 1)).toBe("2025-03-01");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(daysBetween("2025-12-29", "2026-01-04")).toBe(6);
  });

  it("starts ISO weeks on Monday, across a year boundary", () => {
    expect(weekStart("2025-07-02")).toBe("2025-06-30"); // Wednesday
    expect(weekStart("2025-06-30")).toBe("2025-06-30"); // Monday
    expect(weekStart("2025-07-06")).toBe("2025-06-30"); // Sunday
    expect(weekStart("2026-01-01")).toBe("2025-12-29"); // Thursday of ISO week 2026-W01
    expect(weekStart("2027-01-03")).toBe("2026-12-28"); // Sunday
  });
});

describe("zonedTimeToUtc", () => {
  it("converts a local date and time in winter and summer", () => {
    expect(zonedTimeToUtc("2025-01-15", "09:00", "Europe/Madrid")?.toISOString()).toBe(
      "2025-01-15T08:00:00.000Z",
    );
    expect(zonedTimeToUtc("2025-07-15", "09:00", "Europe/Madrid")?.toISOString()).toBe(
      "2025-07-15T07:00:00.000Z",
    );
    expect(zonedTimeToUtc("2025-01-15", "09:00", "America/New_York")?.toISOString()).toBe(
      "2025-01-15T14:00:00.000Z",
    );
    expect(zonedTimeToUtc("2025-07-15", "23:30", "America/New_York")?.toISOString()).toBe(
      "2025-07-16T03:30:00.000Z",
    );
  });

  it("is right on both sides of a DST change, on the day itself", () => {
    // Madrid springs forward at 02:00 on 2025-03-30 and falls back at 03:00 on 2025-10-26.
    expect(zonedTimeToUtc("2025-03-30", "01:30", "Europe/Madrid")?.toISOString()).toBe(
      "2025-03-30T00:30:00.000Z",
    );
    expect(zonedTimeToUtc("2025-03-30", "04:00", "Europe/Madrid")?.toISOString()).toBe(
      "2025-03-30T02:00:00.000Z",
    );
    expect(zonedTimeToUtc("2025-10-26", "12:00", "Europe/Madrid")?.toISOString()).toBe(
      "2025-10-26T11:00:00.000Z",
    );
    // New York: 2025-03-09 02:00 EST → 03:00 EDT; 2025-11-02 02:00 EDT → 01:00 EST.
    expect(zonedTimeToUtc("2025-03-09", "12:00", "America/New_York")?.toISOString()).toBe(
      "2025-03-09T16:00:00.000Z",
    );
    expect(zonedTimeToUtc("2025-11-02", "12:00", "America/New_York")?.toISOString()).toBe(
      "2025-11-02T17:00:00.000Z",
    );
  });

  it("puts a skipped time after the gap and a repeated time at its first occurrence", () => {
    expect(zonedTimeToUtc("2025-03-30", "02:30", "Europe/Madrid")?.toISOString()).toBe(
      "2025-03-30T01:30:00.000Z",
    );
    expect(zonedTimeToUtc("2025-03-09", "02:30", "America/New_York")?.toISOString()).toBe(
      "2025-03-09T07:30:00.000Z",
    );
    expect(zonedTimeToUtc("2025-10-26", "02:30", "Europe/Madrid")?.toISOString()).toBe(
      "2025-10-26T00:30:00.000Z",
    );
    expect(zonedTimeToUtc("2025-11-02", "01:30", "America/New_York")?.toISOString()).toBe(
      "2025-11-02T05:30:00.000Z",
    );
  });

  it("round-trips through localDay and localTime", () => {
    const instant = zonedTimeToUtc("2025-12-31", "23:45", "America/New_York");
    expect(instant && localDay(instant, "America/New_York")).toBe("2025-12-31");
    expect(instant && localTime(instant, "America/New_York")).toBe("23:45");
  });

  it("refuses a malformed time", () => {
    expect(zonedTimeToUtc("2025-01-01", "24:00", "UTC")).toBeNull();
    expect(zonedTimeToUtc("2025-01-01", "9", "UTC")).toBeNull();
    expect(isClockTime("09:05")).toBe(true);
    expect(isClockTime("9:05")).toBe(true);
    expect(isClockTime("09:60")).toBe(false);
  });
});

describe("labels", () => {
  it("names today and yesterday, and dates otherwise", () => {
    expect(dayLabel("2026-01-01", "2026-01-01")).toEqual({ kind: "today" });
    expect(dayLabel("2025-12-31", "2026-01-01")).toEqual({ kind: "yesterday" });
    expect(dayLabel("2025-12-30", "2026-01-01")).toEqual({ kind: "date", day: "2025-12-30" });
  });

  it("names this week and last week across a year boundary, and ranges otherwise", () => {
    const today = "2026-01-02"; // Friday; the week started on Monday 2025-12-29
    expect(weekLabel("2025-12-29", today)).toEqual({ kind: "thisWeek" });
    expect(weekLabel("2025-12-22", today)).toEqual({ kind: "lastWeek" });
    expect(weekLabel("2025-12-15", today)).toEqual({ kind: "range", start: "2025-12-15", end: "2025-12-21" });
  });
});

describe("groupEntries", () => {
  const zone = "Europe/Madrid";
  const today = "2026-01-02";
  const entries = [
    entry("a", "2025-12-31T09:00:00.000Z", "2025-12-31T10:00:00.000Z"),
    // Starts at 23:30 on 31 December in Madrid and ends in the new year: it belongs to the 31st.
    entry("b", "2025-12-31T22:30:00.000Z", "2026-01-01T00:30:00.000Z"),
    entry("c", "2026-01-02T08:00:00.000Z", null),
    entry("d", "2025-12-26T12:00:00.000Z", "2025-12-26T12:30:00.000Z"),
  ];

  it("groups newest first into Monday weeks and start days, crossing midnight and the year", () => {
    const weeks = groupEntries(entries, zone, today);
    expect(weeks.map((week) => [week.start, week.label.kind])).toEqual([
      ["2025-12-29", "thisWeek"],
      ["2025-12-22", "lastWeek"],
    ]);
    const [thisWeek, lastWeek] = weeks;
    expect(thisWeek?.days.map((day) => [day.day, day.label.kind, day.entries.map((e) => e.id)])).toEqual([
      ["2026-01-02", "today", ["c"]],
      ["2025-12-31", "date", ["b", "a"]],
    ]);
    expect(lastWeek?.days.map((day) => day.day)).toEqual(["2025-12-26"]);
  });

  it("totals days and weeks from loaded entries, running ones up to now", () => {
    const [thisWeek, lastWeek] = groupEntries(entries, zone, today);
    const now = Date.parse("2026-01-02T08:10:00.000Z");
    expect(thisWeek?.days.map((day) => totalAt(day, now))).toEqual([600, 3 * 3600]);
    expect(thisWeek && totalAt(thisWeek, now)).toBe(3 * 3600 + 600);
    expect(lastWeek && totalAt(lastWeek, now)).toBe(1800);
  });

  it("prefers the page's day totals (whole days, other pages included)", () => {
    const now = Date.parse("2026-01-02T08:10:00.000Z");
    const page = { "2026-01-02": 600 + 7200, "2025-12-31": 5 * 3600 };
    const stopped = withoutRunning(page, entries, zone, now);
    expect(stopped).toEqual({ "2026-01-02": 7200, "2025-12-31": 5 * 3600 });
    const [thisWeek] = groupEntries(entries, zone, today, stopped);
    const later = now + 60_000;
    expect(thisWeek?.days.map((day) => totalAt(day, later))).toEqual([7200 + 660, 5 * 3600]);
    expect(thisWeek && totalAt(thisWeek, later)).toBe(7200 + 660 + 5 * 3600);
  });

  it("moves known totals when an entry changes, is created or deleted", () => {
    const totals = { "2025-12-31": 10_000 };
    const before = entry("a", "2025-12-31T09:00:00.000Z", "2025-12-31T10:00:00.000Z");
    const after = { ...before, end: "2025-12-31T09:30:00.000Z" };
    expect(adjustTotals(totals, before, after, zone)).toEqual({ "2025-12-31": 10_000 - 1800 });
    expect(adjustTotals(totals, null, after, zone)).toEqual({ "2025-12-31": 10_000 + 1800 });
    expect(adjustTotals(totals, before, null, zone)).toEqual({ "2025-12-31": 10_000 - 3600 });
    // A running entry counts live, not in the stored totals; a day not on the page stays unknown.
    expect(adjustTotals(totals, { ...before, end: null }, null, zone)).toEqual(totals);
    expect(
      adjustTotals(totals, null, entry("x", "2025-11-01T09:00:00.000Z", "2025-11-01T10:00:00.000Z"), zone),
    ).toEqual(totals);
  });
});
