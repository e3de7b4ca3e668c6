/**
 * Report ranges as local calendar dates (`YYYY-MM-DD`, both ends included): the presets of the
 * reports tab (weeks start on Monday) and the checks the API applies. Pure date arithmetic in UTC,
 * so no time zone or DST shifts a day.
 */

export const REPORT_PRESETS = ["thisWeek", "lastWeek", "thisMonth", "lastMonth", "custom"] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

export interface DateRange {
  from: string;
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

/** Whether `value` is a real calendar date written `YYYY-MM-DD` (not 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = toDate(value);
  return !Number.isNaN(date.getTime()) && toIso(date) === value;
}

export function addDays(iso: string, days: number): string {
  return toIso(new Date(toDate(iso).getTime() + days * DAY_MS));
}

/** Days from `from` to `to`, both included (1 for a single day; 0 or less when `to` is before). */
export function daysInRange(range: DateRange): number {
  return Math.round((toDate(range.to).getTime() - toDate(range.from).getTime()) / DAY_MS) + 1;
}

/** The Monday of the week of `iso`. */
export function weekStart(iso: string): string {
  const weekday = (toDate(iso).getUTCDay() + 6) % 7;
  return addDays(iso, -weekday);
}

function monthOf(iso: string, offset: number): DateRange {
  const date = toDate(iso);
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset + 1, 0));
  return { from: toIso(first), to: toIso(last) };
}

/** The range of a preset around `today` (the viewer's local date); `custom` has none. */
export function presetRange(preset: Exclude<ReportPreset, "custom">, today: string): DateRange {
  switch (preset) {
    case "thisWeek": {
      const from = weekStart(today);
      return { from, to: addDays(from, 6) };
    }
    case "lastWeek": {
      const from = addDays(weekStart(today), -7);
      return { from, to: addDays(from, 6) };
    }
    case "thisMonth":
      return monthOf(today, 0);
    case "lastMonth":
      return monthOf(today, -1);
  }
}

/**
 * The keys a day or week chart shows: every day (or week's Monday) of the range, so days without
 * time show as gaps rather than disappearing.
 */
export function rangeKeys(range: DateRange, by: "day" | "week"): string[] {
  const keys: string[] = [];
  const step = by === "day" ? 1 : 7;
  const last = by === "day" ? range.to : weekStart(range.to);
  for (let key = by === "day" ? range.from : weekStart(range.from); key <= last; key = addDays(key, step)) {
    keys.push(key);
    if (keys.length > 400) break;
  }
  return keys;
}
