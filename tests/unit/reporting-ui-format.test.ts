import {
  formatCount,
  formatDay,
  formatDurationMs,
  formatPercent,
  formatPeriod,
  msToHours,
  parseWeekKey,
  weekKeyStart,
} from "@/lib/reporting/format";
import { isoWeekKey } from "@/lib/reporting/throughput";

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe("formatDurationMs", () => {
  it("writes a day or more in days with one decimal", () => {
    expect(formatDurationMs(2.5 * DAY, "en")).toBe("2.5 days");
    expect(formatDurationMs(DAY, "en")).toBe("1 day");
    expect(formatDurationMs(2.5 * DAY, "es")).toBe("2,5 días");
    expect(formatDurationMs(10 * DAY + 3 * HOUR, "en")).toBe("10.1 days");
  });

  it("writes hours and minutes below a day", () => {
    expect(formatDurationMs(3 * HOUR + 20 * MIN, "en")).toBe("3 hr 20 min");
    expect(formatDurationMs(3 * HOUR + 20 * MIN, "es")).toBe("3 h 20 min");
    expect(formatDurationMs(5 * HOUR, "en")).toBe("5 hr");
    // Rounded to the minute: 59 min 40 s is an hour.
    expect(formatDurationMs(59 * MIN + 40_000, "en")).toBe("1 hr");
  });

  it("writes minutes below an hour, a few seconds as under a minute, nothing as 0", () => {
    expect(formatDurationMs(45 * MIN, "en")).toBe("45 min");
    expect(formatDurationMs(20_000, "en")).toBe("< 1 min");
    expect(formatDurationMs(0, "en")).toBe("0 min");
    expect(formatDurationMs(-5, "en")).toBe("0 min");
    expect(formatDurationMs(Number.NaN, "en")).toBe("0 min");
  });
});

describe("numbers", () => {
  it("turns ms into hours with two decimals", () => {
    expect(msToHours(90 * MIN)).toBe(1.5);
    expect(msToHours(HOUR / 3)).toBe(0.33);
    expect(msToHours(0)).toBe(0);
  });

  it("writes shares and counts in the language", () => {
    expect(formatPercent(0.825, "en")).toBe("83%");
    expect(formatPercent(0.825, "en", 1)).toBe("82.5%");
    expect(formatPercent(null, "en")).toBe("–");
    expect(formatCount(1234, "en")).toBe("1,234");
  });
});

describe("days and periods", () => {
  it("writes a day short, with its year on demand, whatever the machine's zone", () => {
    expect(formatDay("2026-01-26", "en")).toBe("Jan 26");
    expect(formatDay("2026-01-26", "es")).toBe("26 ene");
    expect(formatDay("2026-01-26", "en", true)).toBe("Jan 26, 2026");
    expect(formatDay("not a day", "en")).toBe("not a day");
  });

  it("writes a period as a range", () => {
    // Plain spaces around the dash, whatever the ICU writes (newer ones: thin spaces).
    expect(formatPeriod({ from: "2026-01-01", to: "2026-03-31" }, "en")).toBe("Jan 1 – Mar 31, 2026");
    expect(formatPeriod({ from: "2025-12-01", to: "2026-01-31" }, "es")).toBe("1 dic 2025 – 31 ene 2026");
  });
});

describe("ISO week keys", () => {
  it("reads a key's year and week", () => {
    expect(parseWeekKey("2026-W05")).toEqual({ year: 2026, week: 5 });
    expect(parseWeekKey("2026-W00")).toBeNull();
    expect(parseWeekKey("2026-W54")).toBeNull();
    expect(parseWeekKey("2026-05")).toBeNull();
  });

  it("finds the Monday a week starts on, across year ends", () => {
    expect(weekKeyStart("2026-W01")).toBe("2025-12-29");
    expect(weekKeyStart("2026-W05")).toBe("2026-01-26");
    expect(weekKeyStart("2026-W53")).toBe("2026-12-28");
    expect(weekKeyStart("2025-W53")).toBeNull(); // 2025 has 52 weeks
    expect(weekKeyStart("2021-W01")).toBe("2021-01-04");
  });

  it("agrees with the keys the reports are built with", () => {
    for (const day of ["2024-12-30", "2025-06-16", "2026-12-28", "2027-01-04", "2020-12-28"]) {
      expect(weekKeyStart(isoWeekKey(day))).toBe(day);
    }
  });
});
