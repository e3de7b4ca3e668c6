import "server-only";
import { campaignSchedulerJob, campaignSendJob } from "@/modules/notification/server/jobs/campaign-send";
import { summarizeNotificationModules } from "@/modules/notification/server/summary";
import { defineServerKind } from "@/lib/server/modules/server-kind";
import { notificationKind } from "./kind";

export const notificationServer = defineServerKind(notificationKind, {
  summarize: summarizeNotificationModules,
  jobs: [campaignSchedulerJob, campaignSendJob],
});
