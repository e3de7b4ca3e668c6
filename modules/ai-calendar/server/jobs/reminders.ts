import "server-only";
import { scheduledJob } from "@/lib/server/jobs/scheduled-job";

/** How far back a run looks: reminders missed by up to this much (a node down, a slow tick) still go. */
export const REMINDER_WINDOW_MS = 10 * 60_000;

/**
 * Every minute: the calendar reminders whose time has come in the last ten minutes, each (event,
 * occurrence, lead time) sent once across nodes and runs — the insert of its CalendarReminderSent
 * row decides who sends it — to the event's creator and its attendees who are members and may still
 * open the calendar, through the inbox and by e-mail as each of them chose (calendar.reminder).
 */
export const calendarRemindersJob = scheduledJob({
  name: "calendar-reminders",
  schedule: "* * * * *",
  retry: { limit: 1, delaySeconds: 20, backoff: false },
  expireInSeconds: 120,
  async run() {
    const { sendDueReminders } = await import("@/modules/ai-calendar/server/reminders");
    const sent = await sendDueReminders(Date.now());
    return sent ? `${sent} calendar reminders sent` : undefined;
  },
});
