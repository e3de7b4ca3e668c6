import "server-only";
import { scheduledJob } from "@/lib/server/jobs/scheduled-job";
import { sendNotificationDigests } from "@/lib/server/inbox/digest";

/** Every two minutes: a first notification is e-mailed within minutes, later ones in 10-minute batches. */
export const notificationDigestJob = scheduledJob({
  name: "notification-digest",
  schedule: "*/2 * * * *",
  retry: { limit: 1, delaySeconds: 60, backoff: false },
  expireInSeconds: 110,
  async run() {
    const sent = await sendNotificationDigests();
    return sent.length ? `sent ${sent.length} notification digests` : undefined;
  },
});
