import "server-only";
import { getDb } from "@/lib/server/db";
import { nextOccurrence } from "./schedule";
import { createInstance } from "./start";

/**
 * Claims up to `limit` schedule triggers that are due (FOR UPDATE SKIP LOCKED: one node each), and in
 * the same transaction moves each to its next occurrence after now — occurrences missed while the
 * suite was down run once, then the next future one is waited for — and creates the run of the
 * occurrence it was due for (`schedule:<trigger>:<occurrence>`, once however often this runs) when
 * its automation is on. Answers the new runs, to advance once committed.
 */
export async function claimDueSchedules(limit: number, now = new Date()): Promise<string[]> {
  return getDb().$transaction(async (tx) => {
    const due = await tx.$queryRaw<{ id: string; processId: string; config: unknown; nextRunAt: Date }[]>`
      SELECT "id", "processId", "config", "nextRunAt" FROM "AutomationTrigger"
       WHERE "kind" = 'schedule' AND "nextRunAt" <= ${now}
       ORDER BY "nextRunAt" LIMIT ${limit} FOR UPDATE SKIP LOCKED`;
    const started: string[] = [];
    for (const trigger of due) {
      const config = (trigger.config ?? {}) as Record<string, unknown>;
      await tx.automationTrigger.update({
        where: { id: trigger.id },
        data: { nextRunAt: nextOccurrence(config, now) },
      });
      const process = await tx.automationProcess.findUnique({
        where: { id: trigger.processId },
        select: { id: true, workspaceId: true, version: true, enabled: true },
      });
      if (!process?.enabled || process.version === 0) continue;
      const occurrence = trigger.nextRunAt.toISOString();
      const made = await createInstance(tx, process, `schedule:${trigger.id}:${occurrence}`, {
        scheduledAt: occurrence,
      });
      if (made?.created) started.push(made.instanceId);
    }
    return started;
  });
}
