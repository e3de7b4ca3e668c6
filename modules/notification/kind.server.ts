import "server-only";
import { campaignSchedulerJob, campaignSendJob } from "@/lib/server/jobs/campaign-send";
import { summarizeNotificationModules } from "@/lib/server/modules/summaries/notification-summary";
import { defineServerKind } from "@/lib/server/modules/server-kind";
import { notificationKind } from "./kind";

export const notificationServer = defineServerKind(notificationKind, {
  summarize: summarizeNotificationModules,
  jobs: [campaignSchedulerJob, campaignSendJob],
});
