/**
 * The calendar's views (issue 33): which days each shows around a date, and the instants of a view's
 * range on the viewer's wall clock; the wall-clock strings the view components read and write
 * ("YYYY-MM-DD HH:mm:ss" in the viewer's zone; an all-day event's are its dates at 00:00). Weeks start
 * on Monday (the spec). Pure: the server reads a page's first range with it, the browser the next.
 */
import { addDays, wallClock, wallToUtc, weekStart, type LocalDay } from "@/lib/time/zoned";

export const CALENDAR_VIEWS = ["day", "week", "month", "agenda"] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** The agenda lists this many days from its date. */
export const AGENDA_DAYS = 30;
/** The upcoming panel looks this many days ahead. */
export const UPCOMING_DAYS = 30;

const DAY_MS = 86_400_000;
const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** The days a view shows around `day`: [first, last + 1) as local days. */
export function viewDays(view: CalendarView, day: LocalDay): { first: LocalDay; end: LocalDay } {
  if (view === "day") return { first: day, end: addDays(day, 1) };
  if (view === "week") {
    const first = weekStart(day);
    return { first, end: addDays(first, 7) };
  }
  if (view === "agenda") return { first: day, end: addDays(day, AGENDA_DAYS) };
  // The month's grid: from the Monday on or before its 1st to the Sunday on or after its last day.
  const firstOfMonth = `${day.slice(0, 7)}-01`;
  const first = weekStart(firstOfMonth);
  const nextMonth = addDays(firstOfMonth, 32).slice(0, 7) + "-01";
  const lastWeek = weekStart(addDays(nextMonth, -1));
  return { first, end: addDays(lastWeek, 7) };
}

/** The instants of [first, end) local days in `zone`: what a view reads (GET …/events?from&to). */
export function dayRange(first: LocalDay, end: LocalDay, zone: string): { from: number; to: number } {
  const at = (day: LocalDay) => wallToUtc(Date.parse(`${day}T00:00:00Z`), zone);
  return { from: at(first), to: at(end) };
}

/** The range a view of `day` reads in `zone`. */
export function viewRange(view: CalendarView, day: LocalDay, zone: string): { from: number; to: number } {
  const { first, end } = viewDays(view, day);
  return dayRange(first, end, zone);
}

/** The date a view's previous or next page shows: a day, a week, a month or the agenda's length away. */
export function stepDay(view: CalendarView, day: LocalDay, direction: 1 | -1): LocalDay {
  if (view === "day") return addDays(day, direction);
  if (view === "week") return addDays(day, 7 * direction);
  if (view === "agenda") return addDays(day, AGENDA_DAYS * direction);
  const [year, month] = day.split("-").map(Number) as [number, number];
  const moved = new Date(Date.UTC(year, month - 1 + direction, 1));
  return `${pad(moved.getUTCFullYear(), 4)}-${pad(moved.getUTCMonth() + 1)}-01`;
}

/** A wall time (ms, as if UTC) as "YYYY-MM-DD HH:mm:ss". */
export function wallString(wall: number): string {
  const d = new Date(wall);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** An instant as the view shows it in `zone`; an all-day event's (a UTC midnight) as its date. */
export function toWall(instant: number, zone: string, allDay = false): string {
  return wallString(allDay ? instant : wallClock(instant, zone));
}

/** A view's "YYYY-MM-DD HH:mm:ss" (or "YYYY-MM-DD") as the wall time it reads (ms, as if UTC); NaN if malformed. */
export function parseWall(text: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!match) return Number.NaN;
  const [, y, mo, d, h = "0", mi = "0", s = "0"] = match;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}

/** A view's wall time in `zone` as the instant it is (wallToUtc's rule across changes of time). */
export function fromWall(text: string, zone: string): number {
  return wallToUtc(parseWall(text), zone);
}

/** A view's wall time as an all-day event's date (YYYY-MM-DD). */
export function wallDay(text: string): LocalDay {
  return text.trim().slice(0, 10);
}

/** Whether an all-day event's [start, end) UTC midnights cover whole days (for a view's move or resize). */
export function wholeDays(start: number, end: number): number {
  return Math.max(1, Math.round((end - start) / DAY_MS));
}

/**
 * The upcoming panel's range (ISO instants): from an hour before the start of this UTC hour (so the
 * start of this hour on a clock half an hour off UTC is in it; the panel keeps what starts from the
 * viewer's hour on), UPCOMING_DAYS ahead.
 */
export function upcomingRange(now: number): { from: string; to: string } {
  const hour = now - (now % 3_600_000) - 3_600_000;
  return { from: new Date(hour).toISOString(), to: new Date(hour + UPCOMING_DAYS * DAY_MS).toISOString() };
}
