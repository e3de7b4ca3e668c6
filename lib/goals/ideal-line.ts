/**
 * The goal page's progress chart (issue 14): the check-ins' progress over the goal's time period
 * against the ideal line, straight from 0 at the period's start to 100% at its end. Calendar days
 * are read in the viewer's local time (the chart is drawn there); the period's last day is included,
 * so the line reaches 100% at the midnight that ends it. Pure.
 */
import type { GoalPeriod } from "./api";
import { clampProgress, progressPercent } from "./progress";

/** Local midnight starting a `YYYY-MM-DD` day, in ms; NaN for anything else. */
export function dayStart(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return Number.NaN;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime();
}

export interface PeriodBounds {
  /** Local midnight starting the first day. */
  start: number;
  /** Local midnight ending the last day (the next day's start: days of 23 or 25 hours stay whole). */
  end: number;
}

/** The instants a period covers; null when a day is not a real `YYYY-MM-DD` or the end is before the start. */
export function periodBounds(period: GoalPeriod): PeriodBounds | null {
  const start = dayStart(period.start);
  const last = dayStart(period.end);
  if (Number.isNaN(start) || Number.isNaN(last) || last < start) return null;
  const end = new Date(last);
  end.setDate(end.getDate() + 1);
  return { start, end: end.getTime() };
}

/** The ideal progress (0–1) at `at`: 0 at the period's start, 1 at its end, linear between, clamped. */
export function idealProgressAt(bounds: PeriodBounds, at: number): number {
  const span = bounds.end - bounds.start;
  if (span <= 0) return at >= bounds.end ? 1 : 0;
  return clampProgress((at - bounds.start) / span);
}

/** One point of the chart: an instant and the percents (rounded to the goal's decimals) there. */
export interface ProgressChartPoint {
  at: number;
  /** The goal's progress from here on (a step line); null: no data yet, or the future. */
  progress: number | null;
  /** The ideal line's percent here; null when the goal has no time period. */
  ideal: number | null;
}

export interface ProgressChart {
  points: ProgressChartPoint[];
  /** The x axis: the period (stretched to a later check-in), else the check-ins up to now; null: nothing to draw. */
  domain: [number, number] | null;
  /** Whether the ideal line is drawn (the goal has a valid time period). */
  withIdeal: boolean;
}

export interface ProgressChartInput {
  period: GoalPeriod | null;
  /** The check-ins, in any order: when and the progress after each (0–1, null: no data). */
  checkIns: readonly { createdAt: string; progress: number | null }[];
  /** The current instant (ms): the progress line stops here. */
  now: number;
  decimals: number;
}

interface Reading {
  at: number;
  progress: number | null;
}

function readings(checkIns: ProgressChartInput["checkIns"]): Reading[] {
  return checkIns
    .map((checkIn) => ({ at: Date.parse(checkIn.createdAt), progress: checkIn.progress }))
    .filter((reading) => Number.isFinite(reading.at))
    .sort((a, b) => a.at - b.at);
}

/** The last reading at or before `at` (undefined: none yet). */
function readingAt(sorted: readonly Reading[], at: number): Reading | undefined {
  let found: Reading | undefined;
  for (const reading of sorted) {
    if (reading.at > at) break;
    found = reading;
  }
  return found;
}

/**
 * The chart's points, oldest first: with a period, its start (ideal 0, the progress the goal had
 * then), every check-in inside it (or after it: the axis stretches), now while it runs, and its end
 * (ideal 100; progress once the end has passed). Without a period: the check-ins and now, no ideal.
 * Progress holds between check-ins; points at the same instant keep the latest reading.
 */
export function progressChart(input: ProgressChartInput): ProgressChart {
  const { now, decimals } = input;
  const sorted = readings(input.checkIns);
  const percent = (fraction: number | null) =>
    fraction === null ? null : progressPercent(fraction, decimals);
  const bounds = input.period ? periodBounds(input.period) : null;
  const last = sorted.at(-1);

  const byInstant = new Map<number, ProgressChartPoint>();
  const put = (at: number, progress: number | null) => {
    const ideal = bounds ? progressPercent(idealProgressAt(bounds, at), decimals) : null;
    byInstant.set(at, { at, progress: percent(progress), ideal });
  };
  /** The progress shown at `at`: the reading then, or null before the first reading and in the future. */
  const progressAt = (at: number) => (at > now ? null : (readingAt(sorted, at)?.progress ?? null));

  if (bounds) {
    const end = Math.max(bounds.end, last?.at ?? bounds.end);
    put(bounds.start, progressAt(bounds.start));
    for (const reading of sorted) if (reading.at > bounds.start) put(reading.at, reading.progress);
    if (now > bounds.start && now < end && (!last || now > last.at)) put(now, progressAt(now));
    if (!byInstant.has(bounds.end)) put(bounds.end, progressAt(bounds.end));
    return {
      points: [...byInstant.values()].sort((a, b) => a.at - b.at),
      domain: [bounds.start, end],
      withIdeal: true,
    };
  }

  const first = sorted[0];
  if (!first || !last) return { points: [], domain: null, withIdeal: false };
  for (const reading of sorted) put(reading.at, reading.progress);
  if (now > last.at) put(now, last.progress);
  const points = [...byInstant.values()].sort((a, b) => a.at - b.at);
  return { points, domain: [first.at, Math.max(now, last.at)], withIdeal: false };
}
