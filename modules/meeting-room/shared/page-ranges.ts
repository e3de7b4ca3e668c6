/**
 * What the meeting room page lists (issue 34): the home tab's month either side of now (one read:
 * Upcoming and Past are split in the browser), and the calendar tab's day in the viewer's zone. The
 * server's page loader and the browser compute the same ranges from the same instant, so the page's
 * first data is the cache entry the view reads. Pure.
 */
import { addDays, localDay, zonedTimeToUtc } from "@/lib/time/zoned";

const DAY_MS = 86_400_000;
/** Upcoming shows the next 30 days, Past the last 30. */
export const HOME_DAYS = 30;

const iso = (ms: number) => new Date(ms).toISOString();

/** The home tab's read: [now - 30 days, now + 30 days), to the minute (a stable key for a render). */
export function homeRange(now: number): { from: string; to: string } {
  const minute = Math.floor(now / 60_000) * 60_000;
  return { from: iso(minute - HOME_DAYS * DAY_MS), to: iso(minute + HOME_DAYS * DAY_MS) };
}

/** A calendar day (YYYY-MM-DD) of `zone`, from its midnight to the next. */
export function dayRange(day: string, zone: string): { from: string; to: string } {
  const from = zonedTimeToUtc(day, "00:00", zone)!;
  const to = zonedTimeToUtc(addDays(day, 1), "00:00", zone)!;
  return { from: from.toISOString(), to: to.toISOString() };
}

/** The calendar tab's day: the URL's, but never before today (past days are disabled). */
export function shownDay(asked: string | null, now: number, zone: string): string {
  const today = localDay(now, zone);
  return asked !== null && asked > today ? asked : today;
}

interface Timed {
  startTime: string;
  endTime: string;
}

/**
 * The home tab's lists at `now`: Upcoming (not over yet, by start) and Past (over, the most recent
 * first), each within 30 days of now.
 */
export function splitHome<T extends Timed>(items: readonly T[], now: number): { upcoming: T[]; past: T[] } {
  const upcoming: T[] = [];
  const past: T[] = [];
  for (const item of items) {
    const start = Date.parse(item.startTime);
    const end = Date.parse(item.endTime);
    if (end > now) {
      if (start < now + HOME_DAYS * DAY_MS) upcoming.push(item);
    } else if (end > now - HOME_DAYS * DAY_MS) past.push(item);
  }
  upcoming.sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  past.sort((a, b) => Date.parse(b.startTime) - Date.parse(a.startTime));
  return { upcoming, past };
}

/** A day's meetings by start (then end). */
export function byStart<T extends Timed>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) =>
      Date.parse(a.startTime) - Date.parse(b.startTime) || Date.parse(a.endTime) - Date.parse(b.endTime),
  );
}
