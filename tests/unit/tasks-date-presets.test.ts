import {
  DATE_PRESETS,
  isDatePreset,
  presetRange,
  type DatePreset,
} from "@/modules/task-management/shared/date-presets";

// Local-time constructors keep the expectations independent of the machine's time zone.
const day = (y: number, m: number, d: number) => new Date(y, m - 1, d, 0, 0, 0, 0);
const endOfDay = (y: number, m: number, d: number) => new Date(y, m - 1, d, 23, 59, 59, 999);
const range = (preset: DatePreset, now: Date) => presetRange(preset, now);

describe("DATE_PRESETS", () => {
  it("lists the ten presets of §9 in order", () => {
    expect(DATE_PRESETS).toEqual([
      "today",
      "yesterday",
      "tomorrow",
      "next7Days",
      "last7Days",
      "thisMonth",
      "lastMonth",
      "nextMonth",
      "nextYear",
      "lastYear",
    ]);
  });

  it("recognises presets", () => {
    expect(isDatePreset("today")).toBe(true);
    expect(isDatePreset("thisWeek")).toBe(false);
    expect(isDatePreset(undefined)).toBe(false);
  });
});

describe("presetRange", () => {
  const now = new Date(2024, 5, 15, 13, 45, 12, 345); // Sat 15 June 2024, 13:45

  it("covers whole days around now", () => {
    expect(range("today", now)).toEqual({ from: day(2024, 6, 15), to: endOfDay(2024, 6, 15) });
    expect(range("yesterday", now)).toEqual({ from: day(2024, 6, 14), to: endOfDay(2024, 6, 14) });
    expect(range("tomorrow", now)).toEqual({ from: day(2024, 6, 16), to: endOfDay(2024, 6, 16) });
  });

  it("spans today through a week ahead or back", () => {
    expect(range("next7Days", now)).toEqual({ from: day(2024, 6, 15), to: endOfDay(2024, 6, 22) });
    expect(range("last7Days", now)).toEqual({ from: day(2024, 6, 8), to: endOfDay(2024, 6, 15) });
  });

  it("covers whole calendar months and years", () => {
    expect(range("thisMonth", now)).toEqual({ from: day(2024, 6, 1), to: endOfDay(2024, 6, 30) });
    expect(range("lastMonth", now)).toEqual({ from: day(2024, 5, 1), to: endOfDay(2024, 5, 31) });
    expect(range("nextMonth", now)).toEqual({ from: day(2024, 7, 1), to: endOfDay(2024, 7, 31) });
    expect(range("nextYear", now)).toEqual({ from: day(2025, 1, 1), to: endOfDay(2025, 12, 31) });
    expect(range("lastYear", now)).toEqual({ from: day(2023, 1, 1), to: endOfDay(2023, 12, 31) });
  });

  it("crosses year boundaries", () => {
    const newYearsEve = new Date(2024, 11, 31, 23, 59, 59, 999);
    expect(range("tomorrow", newYearsEve)).toEqual({ from: day(2025, 1, 1), to: endOfDay(2025, 1, 1) });
    expect(range("next7Days", newYearsEve).to).toEqual(endOfDay(2025, 1, 7));
    expect(range("nextMonth", newYearsEve)).toEqual({ from: day(2025, 1, 1), to: endOfDay(2025, 1, 31) });

    const newYear = new Date(2025, 0, 1, 0, 0, 0, 0);
    expect(range("yesterday", newYear)).toEqual({ from: day(2024, 12, 31), to: endOfDay(2024, 12, 31) });
    expect(range("last7Days", newYear).from).toEqual(day(2024, 12, 25));
    expect(range("lastMonth", newYear)).toEqual({ from: day(2024, 12, 1), to: endOfDay(2024, 12, 31) });
    expect(range("lastYear", newYear)).toEqual({ from: day(2024, 1, 1), to: endOfDay(2024, 12, 31) });
  });

  it("handles February in leap and common years", () => {
    expect(range("thisMonth", new Date(2024, 1, 10))).toEqual({
      from: day(2024, 2, 1),
      to: endOfDay(2024, 2, 29),
    });
    expect(range("thisMonth", new Date(2023, 1, 10)).to).toEqual(endOfDay(2023, 2, 28));
    expect(range("tomorrow", new Date(2024, 1, 28)).from).toEqual(day(2024, 2, 29));
    expect(range("tomorrow", new Date(2023, 1, 28)).from).toEqual(day(2023, 3, 1));
    expect(range("yesterday", new Date(2024, 2, 1)).from).toEqual(day(2024, 2, 29));
    expect(range("next7Days", new Date(2024, 1, 25)).to).toEqual(endOfDay(2024, 3, 3));
  });

  it("does not skip a short month from the end of a long one", () => {
    const march31 = new Date(2023, 2, 31, 12);
    expect(range("lastMonth", march31)).toEqual({ from: day(2023, 2, 1), to: endOfDay(2023, 2, 28) });
    const jan31 = new Date(2024, 0, 31, 12);
    expect(range("nextMonth", jan31)).toEqual({ from: day(2024, 2, 1), to: endOfDay(2024, 2, 29) });
  });

  it("moves from 29 February to whole neighbouring years", () => {
    const leapDay = new Date(2024, 1, 29, 8);
    expect(range("nextYear", leapDay)).toEqual({ from: day(2025, 1, 1), to: endOfDay(2025, 12, 31) });
    expect(range("lastYear", leapDay)).toEqual({ from: day(2023, 1, 1), to: endOfDay(2023, 12, 31) });
  });

  it("gives every preset an ordered range from midnight to the last millisecond", () => {
    for (const preset of DATE_PRESETS) {
      const { from, to } = range(preset, now);
      expect(from.getTime()).toBeLessThan(to.getTime());
      expect(from.getHours()).toBe(0);
      expect(to.getHours()).toBe(23);
      expect(to.getMilliseconds()).toBe(999);
    }
  });

  it("keeps midnight boundaries across daylight-saving changes", () => {
    // Late March and late October hold the DST switches of Europe and North America.
    expect(range("next7Days", new Date(2024, 2, 28, 12))).toEqual({
      from: day(2024, 3, 28),
      to: endOfDay(2024, 4, 4),
    });
    expect(range("last7Days", new Date(2024, 10, 3, 12))).toEqual({
      from: day(2024, 10, 27),
      to: endOfDay(2024, 11, 3),
    });
  });

  it("does not modify now and refuses an invalid date", () => {
    const fixed = new Date(2024, 5, 15, 13);
    range("lastYear", fixed);
    expect(fixed).toEqual(new Date(2024, 5, 15, 13));
    expect(() => range("today", new Date(Number.NaN))).toThrow(RangeError);
  });
});
