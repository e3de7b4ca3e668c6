import "server-only";
import { sweepJob } from "@/lib/server/jobs/sweep-job";

/**
 * Every 5 minutes: tells the followers of every form with responses not announced yet (a node that
 * stopped before its announcement timer fired), the same way the timer does
 * (modules/form-builder/server/follow-notifications.ts).
 */
export const formAnnouncementsJob = sweepJob({
  name: "form-response-announcements",
  schedule: "*/5 * * * *",
  done: "forms' new responses announced",
  work: async () => {
    const { announceResponses, formsToAnnounce } =
      await import("@/modules/form-builder/server/follow-notifications");
    return { find: formsToAnnounce, each: (id: string) => announceResponses(id) };
  },
});
