import "server-only";
import { getDb } from "@/lib/server/db";
import { scheduledJob } from "@/lib/server/jobs/scheduled-job";

/** How long a notification is kept, read or not. */
export const NOTIFICATION_RETENTION_DAYS = 90;

/** Deletes notifications older than the retention, in batches so no statement holds many locks. */
export async function purgeOldNotifications(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - NOTIFICATION_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  let total = 0;
  for (;;) {
    const deleted = await getDb().$executeRaw`
      DELETE FROM "Notification" WHERE "id" IN (
        SELECT "id" FROM "Notification" WHERE "createdAt" < ${before} LIMIT 5000)`;
    total += deleted;
    if (deleted < 5000) return total;
  }
}

/** Daily (and when a node starts): notifications are kept 90 days. */
export const purgeNotificationsJob = scheduledJob({
  name: "purge-notifications",
  schedule: "43 3 * * *",
  runOnStart: true,
  retry: { limit: 2, delaySeconds: 300, backoff: true },
  expireInSeconds: 900,
  async run() {
    const count = await purgeOldNotifications();
    return count ? `purged ${count} notifications older than ${NOTIFICATION_RETENTION_DAYS} days` : undefined;
  },
});
