import { dayStart, idealProgressAt, periodBounds, progressChart } from "@/lib/goals/ideal-line";

const local = (year: number, month: number, day: number, hour = 0) =>
  new Date(year, month - 1, day, hour).getTime();
const iso = (ms: number) => new Date(ms).toISOString();

describe("periodBounds", () => {
  it("spans local midnight of the first day to the midnight after the last (both days included)", () => {
    expect(periodBounds({ start: "2026-01-01", end: "2026-01-10" })).toEqual({
      start: local(2026, 1, 1),
      end: local(2026, 1, 11),
    });
  });

  it("covers a one-day period", () => {
    expect(periodBounds({ start: "2026-03-05", end: "2026-03-05" })).toEqual({
      start: local(2026, 3, 5),
      end: local(2026, 3, 6),
    });
  });

  it("refuses days that are not YYYY-MM-DD and an end before the start", () => {
    expect(periodBounds({ start: "2026-1-1", end: "2026-01-10" })).toBeNull();
    expect(periodBounds({ start: "2026-01-10", end: "2026-01-01" })).toBeNull();
    expect(Number.isNaN(dayStart("soon"))).toBe(true);
  });
});

describe("idealProgressAt", () => {
  const bounds = { start: 0, end: 1000 };

  it("goes straight from 0 at the start to 1 at the end", () => {
    expect(idealProgressAt(bounds, 0)).toBe(0);
    expect(idealProgressAt(bounds, 250)).toBe(0.25);
    expect(idealProgressAt(bounds, 1000)).toBe(1);
  });

  it("stays at 0 before the period and at 1 after it", () => {
    expect(idealProgressAt(bounds, -50)).toBe(0);
    expect(idealProgressAt(bounds, 5000)).toBe(1);
  });

  it("handles an empty span", () => {
    expect(idealProgressAt({ start: 10, end: 10 }, 9)).toBe(0);
    expect(idealProgressAt({ start: 10, end: 10 }, 10)).toBe(1);
  });
});

describe("progressChart", () => {
  const period = { start: "2026-01-01", end: "2026-01-10" };
  const start = local(2026, 1, 1);
  const end = local(2026, 1, 11);

  it("draws the ideal line from 0 to 100 over the period, with no progress before any check-in", () => {
    const chart = progressChart({ period, checkIns: [], now: start - 1000, decimals: 0 });
    expect(chart.withIdeal).toBe(true);
    expect(chart.domain).toEqual([start, end]);
    expect(chart.points).toEqual([
      { at: start, progress: null, ideal: 0 },
      { at: end, progress: null, ideal: 100 },
    ]);
  });

  it("places check-ins with the ideal percent at their instant and carries progress to now", () => {
    const day3 = local(2026, 1, 3, 12); // 2.5 days of 10: ideal 25%
    const now = local(2026, 1, 6); // 5 days of 10: ideal 50%
    const chart = progressChart({
      period,
      checkIns: [{ createdAt: iso(day3), progress: 0.3333 }],
      now,
      decimals: 1,
    });
    expect(chart.points).toEqual([
      { at: start, progress: null, ideal: 0 },
      { at: day3, progress: 33.3, ideal: 25 },
      { at: now, progress: 33.3, ideal: 50 },
      { at: end, progress: null, ideal: 100 },
    ]);
  });

  it("starts from the progress a goal had before its period and keeps the end's progress once past", () => {
    const before = local(2025, 12, 20);
    const inside = local(2026, 1, 2);
    const chart = progressChart({
      period,
      checkIns: [
        { createdAt: iso(inside), progress: 0.5 },
        { createdAt: iso(before), progress: 0.1 },
      ],
      now: local(2026, 2, 1),
      decimals: 0,
    });
    expect(chart.points).toEqual([
      { at: start, progress: 10, ideal: 0 },
      { at: inside, progress: 50, ideal: 10 },
      { at: end, progress: 50, ideal: 100 },
    ]);
  });

  it("stretches the axis to a check-in after the period's end, the ideal staying at 100", () => {
    const after = local(2026, 1, 15);
    const chart = progressChart({
      period,
      checkIns: [{ createdAt: iso(after), progress: 1 }],
      now: local(2026, 1, 20),
      decimals: 0,
    });
    expect(chart.domain).toEqual([start, after]);
    expect(chart.points.at(-1)).toEqual({ at: after, progress: 100, ideal: 100 });
    expect(chart.points.find((point) => point.at === end)).toEqual({ at: end, progress: null, ideal: 100 });
  });

  it("keeps the latest reading of one instant and keeps a no-data check-in as a gap", () => {
    const day2 = local(2026, 1, 2);
    const chart = progressChart({
      period,
      checkIns: [
        { createdAt: iso(day2), progress: 0.2 },
        { createdAt: iso(day2), progress: 0.4 },
        { createdAt: iso(local(2026, 1, 3)), progress: null },
      ],
      now: local(2026, 1, 3),
      decimals: 0,
    });
    expect(chart.points.find((point) => point.at === day2)?.progress).toBe(40);
    expect(chart.points.find((point) => point.at === local(2026, 1, 3))?.progress).toBeNull();
  });

  it("without a period charts the check-ins up to now, with no ideal line", () => {
    const first = Date.UTC(2026, 0, 1);
    const second = Date.UTC(2026, 0, 5);
    const now = Date.UTC(2026, 0, 8);
    const chart = progressChart({
      period: null,
      checkIns: [
        { createdAt: iso(second), progress: 0.75 },
        { createdAt: iso(first), progress: 0.25 },
        { createdAt: "not a date", progress: 1 },
      ],
      now,
      decimals: 0,
    });
    expect(chart.withIdeal).toBe(false);
    expect(chart.domain).toEqual([first, now]);
    expect(chart.points).toEqual([
      { at: first, progress: 25, ideal: null },
      { at: second, progress: 75, ideal: null },
      { at: now, progress: 75, ideal: null },
    ]);
  });

  it("has nothing to draw without a period or check-ins", () => {
    expect(progressChart({ period: null, checkIns: [], now: 0, decimals: 0 })).toEqual({
      points: [],
      domain: null,
      withIdeal: false,
    });
  });

  it("ignores an invalid period (no ideal line)", () => {
    const chart = progressChart({
      period: { start: "2026-02-01", end: "2026-01-01" },
      checkIns: [{ createdAt: iso(Date.UTC(2026, 0, 3)), progress: 0.5 }],
      now: Date.UTC(2026, 0, 3),
      decimals: 0,
    });
    expect(chart.withIdeal).toBe(false);
    expect(chart.points).toEqual([{ at: Date.UTC(2026, 0, 3), progress: 50, ideal: null }]);
  });
});
