/**
 * Calendar rules of the entries list (spec §2: entries grouped by day and week; weeks start on
 * Monday): local days of instants in an IANA time zone (Intl, no library), ISO weeks, groups with
 * their labels and totals, and local date + time to a UTC instant (DST-aware). Pure.
 */
import { entrySeconds, type EntryTimes } from "./durations";
import { numericParts, WALL_CLOCK_OPTIONS } from "./time-zone";

/** A local calendar day, `YYYY-MM-DD`. */
export type LocalDay = string;

interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      ...WALL_CLOCK_OPTIONS,
      second: "2-digit",
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

function zonedParts(instant: number, zone: string): ZonedParts {
  const parts = numericParts(formatterOf(zone), instant);
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    // Some engines still answer 24 for midnight.
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");
const toMs = (instant: Date | string | number) =>
  instant instanceof Date ? instant.getTime() : typeof instant === "string" ? Date.parse(instant) : instant;

/** The calendar day of an instant in `zone`. */
export function localDay(instant: Date | string | number, zone: string): LocalDay {
  const parts = zonedParts(toMs(instant), zone);
  return `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`;
}

/** The wall-clock time (`HH:mm`) of an instant in `zone`. */
export function localTime(instant: Date | string | number, zone: string): string {
  const parts = zonedParts(toMs(instant), zone);
  return `${pad(parts.hour)}:${pad(parts.minute)}`;
}

function dayParts(day: LocalDay): [number, number, number] {
  const [year = 1970, month = 1, date = 1] = day.split("-").map(Number);
  return [year, month, date];
}

/** `day` moved by `days` calendar days (no time zone involved). */
export function addDays(day: LocalDay, days: number): LocalDay {
  const [year, month, date] = dayParts(day);
  const moved = new Date(Date.UTC(year, month - 1, date + days));
  return `${pad(moved.getUTCFullYear(), 4)}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: LocalDay, to: LocalDay): number {
  const [y1, m1, d1] = dayParts(from);
  const [y2, m2, d2] = dayParts(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}

/** The Monday of `day`'s ISO week. */
export function weekStart(day: LocalDay): LocalDay {
  const [year, month, date] = dayParts(day);
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The wall-clock reading of `instant` in `zone`, as if it were UTC (ms). */
function wallClock(instant: number, zone: string): number {
  const p = zonedParts(instant, zone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
}

const DAY_MS = 86_400_000;
const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** Whether `text` is a wall-clock time `HH:mm` (00:00–23:59). */
export function isClockTime(text: string): boolean {
  return TIME.test(text);
}

/**
 * The UTC instant of a local date and `HH:mm` in `zone`, or null for a malformed time. As Temporal's
 * "compatible" rule: a time the clocks repeat (fall back) is its earlier occurrence, a time they skip
 * (spring forward) lands after the gap (02:30 → 03:30).
 */
export function zonedTimeToUtc(day: LocalDay, time: string, zone: string): Date | null {
  const match = TIME.exec(time);
  if (!match) return null;
  const [year, month, date] = dayParts(day);
  const wall = Date.UTC(year, month - 1, date, Number(match[1]), Number(match[2]));
  // A transition moves the offset at most once within a day either side of the wall time.
  const candidates = [wall - DAY_MS, wall, wall + DAY_MS].map(
    (probe) => wall - (wallClock(probe, zone) - probe),
  );
  const exact = candidates.filter((instant) => wallClock(instant, zone) === wall);
  return new Date(exact.length > 0 ? Math.min(...exact) : Math.max(...candidates));
}

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
