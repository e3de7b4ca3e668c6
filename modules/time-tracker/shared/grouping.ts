/**
 * Calendar rules of the entries list (spec §2: entries grouped by day and week; weeks start on
 * Monday): groups with their labels and totals, on the zone arithmetic of lib/time/zoned.ts. Pure.
 */
import { entrySeconds, type EntryTimes } from "./durations";
import { addDays, localDay, weekStart, type LocalDay } from "@/lib/time/zoned";

// The zone arithmetic moved to lib/time/zoned.ts (the calendar shares it); the time tracker's files
// keep reading it from here.
export {
  addDays,
  daysBetween,
  isClockTime,
  localDay,
  localTime,
  weekStart,
  zonedTimeToUtc,
  type LocalDay,
} from "@/lib/time/zoned";

export type DayLabel = { kind: "today" } | { kind: "yesterday" } | { kind: "date"; day: LocalDay };
export type WeekLabel =
  { kind: "thisWeek" } | { kind: "lastWeek" } | { kind: "range"; start: LocalDay; end: LocalDay };

export function dayLabel(day: LocalDay, today: LocalDay): DayLabel {
  if (day === today) return { kind: "today" };
  if (day === addDays(today, -1)) return { kind: "yesterday" };
  return { kind: "date", day };
}

/** The label of the week that starts on Monday `start`. */
export function weekLabel(start: LocalDay, today: LocalDay): WeekLabel {
  const current = weekStart(today);
  if (start === current) return { kind: "thisWeek" };
  if (start === addDays(current, -7)) return { kind: "lastWeek" };
  return { kind: "range", start, end: addDays(start, 6) };
}

export interface DayGroup<E extends EntryTimes> {
  day: LocalDay;
  label: DayLabel;
  /** Newest start first. */
  entries: E[];
  /** Seconds of the day's finished entries (the page's total when known, else the loaded ones). */
  stoppedSeconds: number;
  /** The day's running entries (their time grows). */
  running: E[];
}

export interface WeekGroup<E extends EntryTimes> {
  start: LocalDay;
  end: LocalDay;
  label: WeekLabel;
  days: DayGroup<E>[];
  stoppedSeconds: number;
  running: E[];
}

const newestFirst = (a: EntryTimes, b: EntryTimes) => Date.parse(b.start) - Date.parse(a.start);

/**
 * Entries in weeks (Monday first) and days, newest first; an entry belongs to the local day its
 * start falls on, even when it runs past midnight. `stoppedTotals` are the days' totals without
 * running entries (see `withoutRunning`); days missing there sum their loaded entries.
 */
export function groupEntries<E extends EntryTimes>(
  entries: readonly E[],
  zone: string,
  today: LocalDay,
  stoppedTotals: Readonly<Record<LocalDay, number>> = {},
): WeekGroup<E>[] {
  const days = new Map<LocalDay, E[]>();
  for (const entry of [...entries].sort(newestFirst)) {
    const day = localDay(entry.start, zone);
    const list = days.get(day) ?? [];
    list.push(entry);
    days.set(day, list);
  }
  const weeks: WeekGroup<E>[] = [];
  for (const [day, list] of days) {
    const running = list.filter((entry) => entry.end === null);
    const stoppedSeconds =
      stoppedTotals[day] ??
      list.reduce((sum, entry) => sum + (entry.end === null ? 0 : entrySeconds(entry)), 0);
    const group: DayGroup<E> = { day, label: dayLabel(day, today), entries: list, stoppedSeconds, running };
    const start = weekStart(day);
    let week = weeks.at(-1);
    if (!week || week.start !== start) {
      week = {
        start,
        end: addDays(start, 6),
        label: weekLabel(start, today),
        days: [],
        stoppedSeconds: 0,
        running: [],
      };
      weeks.push(week);
    }
    week.days.push(group);
    week.stoppedSeconds += stoppedSeconds;
    week.running.push(...running);
  }
  return weeks;
}

/** A day's or week's total at `now`: its finished seconds plus its running entries so far. */
export function totalAt(
  group: { stoppedSeconds: number; running: readonly EntryTimes[] },
  now: number,
): number {
  return group.running.reduce((sum, entry) => sum + entrySeconds(entry, now), group.stoppedSeconds);
}

/**
 * The page's day totals (running entries counted up to `now`, when the page was read) without the
 * running entries, so the list can add them as they grow.
 */
export function withoutRunning(
  dayTotals: Readonly<Record<LocalDay, number>>,
  entries: readonly EntryTimes[],
  zone: string,
  now: number,
): Record<LocalDay, number> {
  const totals = { ...dayTotals };
  for (const entry of entries) {
    if (entry.end !== null) continue;
    const day = localDay(entry.start, zone);
    const total = totals[day];
    if (total !== undefined) totals[day] = Math.max(0, total - entrySeconds(entry, now));
  }
  return totals;
}

/**
 * The finished-seconds totals after an entry changed from `before` to `after` (null: created or
 * deleted). Only days already known are moved; others are summed from the loaded entries.
 */
export function adjustTotals(
  totals: Readonly<Record<LocalDay, number>>,
  before: EntryTimes | null,
  after: EntryTimes | null,
  zone: string,
): Record<LocalDay, number> {
  const next = { ...totals };
  const move = (entry: EntryTimes | null, sign: 1 | -1) => {
    if (!entry || entry.end === null) return;
    const day = localDay(entry.start, zone);
    const total = next[day];
    if (total !== undefined) next[day] = Math.max(0, total + sign * entrySeconds(entry));
  };
  move(before, -1);
  move(after, 1);
  return next;
}
