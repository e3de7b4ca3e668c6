import "server-only";
import type { JobDefinition } from "@/lib/server/jobs/job";
import { campaignSchedulerJob, campaignSendJob } from "@/lib/server/jobs/campaign-send";
import { contentWebhookJob } from "@/lib/server/jobs/content-webhook";
import { formAnnouncementsJob } from "@/lib/server/jobs/form-announcements";
import { formStatsFoldJob } from "@/lib/server/jobs/form-stats-fold";
import { formWebhookJob } from "@/lib/server/jobs/form-webhook";
import { dueRemindersJob } from "@/lib/server/jobs/due-reminders";
import { goalRemindersJob } from "@/lib/server/jobs/goal-reminders";
import { notificationDigestJob } from "@/lib/server/jobs/notification-digest";
import { purgeExpiredAuthJob } from "@/lib/server/jobs/purge-expired-auth";
import { purgeNotificationsJob } from "@/lib/server/jobs/purge-notifications";
import { purgeOrphanedUploadsJob } from "@/lib/server/jobs/purge-orphaned-uploads";
import { sendEmailJob } from "@/lib/server/jobs/send-email";

/** Every background job: boss.ts creates their queues, schedules and workers on each node. */
export const jobDefinitions: readonly JobDefinition[] = [
  campaignSchedulerJob,
  campaignSendJob,
  contentWebhookJob,
  dueRemindersJob,
  formAnnouncementsJob,
  formStatsFoldJob,
  formWebhookJob,
  goalRemindersJob,
  notificationDigestJob,
  purgeExpiredAuthJob,
  purgeNotificationsJob,
  purgeOrphanedUploadsJob,
  sendEmailJob,
];
