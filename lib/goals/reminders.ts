/**
 * When a goal's owner is next reminded to check in (issue 14; spec/work-management.md §9 reminders):
 * weekly is 7 days later, monthly one calendar month later and quarterly three, at the same time of
 * day (UTC); a day the month does not have becomes its last day (31 January + 1 month is 28 or 29
 * February), as PostgreSQL's `+ interval '1 month'` does, which the reminder job's claim uses.
 * "never" has no next reminder. Pure.
 */
import type { GoalReminder } from "./types";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Calendar months each reminder waits (weekly waits days, never waits for nothing). */
const MONTHS: Partial<Record<GoalReminder, number>> = { monthly: 1, quarterly: 3 };

/** `from` moved `months` calendar months on, the day clamped to the target month's last day (UTC). */
export function addCalendarMonths(from: Date, months: number): Date {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(from.getUTCDate(), lastDay),
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
      from.getUTCMilliseconds(),
    ),
  );
}

/** The reminder after one due at `from`; null for "never" (and for an invalid date). */
export function nextReminderAt(reminder: GoalReminder, from: Date): Date | null {
  if (Number.isNaN(from.getTime())) return null;
  if (reminder === "weekly") return new Date(from.getTime() + 7 * DAY_MS);
  const months = MONTHS[reminder];
  return months === undefined ? null : addCalendarMonths(from, months);
}
