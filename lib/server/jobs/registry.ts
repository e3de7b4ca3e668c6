import "server-only";
import type { JobDefinition } from "@/lib/server/jobs/job";
import { goalRemindersJob } from "@/lib/server/jobs/goal-reminders";
import { notificationDigestJob } from "@/lib/server/jobs/notification-digest";
import { purgeAuditLogJob } from "@/lib/server/jobs/purge-audit-log";
import { purgeDomainEventsJob } from "@/lib/server/jobs/purge-domain-events";
import { purgeExpiredAuthJob } from "@/lib/server/jobs/purge-expired-auth";
import { purgeNotificationsJob } from "@/lib/server/jobs/purge-notifications";
import { purgeOrphanedUploadsJob } from "@/lib/server/jobs/purge-orphaned-uploads";
import { sendEmailJob } from "@/lib/server/jobs/send-email";
import { webhookDeliveryJob, webhookSweepJob } from "@/lib/server/jobs/stored-webhook-job";
import {
  purgeWorkspaceExportsJob,
  workspaceExportJob,
  workspaceImportJob,
} from "@/lib/server/jobs/workspace-export";
import { SERVER_KINDS } from "@/modules/kinds.server";

/** The platform's own jobs (e-mail, purges, the audit log's retention, the inbox digest, goal reminders, webhooks). */
const platformJobs: readonly JobDefinition[] = [
  goalRemindersJob,
  notificationDigestJob,
  purgeAuditLogJob,
  purgeDomainEventsJob,
  purgeExpiredAuthJob,
  purgeNotificationsJob,
  purgeOrphanedUploadsJob,
  purgeWorkspaceExportsJob,
  sendEmailJob,
  webhookDeliveryJob,
  webhookSweepJob,
  workspaceExportJob,
  workspaceImportJob,
];

/**
 * Every background job: the platform's and each module kind's (`jobs` in its kind.server.ts).
 * boss.ts creates their queues, schedules and workers on each node.
 */
export const jobDefinitions: readonly JobDefinition[] = [
  ...platformJobs,
  ...Object.values(SERVER_KINDS).flatMap((kind) => kind.jobs ?? []),
].sort((a, b) => a.name.localeCompare(b.name));
