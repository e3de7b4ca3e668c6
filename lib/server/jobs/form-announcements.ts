import "server-only";
import { z } from "zod";
import { defineJob } from "@/lib/server/jobs/job";
import { logger } from "@/lib/server/logger";

/** Forms announced per batch; the run goes on until none is left. */
const BATCH = 50;

/**
 * Every 5 minutes: tells the followers of every form with responses not announced yet (a node that
 * stopped before its announcement timer fired), the same way the timer does
 * (lib/server/form-builder/follow-notifications.ts).
 */
export const formAnnouncementsJob = defineJob({
  name: "form-response-announcements",
  schedule: "*/5 * * * *",
  policy: "stately",
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  expireInSeconds: 600,
  workers: 1,
  payload: z.object({}),
  async handler() {
    const { announceResponses, formsToAnnounce } =
      await import("@/lib/server/form-builder/follow-notifications");
    let announced = 0;
    for (;;) {
      const ids = await formsToAnnounce(BATCH);
      for (const id of ids) await announceResponses(id);
      announced += ids.length;
      if (ids.length < BATCH) break;
    }
    if (announced) logger.info(`[jobs] announced the new responses of ${announced} forms`);
  },
});
