import "server-only";
import { getDb } from "@/lib/server/db";
import { remindClaimed } from "@/lib/server/calendar/remind";
import { dueReminders } from "@/lib/calendar/reminders";
import { instanceId } from "@/modules/ai-calendar/shared/types";
import { REMINDER_WINDOW_MS } from "@/modules/ai-calendar/server/jobs/reminders";
import { exceptionStarts, timesOf } from "@/modules/ai-calendar/server/event-rows";

const DAY_MS = 86_400_000;
/** The longest lead (a day) and an all-day event's 09:00 on any zone's clock: how far ahead to read. */
const AHEAD_MS = 3 * DAY_MS;

/** The calendar's page for a reminder's link: the event's dialog over its project's calendar. */
function linkOf(
  row: { moduleId: string; projectModule: { projectId: string } | null },
  eventId: string,
): string {
  return row.projectModule
    ? `/project/${row.projectModule.projectId}/ai-calendar/events/${eventId}/edit?moduleId=${row.moduleId}`
    : `/workspace-modules/${row.moduleId}`;
}

/**
 * Sends the reminders that fell due in (now − 10 minutes, now]: reads the events with reminders whose
 * span reaches that window (an indexed read by span, then the rows with reminders), works out each
 * occurrence's due reminders (`dueReminders`: a series' each occurrence, its exceptions with their own
 * reminders, deleted occurrences none), records each (event, occurrence, minutes) — only the run whose
 * insert made the row sends it — and tells the creator and the member attendees who may open the
 * calendar. Returns how many reminders it sent.
 */
export async function sendDueReminders(now: number): Promise<number> {
  const window = { from: now - REMINDER_WINDOW_MS, to: now + 1 };
  const db = getDb();
  // The partial index "CalendarEvent_reminders_idx" (migration 20261129193523_calendar_reminder_index) holds
  // exactly the rows of this predicate.
  const ids = await db.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "CalendarEvent"
     WHERE cardinality("reminders") > 0 AND NOT "cancelled"
       AND "spanEnd" > ${new Date(window.from)} AND "spanStart" < ${new Date(now + AHEAD_MS)}`;
  if (ids.length === 0) return 0;
  const rows = await db.calendarEvent.findMany({
    where: { id: { in: ids.map((row) => row.id) } },
    select: {
      id: true,
      workspaceId: true,
      moduleId: true,
      title: true,
      start: true,
      end: true,
      allDay: true,
      timeZone: true,
      rule: true,
      reminders: true,
      recurringEventId: true,
      createdById: true,
      attendees: { where: { userId: { not: null } }, select: { userId: true } },
      projectModule: { select: { projectId: true, name: true, tag: true } },
      workspaceModule: { select: { name: true, tag: true } },
    },
  });
  // A series' moved or deleted occurrences remind from their exception rows, not from the rule.
  const seriesIds = rows.filter((row) => row.rule !== null).map((row) => row.id);
  const exceptions = seriesIds.length
    ? await db.calendarEvent.findMany({
        where: { recurringEventId: { in: seriesIds } },
        select: { recurringEventId: true, originalStart: true },
      })
    : [];
  const excluded = exceptionStarts(exceptions);
  const due = rows.flatMap((row) =>
    dueReminders(timesOf(row, excluded.get(row.id)), row.reminders, window).map((reminder) => ({
      row,
      reminder,
    })),
  );
  if (due.length === 0) return 0;
  // One claim for the run: only the rows this statement inserted are this run's to send.
  const claimed = await db.calendarReminderSent.createManyAndReturn({
    data: due.map(({ row, reminder }) => ({
      eventId: row.id,
      occurrenceStart: new Date(reminder.occurrenceStart),
      minutes: reminder.minutes,
    })),
    skipDuplicates: true,
    select: { eventId: true, occurrenceStart: true, minutes: true },
  });
  const mine = new Set(
    claimed.map((item) => `${item.eventId} ${item.occurrenceStart.getTime()} ${item.minutes}`),
  );
  return remindClaimed(
    due,
    mine,
    (row) => [row.createdById, ...row.attendees.map((attendee) => attendee.userId)],
    (row, reminder, moduleName) => {
      const eventId = row.rule !== null ? instanceId(row.id, reminder.occurrenceStart) : row.id;
      return {
        kind: "calendar.reminder",
        params: { excerpt: row.title, moduleName, count: reminder.minutes },
        objectId: row.recurringEventId ?? row.id,
        link: linkOf({ moduleId: row.moduleId, projectModule: row.projectModule }, eventId),
      };
    },
  );
}
