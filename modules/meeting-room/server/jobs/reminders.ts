import "server-only";
import { scheduledJob } from "@/lib/server/jobs/scheduled-job";

/** How far back a run looks: reminders missed by up to this much (a node down, a slow tick) still go. */
export const MEETING_REMINDER_WINDOW_MS = 10 * 60_000;

/**
 * Every minute: the meeting reminders whose time has come in the last ten minutes, each (meeting,
 * occurrence, lead time) sent once across nodes and runs — the insert of its MeetingReminderSent row
 * decides who sends it — to its host and the members it invites who have not declined and may still
 * open the module, through the inbox and by e-mail as each of them chose (meeting.reminder).
 */
export const meetingRemindersJob = scheduledJob({
  name: "meeting-reminders",
  schedule: "* * * * *",
  retry: { limit: 1, delaySeconds: 20, backoff: false },
  expireInSeconds: 120,
  async run() {
    const { sendDueMeetingReminders } = await import("@/modules/meeting-room/server/reminders");
    const sent = await sendDueMeetingReminders(Date.now());
    return sent ? `${sent} meeting reminders sent` : undefined;
  },
});
