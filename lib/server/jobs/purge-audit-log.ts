import "server-only";
import { getDb } from "@/lib/server/db";
import { scheduledJob } from "@/lib/server/jobs/scheduled-job";

/** Deletes audit log entries older than their workspace's retention (Workspace.auditRetentionDays), in batches. */
export async function purgeOldAuditEntries(now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await getDb().$executeRaw`
      DELETE FROM "AuditLogEntry" WHERE "id" IN (
        SELECT a."id" FROM "AuditLogEntry" a JOIN "Workspace" w ON w."id" = a."workspaceId"
         WHERE a."createdAt" < ${now}::timestamp - make_interval(days => w."auditRetentionDays")
         LIMIT 5000)`;
    total += deleted;
    if (deleted < 5000) return total;
  }
}

/** Daily (and when a node starts): each workspace's audit log keeps what its owners chose. */
export const purgeAuditLogJob = scheduledJob({
  name: "purge-audit-log",
  schedule: "41 4 * * *",
  runOnStart: true,
  retry: { limit: 2, delaySeconds: 300, backoff: true },
  expireInSeconds: 900,
  async run() {
    const count = await purgeOldAuditEntries();
    return count ? `purged ${count} audit log entries past their workspace's retention` : undefined;
  },
});
