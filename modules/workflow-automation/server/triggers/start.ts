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

/** One start a trigger asks for: its key (once per key and process) and the run's variables. */
export interface StartRequest {
  startKey: string;
  variables: Record<string, unknown>;
}

/**
 * Creates the runs of `starts` (each key once) of a process's deployed version, nothing for a key
 * that has one already (the key is unique per process: another node's, or an earlier delivery's).
 * Answers the runs made here and the ones found, by key; null when the version is gone. The caller
 * advances the new ones.
 */
async function insertInstances(
  db: Db,
  process: { id: string; workspaceId: string; version: number },
  starts: readonly StartRequest[],
): Promise<{ created: Map<string, string>; found: Map<string, string> } | null> {
  const version = await db.automationProcessVersion.findUnique({
    where: { processId_version: { processId: process.id, version: process.version } },
    select: { id: true, version: true },
  });
  if (!version) return null;
  const rows = starts.map((start) => ({
    id: newId(),
    workspaceId: process.workspaceId,
    processId: process.id,
    versionId: version.id,
    version: version.version,
    startKey: start.startKey,
    variables: start.variables as Prisma.InputJsonValue,
  }));
  await db.automationInstance.createMany({ data: rows, skipDuplicates: true });
  const stored = await db.automationInstance.findMany({
    where: { processId: process.id, startKey: { in: rows.map((row) => row.startKey) } },
    select: { id: true, startKey: true },
  });
  const made = new Set(rows.map((row) => row.id));
  const created = new Map<string, string>();
  const found = new Map<string, string>();
  for (const row of stored) (made.has(row.id) ? created : found).set(row.startKey, row.id);
  return { created, found };
}

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
  const runs = await insertInstances(db, process, [{ startKey, variables }]);
  if (!runs) return null;
  const created = runs.created.get(startKey);
  return created
    ? { instanceId: created, created: true }
    : { instanceId: runs.found.get(startKey)!, created: false };
}

/** The triggers already told (this minute) that they are over their limit: logged once a minute. */
const told = new Map<string, number>();

/**
 * Takes `wanted` of the trigger's starts of this minute (AUTOMATION_MAX_STARTS_PER_MINUTE, counted
 * on its row so every node shares it) and answers how many it got: the first ones of the minute's
 * room, none once it is used up. The first refusal of a window is logged (the trigger's and
 * automation's ids only).
 */
export async function takeStarts(trigger: { id: string; processId: string }, wanted = 1): Promise<number> {
  if (wanted <= 0) return 0;
  const limit = automationEnv().AUTOMATION_MAX_STARTS_PER_MINUTE;
  const [row] = await getDb().$queryRaw<{ windowCount: number; windowStart: Date }[]>`
    UPDATE "AutomationTrigger"
       SET "windowStart" = CASE WHEN "windowStart" IS NULL OR "windowStart" <= now() - interval '1 minute'
                                THEN now() ELSE "windowStart" END,
           "windowCount" = CASE WHEN "windowStart" IS NULL OR "windowStart" <= now() - interval '1 minute'
                                THEN ${wanted}::int ELSE "windowCount" + ${wanted}::int END
     WHERE "id" = ${trigger.id}
    RETURNING "windowCount", "windowStart"`;
  if (!row) return 0;
  const granted = Math.max(0, Math.min(wanted, limit - (row.windowCount - wanted)));
  if (granted === wanted) return granted;
  const window = row.windowStart.getTime();
  if (told.get(trigger.id) !== window) {
    told.set(trigger.id, window);
    if (told.size > 10_000) told.clear();
    logger.warn(
      `[automation] trigger ${trigger.id} of automation ${trigger.processId} passed ${limit} starts a minute: ` +
        "further events are skipped until the minute is over",
    );
  }
  return granted;
}

/**
 * Starts runs of the automation a trigger belongs to, as its owner, once per start key: nothing when
 * the automation is off or not deployed, or past the trigger's starts of the minute (the first
 * requests get the minute's room). A key already started answers that run (a redelivered event, a
 * repeated Idempotency-Key). Answers in the requests' order; a burst (a bulk add's records) costs a
 * few statements in all, and its runs are queued together.
 */
export async function startManyFromTrigger(
  trigger: { id: string; processId: string },
  requests: readonly StartRequest[],
): Promise<StartResult[]> {
  if (requests.length === 0) return [];
  const db = getDb();
  const process = await db.automationProcess.findUnique({
    where: { id: trigger.processId },
    select: { id: true, workspaceId: true, version: true, enabled: true },
  });
  if (!process || process.version === 0) return requests.map(() => ({ status: "notDeployed" }));
  const keys = [...new Set(requests.map((request) => request.startKey))];
  const existing = new Map(
    (
      await db.automationInstance.findMany({
        where: { processId: process.id, startKey: { in: keys } },
        select: { id: true, startKey: true },
      })
    ).map((row) => [row.startKey, row.id]),
  );
  // Each new key once, in the order asked.
  const fresh = keys.filter((key) => !existing.has(key));
  const granted = process.enabled ? await takeStarts(trigger, fresh.length) : 0;
  const starting = fresh.slice(0, granted);
  let started = new Map<string, string>();
  if (starting.length > 0) {
    const variablesOf = new Map(requests.map((request) => [request.startKey, request.variables]));
    const runs = await insertInstances(
      db,
      process,
      starting.map((startKey) => ({ startKey, variables: variablesOf.get(startKey)! })),
    );
    if (!runs) return requests.map(() => ({ status: "notDeployed" }));
    // A key another node started in the meantime is that node's run (a duplicate here).
    started = runs.created;
    for (const [key, id] of runs.found) existing.set(key, id);
    await Promise.all([...started.values()].map((instanceId) => scheduleAdvance(instanceId)));
  }
  const answered = new Set<string>();
  return requests.map((request): StartResult => {
    const key = request.startKey;
    const run = started.get(key);
    if (run && !answered.has(key)) {
      answered.add(key);
      return { status: "started", instanceId: run };
    }
    const other = existing.get(key) ?? run;
    if (other) return { status: "duplicate", instanceId: other };
    return { status: process.enabled ? "limited" : "paused" };
  });
}

/** One start of a trigger (startManyFromTrigger for one request). */
export async function startFromTrigger(
  trigger: { id: string; processId: string },
  startKey: string,
  variables: Record<string, unknown>,
): Promise<StartResult> {
  const [result] = await startManyFromTrigger(trigger, [{ startKey, variables }]);
  return result!;
}
