import "server-only";
import { sweepJob } from "@/lib/server/jobs/sweep-job";

/**
 * Every 5 minutes: tells the followers of every form with responses not announced yet (a node that
 * stopped before its announcement timer fired), the same way the timer does
 * (modules/form-builder/server/follow-notifications/).
 */
export const formAnnouncementsJob = sweepJob({
  name: "form-response-announcements",
  schedule: "*/5 * * * *",
  done: "forms' new responses announced",
  work: async () => {
    const [{ announceResponses }, { formsToAnnounce }] = await Promise.all([
      import("@/modules/form-builder/server/follow-notifications/announce-responses"),
      import("@/modules/form-builder/server/follow-notifications/forms-to-announce"),
    ]);
    return { find: formsToAnnounce, each: (id: string) => announceResponses(id) };
  },
});
