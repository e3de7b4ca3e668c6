import "server-only";
import { sweepJob } from "@/lib/server/jobs/sweep-job";

/**
 * Every 5 minutes: folds the settled responses of every form that has some (stats.ts), so response
 * counts and the Analyze tab read a short tail even for forms nobody has opened the tab of.
 */
export const formStatsFoldJob = sweepJob({
  name: "form-stats-fold",
  schedule: "*/5 * * * *",
  done: "forms' settled responses folded",
  work: async () => {
    const { foldFormStats, formsToFold } = await import("@/modules/form-builder/server/stats");
    return { find: formsToFold, each: foldFormStats };
  },
});
