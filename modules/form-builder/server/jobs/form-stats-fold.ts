import "server-only";
import { sweepJob } from "@/lib/server/jobs/sweep-job";

/**
 * Every 5 minutes: folds the settled responses of every form that has some (stats/), so response
 * counts and the Analyze tab read a short tail even for forms nobody has opened the tab of.
 */
export const formStatsFoldJob = sweepJob({
  name: "form-stats-fold",
  schedule: "*/5 * * * *",
  done: "forms' settled responses folded",
  work: async () => {
    const [{ foldFormStats }, { formsToFold }] = await Promise.all([
      import("@/modules/form-builder/server/stats/fold-form-stats"),
      import("@/modules/form-builder/server/stats/forms-to-fold"),
    ]);
    return { find: formsToFold, each: foldFormStats };
  },
});
