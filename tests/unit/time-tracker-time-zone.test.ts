import {
  formatUtcOffset,
  isValidTimeZone,
  matchesTimeZoneSearch,
  supportedTimeZones,
  timeZoneOptions,
  utcOffsetMinutes,
} from "@/lib/time/time-zone";

const WINTER = Date.parse("2025-01-15T12:00:00.000Z");
const SUMMER = Date.parse("2025-07-15T12:00:00.000Z");

describe("utcOffsetMinutes", () => {
  it("reads the offset in force at the instant, DST included", () => {
    expect(utcOffsetMinutes("UTC", WINTER)).toBe(0);
    expect(utcOffsetMinutes("Europe/Madrid", WINTER)).toBe(60);
    expect(utcOffsetMinutes("Europe/Madrid", SUMMER)).toBe(120);
    expect(utcOffsetMinutes("America/New_York", WINTER)).toBe(-300);
    expect(utcOffsetMinutes("America/New_York", SUMMER)).toBe(-240);
    expect(utcOffsetMinutes("Asia/Kolkata", WINTER)).toBe(330);
    expect(utcOffsetMinutes("Asia/Kathmandu", SUMMER)).toBe(345);
    expect(utcOffsetMinutes("America/St_Johns", WINTER)).toBe(-210);
  });

  it("changes exactly at a transition (Madrid springs forward at 01:00 UTC)", () => {
    const change = Date.parse("2025-03-30T01:00:00.000Z");
    expect(utcOffsetMinutes("Europe/Madrid", change - 1)).toBe(60);
    expect(utcOffsetMinutes("Europe/Madrid", change)).toBe(120);
  });
});

describe("formatUtcOffset", () => {
  it("writes hours and minutes with a sign, +00:00 for none", () => {
    expect(formatUtcOffset(0)).toBe("+00:00");
    expect(formatUtcOffset(60)).toBe("+01:00");
    expect(formatUtcOffset(345)).toBe("+05:45");
    expect(formatUtcOffset(-210)).toBe("-03:30");
    expect(formatUtcOffset(-600)).toBe("-10:00");
    expect(formatUtcOffset(840)).toBe("+14:00");
  });
});

describe("supportedTimeZones", () => {
  it("lists the runtime's zones with UTC, once each", () => {
    const zones = supportedTimeZones();
    expect(zones).toContain("UTC");
    expect(zones).toContain("Europe/Madrid");
    expect(zones.length).toBeGreaterThan(300);
    expect(new Set(zones).size).toBe(zones.length);
    expect(zones.every(isValidTimeZone)).toBe(true);
  });

  it("adds a known extra zone the list leaves out, but nothing unknown", () => {
    const zones = supportedTimeZones(["Asia/Calcutta", "Mars/Olympus", null, "Europe/Madrid"]);
    expect(zones).toContain("Asia/Calcutta");
    expect(zones).not.toContain("Mars/Olympus");
    expect(zones.filter((zone) => zone === "Europe/Madrid")).toHaveLength(1);
  });
});

describe("timeZoneOptions", () => {
  it("sorts west to east, then by name", () => {
    const options = timeZoneOptions(["Europe/Paris", "UTC", "America/New_York", "Europe/Madrid"], WINTER);
    expect(options).toEqual([
      { zone: "America/New_York", offset: -300 },
      { zone: "UTC", offset: 0 },
      { zone: "Europe/Madrid", offset: 60 },
      { zone: "Europe/Paris", offset: 60 },
    ]);
  });
});

describe("matchesTimeZoneSearch", () => {
  const label = "(UTC-05:00) America/New_York";

  it("finds every typed word in any order, ignoring case and reading _ as a space", () => {
    expect(matchesTimeZoneSearch(label, "new york")).toBe(true);
    expect(matchesTimeZoneSearch(label, "York america")).toBe(true);
    expect(matchesTimeZoneSearch(label, "new_york")).toBe(true);
    expect(matchesTimeZoneSearch(label, "-05:00")).toBe(true);
    expect(matchesTimeZoneSearch(label, "  ")).toBe(true);
    expect(matchesTimeZoneSearch(label, "madrid")).toBe(false);
    expect(matchesTimeZoneSearch(label, "new jersey")).toBe(false);
  });
});
