import "server-only";
import { z } from "zod";
import { getDb } from "@/lib/server/db";
import { enqueueJob } from "@/lib/server/jobs/enqueue";
import { defineJob } from "@/lib/server/jobs/job";
import { sweepJob, type Sweep } from "@/lib/server/jobs/sweep-job";
import { advanceInstance } from "../instances/advance";

/**
 * One cycle of an instance (docs/modules/workflow-automation.md, "Running"): a job per start, timer,
 * decision or retry. An instance another node holds is tried again by pg-boss (its hold lasts 60 s).
 */
export const advanceInstanceJob = defineJob({
  name: "automation-advance",
  policy: "standard",
  retry: { limit: 5, delaySeconds: 5, backoff: true },
  expireInSeconds: 300,
  workers: 4,
  payload: z.object({ instanceId: z.string().regex(/^[0-9a-f]{24}$/) }),
  async handler({ instanceId }) {
    const advanced = await advanceInstance(instanceId);
    if (!advanced) {
      const held = await getDb().automationInstance.findFirst({
        where: { id: instanceId, status: { in: ["created", "processing"] }, lockedUntil: { gt: new Date() } },
        select: { id: true },
      });
      // Held by another node: this job tries again once the hold is over (pg-boss's retry).
      if (held) throw new Error(`instance ${instanceId} is held by another node`);
    }
  },
});

/** Advances an instance by its job where a job system runs, else (a script, a test) at once. */
export async function scheduleAdvance(instanceId: string): Promise<void> {
  const queued = await enqueueJob(advanceInstanceJob, { instanceId }).catch(() => null);
  if (queued === null) await advanceInstance(instanceId);
}

/**
 * Every minute: the instances whose timers are due, each advanced once (its timer claimed first), and
 * the schedule triggers that are due, each starting its occurrence's run once across the nodes.
 */
export const automationTimersJob = sweepJob<string>({
  name: "automation-timers",
  schedule: "* * * * *",
  runOnStart: true,
  batch: 200,
  done: ([timers = 0, schedules = 0, swept = 0]) =>
    timers + schedules + swept > 0
      ? `automation timers fired: ${timers}, schedules started: ${schedules}, due-date starts: ${swept}`
      : undefined,
  work: async () => [
    {
      find: async (limit) => {
        const rows = await getDb().$queryRaw<{ instanceId: string }[]>`
        UPDATE "AutomationTimer" t SET "claimedUntil" = now() + interval '5 minutes'
         WHERE t."id" IN (SELECT "id" FROM "AutomationTimer"
                           WHERE "dueAt" <= now() AND ("claimedUntil" IS NULL OR "claimedUntil" < now())
                           ORDER BY "dueAt" LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING t."instanceId"`;
        return [...new Set(rows.map((row) => row.instanceId))];
      },
      each: (instanceId) => scheduleAdvance(instanceId),
    },
    {
      find: async (limit) => {
        const { claimDueSchedules } = await import("../triggers/schedule-sweep");
        return claimDueSchedules(limit);
      },
      each: (instanceId) => scheduleAdvance(instanceId),
    },
    // The triggers no domain event tells of (a task's due date coming or passed): server/triggers/swept.ts.
    (await import("../triggers/swept")).sweptStarts() as unknown as Sweep<string>,
  ],
});
