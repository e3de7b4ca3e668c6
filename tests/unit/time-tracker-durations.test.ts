import { entrySeconds, formatDuration, parseDuration } from "@/modules/time-tracker/shared/durations";

describe("formatDuration", () => {
  it("writes HH:mm:ss with two-digit fields", () => {
    expect(formatDuration(0)).toBe("00:00:00");
    expect(formatDuration(5)).toBe("00:00:05");
    expect(formatDuration(3_661)).toBe("01:01:01");
    expect(formatDuration(86_399)).toBe("23:59:59");
  });

  it("lets hours pass 24 for totals", () => {
    expect(formatDuration(86_400)).toBe("24:00:00");
    expect(formatDuration(123 * 3600 + 4 * 60 + 5)).toBe("123:04:05");
  });

  it("drops fractions and never shows a negative or broken value", () => {
    expect(formatDuration(59.9)).toBe("00:00:59");
    expect(formatDuration(-10)).toBe("00:00:00");
    expect(formatDuration(Number.NaN)).toBe("00:00:00");
  });
});

describe("parseDuration", () => {
  it.each([
    ["1:30", 5_400],
    ["0:45", 2_700],
    ["1:30:15", 5_415],
    ["1.5", 5_400],
    ["1,5", 5_400],
    ["2", 7_200],
    ["0.25", 900],
    ["90m", 5_400],
    ["45m", 2_700],
    ["45 min", 2_700],
    ["1h 30m", 5_400],
    ["1h30m", 5_400],
    ["2h", 7_200],
    ["1.5h", 5_400],
    ["30s", 30],
    [" 1H 5M ", 3_900],
  ])("reads %p as %p seconds", (text, seconds) => {
    expect(parseDuration(text)).toBe(seconds);
  });

  it.each(["", "   ", "abc", "1:75", "h", "1h 30", "-1", "1:2", "m30"])("refuses %p", (text) => {
    expect(parseDuration(text)).toBeNull();
  });
});

describe("entrySeconds", () => {
  it("measures a finished entry in whole seconds", () => {
    expect(entrySeconds({ start: "2025-01-01T10:00:00.000Z", end: "2025-01-01T11:30:00.900Z" })).toBe(5_400);
  });

  it("measures a running entry up to now", () => {
    const now = Date.parse("2025-01-01T10:00:42.000Z");
    expect(entrySeconds({ start: "2025-01-01T10:00:00.000Z", end: null }, now)).toBe(42);
  });

  it("is never negative (a start a little ahead of this clock)", () => {
    const now = Date.parse("2025-01-01T09:59:58.000Z");
    expect(entrySeconds({ start: "2025-01-01T10:00:00.000Z", end: null }, now)).toBe(0);
  });
});
