/**
 * How the reporting pages write their figures, in the viewer's language through Intl: durations
 * ("2.5 days", "3 hr 20 min"), hours for charts, shares ("82%"), counts, days and ISO weeks. Pure.
 */
import { addDays, weekStart } from "@/modules/time-tracker/shared/grouping";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

function unit(locale: string, name: "day" | "hour" | "minute", display: "long" | "short", digits = 0) {
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit: name,
    unitDisplay: display,
    maximumFractionDigits: digits,
  });
}

/**
 * A duration as people read it: a day or more in days with one decimal ("2.5 days"), an hour or
 * more in hours and minutes ("3 hr 20 min", "5 hr"), less in minutes ("45 min", "< 1 min" for a
 * few seconds, "0 min" for none). Negative or non-finite values read as none.
 */
export function formatDurationMs(ms: number, locale: string): string {
  const value = Number.isFinite(ms) && ms > 0 ? ms : 0;
  if (value >= DAY_MS) return unit(locale, "day", "long", 1).format(Math.round((value / DAY_MS) * 10) / 10);
  const totalMinutes = Math.round(value / MINUTE_MS);
  if (totalMinutes === 0 && value > 0) return `< ${unit(locale, "minute", "short").format(1)}`;
  if (totalMinutes < 60) return unit(locale, "minute", "short").format(totalMinutes);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const hourText = unit(locale, "hour", "short").format(hours);
  return minutes === 0 ? hourText : `${hourText} ${unit(locale, "minute", "short").format(minutes)}`;
}

/** Milliseconds as hours with two decimals (what charts plot and CSV files hold). */
export function msToHours(ms: number): number {
  return Number.isFinite(ms) ? Math.round(ms / (HOUR_MS / 100)) / 100 : 0;
}

/** A share from 0 to 1 as a percentage ("82%", "82.5%" with one digit); "–" when there is none. */
export function formatPercent(rate: number | null, locale: string, digits = 0): string {
  if (rate === null || !Number.isFinite(rate)) return "–";
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: digits }).format(rate);
}

/** A count with the language's grouping ("1,234" / "1234" or "1.234"). */
export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

const utcDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** A local day (`YYYY-MM-DD`) written short ("26 Jan"), or with its year ("26 Jan 2026"). */
export function formatDay(day: string, locale: string, withYear = false): string {
  const date = utcDate(day);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    ...(withYear ? { year: "numeric" } : {}),
    timeZone: "UTC",
  }).format(date);
}

// The spaces ICU puts around a range's dash differ by version: newer ones (Node's) write thin or
// narrow no-break spaces where older ones (a browser's) write plain spaces. Plain ones everywhere,
// so the server's HTML and the browser's first render write the same text.
const ODD_SPACES = /[\u2009\u202f]/g;

/**
 * A period written as a range ("1 Jan – 31 Mar 2026"), through Intl's range formatting, with plain
 * spaces whatever the runtime's ICU writes.
 */
export function formatPeriod(period: { from: string; to: string }, locale: string): string {
  const from = utcDate(period.from);
  const to = utcDate(period.to);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return `${period.from} – ${period.to}`;
  const format = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  return format.formatRange(from, to).replace(ODD_SPACES, " ");
}

/** An ISO week key (`2026-W05`) read as its year and number; null for anything else. */
export function parseWeekKey(key: string): { year: number; week: number } | null {
  const match = /^(\d{4})-W(\d{2})$/.exec(key);
  if (!match) return null;
  const year = Number(match[1]);
  const week = Number(match[2]);
  return week >= 1 && week <= 53 ? { year, week } : null;
}

/**
 * The Monday an ISO week key starts on (week 1 holds January 4th), or null for a bad key or a week
 * 53 its year does not have.
 */
export function weekKeyStart(key: string): string | null {
  const parsed = parseWeekKey(key);
  if (!parsed) return null;
  const firstMonday = weekStart(`${String(parsed.year).padStart(4, "0")}-01-04`);
  const monday = addDays(firstMonday, (parsed.week - 1) * 7);
  const nextYearFirst = weekStart(`${String(parsed.year + 1).padStart(4, "0")}-01-04`);
  return monday < nextYearFirst ? monday : null;
}
