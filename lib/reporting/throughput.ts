/**
 * Throughput per ISO week and the on-time rate (issue 14). Instants are read as calendar days in the
 * viewer's IANA time zone (DST-aware, through Intl), and weeks are ISO 8601 weeks: Monday to Sunday,
 * numbered in the year of their Thursday (2025-12-29 is in 2026-W01, 2027-01-01 in 2026-W53). Pure.
 */
import * as z from "@/lib/zod";
import { isIsoDate } from "@/modules/time-tracker/shared/report-range";
import {
  addDays,
  daysBetween,
  localDay,
  weekStart,
  type LocalDay,
} from "@/modules/time-tracker/shared/grouping";
import { instantMs, type Instant } from "./cycle-time";

/** Longest list of weeks a throughput chart gets (over ten years). */
export const THROUGHPUT_MAX_WEEKS = 530;

/** An ISO week: its week-numbering year and number (1 to 53). */
export interface IsoWeek {
  year: number;
  week: number;
}

/** The ISO week of a calendar day. */
export function isoWeek(day: LocalDay): IsoWeek {
  const thursday = addDays(weekStart(day), 3);
  const year = Number(thursday.slice(0, 4));
  const week = Math.floor(daysBetween(`${thursday.slice(0, 4)}-01-01`, thursday) / 7) + 1;
  return { year, week };
}

/** An ISO week written `YYYY-Www` (2026-W01). */
export function isoWeekKey(day: LocalDay): string {
  const { year, week } = isoWeek(day);
  return `${String(year).padStart(4, "0")}-W${String(week).padStart(2, "0")}`;
}

/** Tasks finished in one week. */
export const weekThroughputSchema = z.object({
  /** `YYYY-Www`. */
  week: z.string(),
  /** Its Monday (a LocalDay, `YYYY-MM-DD`). */
  start: z.string(),
  count: z.number(),
});
export type WeekThroughput = z.output<typeof weekThroughputSchema>;

/**
 * Tasks finished per ISO week in `zone`, from their done instants (taskTiming's doneAt), every week
 * listed so empty weeks show as 0. With `range` (local days, both included) the weeks are those the
 * range touches and instants outside it are left out; without one, the weeks from the first done to
 * the last. Unreadable instants are skipped; at most THROUGHPUT_MAX_WEEKS weeks, the earliest.
 */
export function throughputByWeek(
  doneAts: readonly Instant[],
  zone: string,
  range?: { from: LocalDay; to: LocalDay },
): WeekThroughput[] {
  const days = doneAts
    .map(instantMs)
    .filter(Number.isFinite)
    .map((ms) => localDay(ms, zone))
    .filter((day) => !range || (day >= range.from && day <= range.to));
  const sorted = [...days].sort();
  const first = range?.from ?? sorted[0];
  const last = range?.to ?? sorted.at(-1);
  if (first === undefined || last === undefined || first > last) return [];
  const counts = new Map<LocalDay, number>();
  for (const day of days) {
    const monday = weekStart(day);
    counts.set(monday, (counts.get(monday) ?? 0) + 1);
  }
  const weeks: WeekThroughput[] = [];
  const end = weekStart(last);
  for (let monday = weekStart(first); monday <= end; monday = addDays(monday, 7)) {
    if (weeks.length >= THROUGHPUT_MAX_WEEKS) break;
    weeks.push({ week: isoWeekKey(monday), start: monday, count: counts.get(monday) ?? 0 });
  }
  return weeks;
}

/**
 * The calendar day a task is due, as the viewer sees it: a `YYYY-MM-DD` date is that day; an
 * instant (how due dates are stored) is its day in `zone`, as the board shows it. Null when there
 * is none or it cannot be read.
 */
export function dueDay(dueDate: Instant | null | undefined, zone: string): LocalDay | null {
  if (dueDate === null || dueDate === undefined) return null;
  if (typeof dueDate === "string" && isIsoDate(dueDate)) return dueDate;
  const ms = instantMs(dueDate);
  return Number.isFinite(ms) ? localDay(ms, zone) : null;
}

/**
 * Whether a task finished on time: done on or before its due day, both read as days in `zone` (done
 * at 23:59 on the due day is on time; at 00:00 the day after, late). Null when the task is not done
 * or has no due date, so it does not count either way.
 */
export function isOnTime(
  task: { doneAt: Instant | null | undefined; dueDate: Instant | null | undefined },
  zone: string,
): boolean | null {
  const due = dueDay(task.dueDate, zone);
  if (due === null || task.doneAt === null || task.doneAt === undefined) return null;
  const ms = instantMs(task.doneAt);
  if (!Number.isFinite(ms)) return null;
  return localDay(ms, zone) <= due;
}

/** Done tasks with a due date: how many were on time, how many late, and the share on time. */
export const onTimeRateSchema = z.object({
  onTime: z.number(),
  late: z.number(),
  /** onTime / (onTime + late); null when no task counts. */
  rate: z.nullable(z.number()),
});
export type OnTimeRate = z.output<typeof onTimeRateSchema>;

/** The on-time rate of `tasks` in `zone`; open tasks and tasks without a due date are left out. */
export function onTimeRate(
  tasks: readonly { doneAt: Instant | null | undefined; dueDate: Instant | null | undefined }[],
  zone: string,
): OnTimeRate {
  let onTime = 0;
  let late = 0;
  for (const task of tasks) {
    const result = isOnTime(task, zone);
    if (result === true) onTime += 1;
    else if (result === false) late += 1;
  }
  const counted = onTime + late;
  return { onTime, late, rate: counted > 0 ? onTime / counted : null };
}
