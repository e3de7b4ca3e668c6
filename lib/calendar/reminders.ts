/**
 * Reminders (issue 33): none, at the time, or 5, 10, 15, 30, 60 minutes or a day before an event or
 * each occurrence of a series, told through the inbox and by e-mail from a job. `dueReminders` says
 * which fire in a window of time, so the job that runs every minute asks for (its last run, now] and
 * records each (event, occurrence, minutes) once across nodes. An all-day event reminds relative to
 * 09:00 of its day on its zone's clock (a day before: 09:00 the day before), as Google Calendar does.
 * Pure.
 */
import { wallToUtc } from "@/lib/time/zoned";
import { expand, type SeriesTimes } from "./recurrence";

export const REMINDER_MINUTES = [0, 5, 10, 15, 30, 60, 1_440] as const;
export type ReminderMinutes = (typeof REMINDER_MINUTES)[number];
/** At most this many reminders on one event. */
export const REMINDERS_MAX = 5;

/** The hour an all-day event's reminders count from, on its zone's clock. */
const ALL_DAY_HOUR = 9;
const MINUTE = 60_000;

export interface EventTimes extends Omit<SeriesTimes, "rule"> {
  rule: string | null;
}

export interface DueReminder {
  /** The occurrence's start (its original start for a series): what the reminder is about. */
  occurrenceStart: number;
  minutes: number;
  fireAt: number;
}

/** When an occurrence starting at `start` counts from: itself, or 09:00 of an all-day event's day. */
function anchor(event: EventTimes, start: number): number {
  return event.allDay ? wallToUtc(start + ALL_DAY_HOUR * 60 * MINUTE, event.timeZone) : start;
}

/** The reminders of `event` whose time falls in [from, to), in order of firing. */
export function dueReminders(
  event: EventTimes,
  minutes: readonly number[],
  window: { from: number; to: number },
): DueReminder[] {
  if (minutes.length === 0 || window.to <= window.from) return [];
  const lead = Math.max(...minutes) * MINUTE;
  // Occurrences whose reminders could fall in the window start up to the longest lead after it (an
  // all-day one's reminders count from 09:00, up to a day and a zone's offset from its midnight).
  const reach = { from: window.from - 2 * 1_440 * MINUTE, to: window.to + lead + 2 * 1_440 * MINUTE };
  const starts = event.rule
    ? expand({ ...event, rule: event.rule }, reach).map((occurrence) => occurrence.originalStart)
    : [event.start].filter((start) => !(event.excluded ?? []).includes(start));
  const due: DueReminder[] = [];
  for (const occurrenceStart of starts)
    for (const before of new Set(minutes)) {
      const fireAt = anchor(event, occurrenceStart) - before * MINUTE;
      if (fireAt >= window.from && fireAt < window.to) due.push({ occurrenceStart, minutes: before, fireAt });
    }
  return due.sort((a, b) => a.fireAt - b.fireAt || b.minutes - a.minutes);
}
