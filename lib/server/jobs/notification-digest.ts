import "server-only";
import { z } from "zod";
import { defineJob } from "@/lib/server/jobs/job";
import { logger } from "@/lib/server/logger";
import { sendNotificationDigests } from "@/lib/server/inbox/digest";

/** Every two minutes: a first notification is e-mailed within minutes, later ones in 10-minute batches. */
export const notificationDigestJob = defineJob({
  name: "notification-digest",
  schedule: "*/2 * * * *",
  policy: "stately",
  retry: { limit: 1, delaySeconds: 60, backoff: false },
  expireInSeconds: 110,
  workers: 1,
  payload: z.object({}),
  async handler() {
    const sent = await sendNotificationDigests();
    if (sent.length) logger.info(`[jobs] sent ${sent.length} notification digests`);
  },
});
