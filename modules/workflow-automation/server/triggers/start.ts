import "server-only";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { automationEnv } from "@/lib/server/env";
import { newId } from "@/lib/server/ids";
import { logger } from "@/lib/server/logger";
import { scheduleAdvance } from "../jobs/automation-jobs";

type Db = Prisma.TransactionClient | PrismaClient;

/** Why a trigger started nothing, or the run it started (or had started before, for the same key). */
export type StartResult =
  { status: "started" | "duplicate"; instanceId: string } | { status: "notDeployed" | "paused" | "limited" };

/**
 * Creates the run of `startKey` of a process's deployed version (nothing when one exists: the key is
 * unique per process). Answers its id and whether it is new; the caller advances a new one.
 */
export async function createInstance(
  db: Db,
  process: { id: string; workspaceId: string; version: number },
  startKey: string,
  variables: Record<string, unknown>,
): Promise<{ instanceId: string; created: boolean } | null> {
  const version = await db.automationProcessVersion.findUnique({
    where: { processId_version: { processId: process.id, version: process.version } },
    select: { id: true, version: true },
  });
  if (!version) return null;
  const id = newId();
  const made = await db.automationInstance.createMany({
    data: [
      {
        id,
        workspaceId: process.workspaceId,
        processId: process.id,
        versionId: version.id,
        version: version.version,
        startKey,
        variables: variables as Prisma.InputJsonValue,
      },
    ],
    skipDuplicates: true,
  });
  if (made.count === 1) return { instanceId: id, created: true };
  const existing = await db.automationInstance.findUniqueOrThrow({
    where: { processId_startKey: { processId: process.id, startKey } },
    select: { id: true },
  });
  return { instanceId: existing.id, created: false };
}

/** The triggers already told (this minute) that they are over their limit: logged once a minute. */
const told = new Map<string, number>();

/**
 * Takes one of the trigger's starts of this minute (AUTOMATION_MAX_STARTS_PER_MINUTE, counted on its
 * row so every node shares it). False when the minute's starts are used up; the first refusal of a
 * window is logged (the trigger's and automation's ids only).
 */
export async function takeStart(trigger: { id: string; processId: string }): Promise<boolean> {
  const limit = automationEnv().AUTOMATION_MAX_STARTS_PER_MINUTE;
  const [row] = await getDb().$queryRaw<{ windowCount: number; windowStart: Date }[]>`
    UPDATE "AutomationTrigger"
       SET "windowStart" = CASE WHEN "windowStart" IS NULL OR "windowStart" <= now() - interval '1 minute'
                                THEN now() ELSE "windowStart" END,
           "windowCount" = CASE WHEN "windowStart" IS NULL OR "windowStart" <= now() - interval '1 minute'
                                THEN 1 ELSE "windowCount" + 1 END
     WHERE "id" = ${trigger.id}
    RETURNING "windowCount", "windowStart"`;
  if (!row) return false;
  if (row.windowCount <= limit) return true;
  const window = row.windowStart.getTime();
  if (told.get(trigger.id) !== window) {
    told.set(trigger.id, window);
    if (told.size > 10_000) told.clear();
    logger.warn(
      `[automation] trigger ${trigger.id} of automation ${trigger.processId} passed ${limit} starts a minute: ` +
        "further events are skipped until the minute is over",
    );
  }
  return false;
}

/**
 * Starts a run of the automation a trigger belongs to, as its owner, once per `startKey`: nothing
 * when the automation is off or not deployed, or the trigger's starts of the minute are used up. A
 * key already started answers that run (a redelivered event, a repeated Idempotency-Key).
 */
export async function startFromTrigger(
  trigger: { id: string; processId: string },
  startKey: string,
  variables: Record<string, unknown>,
): Promise<StartResult> {
  const db = getDb();
  const process = await db.automationProcess.findUnique({
    where: { id: trigger.processId },
    select: { id: true, workspaceId: true, version: true, enabled: true },
  });
  if (!process || process.version === 0) return { status: "notDeployed" };
  const existing = await db.automationInstance.findUnique({
    where: { processId_startKey: { processId: process.id, startKey } },
    select: { id: true },
  });
  if (existing) return { status: "duplicate", instanceId: existing.id };
  if (!process.enabled) return { status: "paused" };
  if (!(await takeStart(trigger))) return { status: "limited" };
  const made = await createInstance(db, process, startKey, variables);
  if (!made) return { status: "notDeployed" };
  if (made.created) await scheduleAdvance(made.instanceId);
  return { status: made.created ? "started" : "duplicate", instanceId: made.instanceId };
}
