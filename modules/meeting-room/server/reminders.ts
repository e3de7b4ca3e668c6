import "server-only";
import { dueReminders } from "@/lib/calendar/reminders";
import { getDb } from "@/lib/server/db";
import { remindClaimed } from "@/lib/server/calendar/remind";
import { MEETING_REMINDERS } from "@/modules/meeting-room/shared/types";
import { MEETING_REMINDER_WINDOW_MS } from "@/modules/meeting-room/server/jobs/reminders";

const MINUTE = 60_000;
/** The longest lead: how far ahead of now a reminded start can be. */
const AHEAD_MS = Math.max(...MEETING_REMINDERS) * MINUTE + MINUTE;

/** The meeting's page for a reminder's link: its details over its project's meeting room. */
function linkOf(
  row: { id: string; moduleId: string; projectModule: { projectId: string } | null },
  at: number,
) {
  return row.projectModule
    ? `/project/${row.projectModule.projectId}/meeting-room/${row.id}?moduleId=${row.moduleId}&at=${encodeURIComponent(new Date(at).toISOString())}`
    : `/workspace-modules/${row.moduleId}`;
}

/**
 * Sends the meeting reminders that fell due in (now − 10 minutes, now]: reads the meetings not over
 * whose first start is within the longest lead (by the (spanEnd) index), works out each occurrence's
 * due reminders (`dueReminders`, the calendar's rule), records each (meeting, occurrence, minutes) —
 * only the run whose insert made the row sends it — and tells the host and the invited members who
 * have not declined and may open the module. Returns how many reminders it sent.
 */
export async function sendDueMeetingReminders(now: number): Promise<number> {
  const window = { from: now - MEETING_REMINDER_WINDOW_MS, to: now + 1 };
  const db = getDb();
  const rows = await db.meeting.findMany({
    where: { spanEnd: { gt: new Date(window.from) }, start: { lt: new Date(now + AHEAD_MS) } },
    select: {
      id: true,
      workspaceId: true,
      moduleId: true,
      summary: true,
      start: true,
      end: true,
      timeZone: true,
      rule: true,
      reminders: true,
      hostId: true,
      attendees: {
        where: { userId: { not: null }, response: { not: "declined" } },
        select: { userId: true },
      },
      projectModule: { select: { projectId: true, name: true, tag: true } },
      workspaceModule: { select: { name: true, tag: true } },
    },
  });
  const due = rows.flatMap((row) =>
    dueReminders(
      {
        start: row.start.getTime(),
        end: row.end.getTime(),
        allDay: false,
        timeZone: row.timeZone,
        rule: row.rule,
      },
      row.reminders,
      window,
    ).map((reminder) => ({ row, reminder })),
  );
  if (due.length === 0) return 0;
  // One claim for the run: only the rows this statement inserted are this run's to send.
  const claimed = await db.meetingReminderSent.createManyAndReturn({
    data: due.map(({ row, reminder }) => ({
      meetingId: row.id,
      occurrenceStart: new Date(reminder.occurrenceStart),
      minutes: reminder.minutes,
    })),
    skipDuplicates: true,
    select: { meetingId: true, occurrenceStart: true, minutes: true },
  });
  const mine = new Set(
    claimed.map((item) => `${item.meetingId} ${item.occurrenceStart.getTime()} ${item.minutes}`),
  );
  return remindClaimed(
    due,
    mine,
    (row) => [row.hostId, ...row.attendees.map((attendee) => attendee.userId)],
    (row, reminder, moduleName) => ({
      kind: "meeting.reminder",
      params: { excerpt: row.summary, moduleName, count: reminder.minutes },
      objectId: row.id,
      link: linkOf(row, reminder.occurrenceStart),
    }),
  );
}
