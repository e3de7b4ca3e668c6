import "server-only";
import { getDb } from "@/lib/server/db";
import { scheduledJob } from "@/lib/server/jobs/scheduled-job";

/** How long the outbox keeps an event (delivered long before: this is for a late node or an operator). */
export const DOMAIN_EVENT_RETENTION_DAYS = 7;

/** Deletes outbox rows and dead retries older than the retention, in batches. */
export async function purgeOldDomainEvents(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - DOMAIN_EVENT_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  let total = 0;
  for (;;) {
    const deleted = await getDb().$executeRaw`
      DELETE FROM "DomainEventLog" WHERE "position" IN (
        SELECT "position" FROM "DomainEventLog" WHERE "createdAt" < ${before} LIMIT 5000)`;
    total += deleted;
    if (deleted < 5000) break;
  }
  total += await getDb().$executeRaw`
    DELETE FROM "DomainEventRetry" WHERE "deadAt" IS NOT NULL AND "deadAt" < ${before}`;
  return total;
}

/** Daily (and when a node starts): the outbox keeps a week. */
export const purgeDomainEventsJob = scheduledJob({
  name: "purge-domain-events",
  schedule: "17 4 * * *",
  runOnStart: true,
  retry: { limit: 2, delaySeconds: 300, backoff: true },
  expireInSeconds: 900,
  async run() {
    const count = await purgeOldDomainEvents();
    return count ? `purged ${count} domain events older than ${DOMAIN_EVENT_RETENTION_DAYS} days` : undefined;
  },
});
