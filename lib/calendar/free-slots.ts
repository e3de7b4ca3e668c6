/**
 * Find a time (issue 33): for some people and a length, the next times all of them are within their
 * working hours and none of them is busy. Each person brings their working hours on their own wall
 * clock (days of the week and a from–to time, in their zone) and what makes them busy (events,
 * meetings, tracked time: intervals in ms). Pure: the server gathers the intervals in one read each.
 */
import { addDays, localDay, wallClock, wallToUtc, weekStart, type LocalDay } from "@/lib/time/zoned";
import { WEEKDAYS, type Weekday } from "./recurrence";

export interface Interval {
  start: number;
  end: number;
}

export interface WorkingHours {
  timeZone: string;
  days: readonly Weekday[];
  /** HH:mm on the person's wall clock; `to` after `from`. */
  from: string;
  to: string;
}

export interface Attendee {
  hours: WorkingHours;
  busy: readonly Interval[];
}

/** Monday to Friday, 09:00–17:00: what a person without settings works. */
export const DEFAULT_WORKING_HOURS: Omit<WorkingHours, "timeZone"> = {
  days: ["MO", "TU", "WE", "TH", "FR"],
  from: "09:00",
  to: "17:00",
};

const MINUTE = 60_000;

/** Sorted, overlapping and touching intervals joined. */
export function merge(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
  const joined: Interval[] = [];
  for (const interval of sorted) {
    const last = joined[joined.length - 1];
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else joined.push({ ...interval });
  }
  return joined;
}

/** The parts of `a` (sorted, disjoint) that are also in `b` (sorted, disjoint). */
export function intersect(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const start = Math.max(a[i]!.start, b[j]!.start);
    const end = Math.min(a[i]!.end, b[j]!.end);
    if (end > start) out.push({ start, end });
    if (a[i]!.end < b[j]!.end) i++;
    else j++;
  }
  return out;
}

/** The parts of `a` (sorted, disjoint) outside `b` (sorted, disjoint). */
export function subtract(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  let j = 0;
  for (const interval of a) {
    let start = interval.start;
    while (j < b.length && b[j]!.end <= start) j++;
    for (let k = j; k < b.length && b[k]!.start < interval.end; k++) {
      if (b[k]!.start > start) out.push({ start, end: b[k]!.start });
      start = Math.max(start, b[k]!.end);
    }
    if (start < interval.end) out.push({ start, end: interval.end });
  }
  return out;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A person's working time within [from, to), as instants, day by day on their wall clock. */
export function workingTime(hours: WorkingHours, range: Interval): Interval[] {
  const out: Interval[] = [];
  const first = addDays(localDay(range.start, hours.timeZone), -1);
  const last = addDays(localDay(range.end, hours.timeZone), 1);
  const from = minutesOf(hours.from);
  const to = minutesOf(hours.to);
  if (to <= from) return out;
  for (let day: LocalDay = first; day <= last; day = addDays(day, 1)) {
    const weekday =
      WEEKDAYS[(Date.parse(`${day}T00:00:00Z`) - Date.parse(`${weekStart(day)}T00:00:00Z`)) / 86_400_000]!;
    if (!hours.days.includes(weekday)) continue;
    const midnight = Date.parse(`${day}T00:00:00Z`);
    const start = Math.max(range.start, wallToUtc(midnight + from * MINUTE, hours.timeZone));
    const end = Math.min(range.end, wallToUtc(midnight + to * MINUTE, hours.timeZone));
    if (end > start) out.push({ start, end });
  }
  return merge(out);
}

/**
 * The first `limit` starts of `minutes`-long times in [from, to) when every attendee works and none
 * is busy, on `stepMinutes` boundaries of the first attendee's wall clock (:00 and :30 by default,
 * also in a zone half or three quarters of an hour off UTC).
 */
export function freeSlots(
  attendees: readonly Attendee[],
  options: { from: number; to: number; minutes: number; stepMinutes?: number; limit?: number },
): Interval[] {
  const { minutes, stepMinutes = 30, limit = 10 } = options;
  const range = { start: options.from, end: options.to };
  if (attendees.length === 0 || minutes <= 0 || range.end <= range.start) return [];
  let open: Interval[] = [range];
  for (const attendee of attendees) open = intersect(open, workingTime(attendee.hours, range));
  open = subtract(open, merge(attendees.flatMap((attendee) => attendee.busy)));
  const step = stepMinutes * MINUTE;
  const length = minutes * MINUTE;
  const slots: Interval[] = [];
  const zone = attendees[0]!.hours.timeZone;
  for (const window of open) {
    const offset = wallClock(window.start, zone) - Math.floor(window.start / 1000) * 1000;
    const first = Math.ceil((window.start + offset) / step) * step - offset;
    for (let start = first; start + length <= window.end; start += step) {
      slots.push({ start, end: start + length });
      if (slots.length >= limit) return slots;
    }
  }
  return slots;
}
