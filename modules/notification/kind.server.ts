import "server-only";
import { campaignSchedulerJob, campaignSendJob } from "@/modules/notification/server/jobs/campaign-send";
import { summarizeNotificationModules } from "@/modules/notification/server/summary";
import { notificationMetrics } from "@/modules/notification/server/metrics";
import { notificationActions } from "@/modules/notification/server/automation";
import { CARD_SIZES } from "@/lib/modules/kind";
import { defineServerKind } from "@/lib/server/modules/server-kind";
import { notificationWebhookEvents } from "@/modules/notification/server/webhook-events";
import { notificationKind } from "./kind";
import { NOTIFICATION_SEARCH_SOURCES } from "./server/search-source";

export const notificationServer = defineServerKind(notificationKind, {
  search: NOTIFICATION_SEARCH_SOURCES,
  catalog: {
    title: "Notification",
    description: "Manage channels, templates and campaigns for your messages.",
    category: "Communication",
    active: true,
    gradient: ["#e8590c", "#f06595"],
    size: CARD_SIZES.card,
  },
  summarize: summarizeNotificationModules,
  metrics: [notificationMetrics],
  jobs: [campaignSchedulerJob, campaignSendJob],
  automation: { actions: notificationActions },
  webhooks: notificationWebhookEvents,
});
