/**
 * Wall clocks of IANA time zones, with no library (Intl): the calendar day and time of an instant in a
 * zone, days and ISO weeks (they start on Monday), and a local date and time back to its UTC instant,
 * DST-aware. Pure; shared by the time tracker, reporting and the calendar.
 */
import { numericParts, WALL_CLOCK_OPTIONS } from "./time-zone";

/** A local calendar day, `YYYY-MM-DD`. */
export type LocalDay = string;

export interface ZonedParts {
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

export function zonedParts(instant: number, zone: string): ZonedParts {
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

/** The wall-clock reading of `instant` in `zone` by the runtime's time zone data (Intl): ~3 µs. */
function readWallClock(instant: number, zone: string): number {
  const p = zonedParts(instant, zone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
}

/** Offsets (ms) of each zone by 15-minute span of UTC, where the span holds no change of offset. */
const offsetCache = new Map<string, Map<number, number>>();
const SPAN_MS = 15 * 60_000;
const OFFSET_CACHE_MAX = 20_000;

/**
 * The wall-clock reading of `instant` in `zone`, as if it were UTC (ms, to the second). A zone's
 * offset is whole seconds and changes at most once in a quarter of an hour, so it is read once per
 * 15-minute span of UTC and kept when both ends of the span agree (a span with a change reads the
 * instant itself): expanding a series of thousands of occurrences reads Intl a few times, not
 * thousands (issue 33, bench:calendar).
 */
export function wallClock(instant: number, zone: string): number {
  const second = Math.floor(instant / 1000) * 1000;
  const span = Math.floor(instant / SPAN_MS);
  let offsets = offsetCache.get(zone);
  if (!offsets) {
    offsets = new Map();
    offsetCache.set(zone, offsets);
  }
  const known = offsets.get(span);
  if (known !== undefined) return second + known;
  const from = span * SPAN_MS;
  const to = from + SPAN_MS - 1000;
  const atFrom = readWallClock(from, zone) - from;
  const atTo = readWallClock(to, zone) - to;
  if (atFrom !== atTo) return readWallClock(instant, zone);
  if (offsets.size >= OFFSET_CACHE_MAX) offsets.clear();
  offsets.set(span, atFrom);
  return second + atFrom;
}

const DAY_MS = 86_400_000;
const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** Whether `text` is a wall-clock time `HH:mm` (00:00–23:59). */
export function isClockTime(text: string): boolean {
  return TIME.test(text);
}

/**
 * The UTC instant (ms) of a wall-clock reading in `zone`, given as if it were UTC (ms). As Temporal's
 * "compatible" rule: a time the clocks repeat (fall back) is its earlier occurrence, a time they skip
 * (spring forward) lands after the gap (02:30 → 03:30).
 */
export function wallToUtc(wall: number, zone: string): number {
  const millis = ((wall % 1000) + 1000) % 1000;
  const whole = wall - millis;
  // A transition moves the offset at most once within a day either side of the wall time.
  const candidates = [whole - DAY_MS, whole, whole + DAY_MS].map(
    (probe) => whole - (wallClock(probe, zone) - probe),
  );
  const exact = candidates.filter((instant) => wallClock(instant, zone) === whole);
  return (exact.length > 0 ? Math.min(...exact) : Math.max(...candidates)) + millis;
}

/** The UTC instant of a local date and `HH:mm` in `zone` (wallToUtc's rule), or null for a malformed time. */
export function zonedTimeToUtc(day: LocalDay, time: string, zone: string): Date | null {
  const match = TIME.exec(time);
  if (!match) return null;
  const [year, month, date] = dayParts(day);
  return new Date(wallToUtc(Date.UTC(year, month - 1, date, Number(match[1]), Number(match[2])), zone));
}
