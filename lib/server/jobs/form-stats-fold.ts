import "server-only";
import { z } from "zod";
import { defineJob } from "@/lib/server/jobs/job";
import { logger } from "@/lib/server/logger";

/** Forms folded per batch; the run goes on until none is left. */
const BATCH = 50;

/**
 * Every 5 minutes: folds the settled responses of every form that has some (stats.ts), so response
 * counts and the Analyze tab read a short tail even for forms nobody has opened the tab of.
 */
export const formStatsFoldJob = defineJob({
  name: "form-stats-fold",
  schedule: "*/5 * * * *",
  policy: "stately",
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  expireInSeconds: 600,
  workers: 1,
  payload: z.object({}),
  async handler() {
    const { foldFormStats, formsToFold } = await import("@/lib/server/form-builder/stats");
    let folded = 0;
    for (;;) {
      const ids = await formsToFold(BATCH);
      for (const id of ids) await foldFormStats(id);
      folded += ids.length;
      if (ids.length < BATCH) break;
    }
    if (folded) logger.info(`[jobs] folded the settled responses of ${folded} forms`);
  },
});
