import "server-only";
import { announceUserTasks, type AskedTask } from "./user-task-notice";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { automationEnv } from "@/lib/server/env";
import { newId } from "@/lib/server/ids";
import { actionRegistry, ActionError, settingsFor, type ActionRegistry } from "../actions/registry";
import { evaluateFeel, isFeel } from "../engine/feel";
import { runCycle, type ActionOutcome, type LoadedVersion } from "../engine/run-cycle";
import type { StepEvent, Waiting } from "../engine/types";
import { loadVersion } from "../engine/versions";

/** Element starts an instance may make in all (the loop guard); `AUTOMATION_MAX_STEPS` changes it. */
export const maxSteps = () => automationEnv().AUTOMATION_MAX_STEPS;
/** How long a node holds an instance while it runs a cycle; a crashed node's hold runs out. */
const HOLD_MS = 60_000;
/** Failed instances in a row that pause an automation. */
export const PAUSE_AFTER_FAILURES = 5;

type Claimed = {
  id: string;
  workspaceId: string;
  processId: string;
  versionId: string;
  status: string;
  variables: Record<string, unknown>;
  state: object | null;
  steps: number;
  ownerId: string;
};

/** Holds the instance for this node if it is not ended and no other node holds it. */
async function claim(instanceId: string): Promise<Claimed | null> {
  const [row] = await getDb().$queryRaw<Claimed[]>`
    UPDATE "AutomationInstance" i SET "lockedUntil" = now() + ${`${HOLD_MS} milliseconds`}::interval
      FROM "AutomationProcess" p
     WHERE i."id" = ${instanceId} AND p."id" = i."processId"
       AND i."status" IN ('created', 'processing')
       AND (i."lockedUntil" IS NULL OR i."lockedUntil" < now())
    RETURNING i."id", i."workspaceId", i."processId", i."versionId", i."status", i."variables", i."state",
              i."steps", p."ownerId"`;
  return row ?? null;
}

/**
 * Runs a service task's action once per execution id: a step already completed answers its stored
 * result (a retry or a node that crashed after the action goes on without doing it twice).
 */
async function performAction(
  instance: Claimed,
  actions: ActionRegistry,
  call: {
    elementId: string;
    executionId: string;
    action: string;
    config: Record<string, unknown>;
    variables: Record<string, unknown>;
  },
  pureOutputs?: Map<string, ActionOutcome>,
): Promise<ActionOutcome> {
  const db = getDb();
  const definition = actions.get(call.action);
  if (!definition) throw new ActionError(`the action ${call.action} is not available`, "UNKNOWN_ACTION");
  const context = {
    workspaceId: instance.workspaceId,
    processId: instance.processId,
    instanceId: instance.id,
    ownerId: instance.ownerId,
    elementId: call.elementId,
    executionId: call.executionId,
  };
  // A pure action is simply done again (nothing outside the run): its output goes with the cycle's
  // step rows, no read or write of its own.
  if (definition.pure) {
    const outcome = await definition.run(context, settingsFor(call.config, call.variables));
    pureOutputs?.set(call.executionId, outcome);
    return outcome;
  }
  const done = await db.automationStep.findUnique({
    where: { instanceId_executionId: { instanceId: instance.id, executionId: call.executionId } },
    select: { status: true, output: true },
  });
  if (done?.status === "completed" && done.output) return done.output as unknown as ActionOutcome;
  const outcome = await definition.run(context, settingsFor(call.config, call.variables));
  const output = JSON.parse(JSON.stringify(outcome)) as Prisma.InputJsonValue;
  await db.automationStep.upsert({
    where: { instanceId_executionId: { instanceId: instance.id, executionId: call.executionId } },
    create: {
      id: newId(),
      instanceId: instance.id,
      elementId: call.elementId,
      elementType: "bpmn:ServiceTask",
      executionId: call.executionId,
      status: "completed",
      output,
      endedAt: new Date(),
    },
    update: { status: "completed", output, error: null, endedAt: new Date() },
  });
  return outcome;
}

/** The step log's rows for a cycle's events: one per execution, its last status. */
function stepRows(
  instanceId: string,
  events: StepEvent[],
  names: Record<string, string | undefined>,
  outputs: ReadonlyMap<string, ActionOutcome>,
) {
  const byExecution = new Map<string, Record<string, unknown>>();
  for (const event of events) {
    const row = byExecution.get(event.executionId) ?? {
      id: newId(),
      instanceId,
      elementId: event.elementId,
      elementType: event.elementType,
      name: names[event.elementId] ?? null,
      executionId: event.executionId,
      startedAt: event.at,
      endedAt: null,
      error: null,
      output: outputs.get(event.executionId) ?? null,
    };
    row.status = event.status;
    if (event.status === "completed" || event.status === "failed" || event.status === "discarded")
      row.endedAt = event.at;
    if (event.error) row.error = event.error.slice(0, 1000);
    byExecution.set(event.executionId, row);
  }
  return [...byExecution.values()];
}

/** Who decides a user task: its assignee setting (a member id, or FEEL over the variables). */
function assigneeOf(setting: string | undefined, variables: Record<string, unknown>): string | null {
  if (!setting) return null;
  const value = isFeel(setting) ? evaluateFeel(setting, variables) : setting;
  return typeof value === "string" && /^[0-9a-f]{24}$/.test(value) ? value : null;
}

/**
 * The message catch events the instance waits on after a cycle, as rows a domain event finds: those
 * it no longer waits on go (a delivered one was consumed by the cycle), new ones come with their
 * settings evaluated and the correlated variable's value now. One still waited on keeps its row (a
 * delivery that came during the cycle is given to the next one).
 */
async function writeMessageWaits(
  tx: Prisma.TransactionClient,
  instance: { id: string; workspaceId: string },
  version: LoadedVersion,
  waiting: Waiting[],
  variables: Record<string, unknown>,
): Promise<void> {
  const messages = waiting.filter((wait) => wait.type === "message");
  await tx.automationMessageWait.deleteMany({
    where: { instanceId: instance.id, executionId: { notIn: messages.map((wait) => wait.executionId) } },
  });
  if (messages.length === 0) return;
  await tx.automationMessageWait.createMany({
    data: messages.map((wait) => {
      const config = settingsFor(version.elements[wait.elementId]?.config ?? {}, variables);
      const correlate =
        typeof config.correlate === "string" && config.correlate.trim() ? config.correlate.trim() : null;
      return {
        id: newId(),
        instanceId: instance.id,
        workspaceId: instance.workspaceId,
        executionId: wait.executionId,
        elementId: wait.elementId,
        messageId: wait.messageId,
        trigger: wait.message,
        config: config as Prisma.InputJsonValue,
        correlate,
        value: correlate ? JSON.stringify(variables[correlate] ?? null) : null,
      };
    }),
    skipDuplicates: true,
  });
}

/**
 * Advances an instance: holds it, runs one engine cycle from its saved state (delivering the
 * decisions taken on its user tasks and the messages events delivered), then records in one
 * transaction the step log, its status, variables and state, the timers, user tasks and messages it
 * waits on, and its automation's failure count
 * (5 failures in a row pause the automation). Answers false when another node holds it or it has
 * ended. Due timers fire as the state is resumed.
 */
export async function advanceInstance(
  instanceId: string,
  actions: ActionRegistry = actionRegistry(),
): Promise<boolean> {
  const instance = await claim(instanceId);
  if (!instance) return false;
  const db = getDb();
  const version = await loadVersion(instance.versionId);
  // The decisions taken on its user tasks (none to read when the process has no user task).
  const hasUserTasks = Object.values(version.elements).some((element) => element.type === "bpmn:UserTask");
  const decided = hasUserTasks
    ? await db.automationUserTask.findMany({
        where: { instanceId, status: { in: ["approved", "rejected"] }, consumed: false },
        select: { id: true, elementId: true, status: true, decidedById: true },
      })
    : [];
  // Messages a domain event delivered (server/triggers/messages.ts): the event's variables.
  const waitsForMessages = Object.values(version.elements).some((element) => element.message);
  const delivered = waitsForMessages
    ? await db.automationMessageWait.findMany({
        where: { instanceId, deliveredAt: { not: null } },
        select: { messageId: true, payload: true },
      })
    : [];
  const pureOutputs = new Map<string, ActionOutcome>();
  const result = await runCycle({
    version,
    state: instance.state,
    variables: instance.variables,
    signals: [
      ...decided.map((task) => ({
        id: task.elementId,
        payload: { decision: task.status, by: task.decidedById } as Record<string, unknown>,
      })),
      ...delivered.map((wait) => ({
        id: wait.messageId,
        payload: (wait.payload ?? {}) as Record<string, unknown>,
      })),
    ],
    runAction: (call) => performAction(instance, actions, call, pureOutputs),
    pure: (action) => actions.get(action)?.pure === true,
    saveState: async (state) => {
      await db.automationInstance.update({
        where: { id: instanceId },
        data: { state: state as Prisma.InputJsonValue },
      });
    },
    maxSteps: Math.max(0, maxSteps() - instance.steps),
  });
  const names = Object.fromEntries(
    Object.entries(version.elements).map(([id, element]) => [id, element.name]),
  );
  const started = result.steps.filter((step) => step.status === "started").length;
  const rows = stepRows(instanceId, result.steps, names, pureOutputs);
  const waiting: Waiting[] = result.waiting;
  const status = result.outcome === "waiting" ? "processing" : result.outcome;
  const error = result.error
    ? result.error.loop
      ? `Stopped after ${maxSteps()} steps: the process may loop.`
      : result.error.message
    : null;

  let asked: AskedTask[] = [];
  await db.$transaction(async (tx) => {
    if (rows.length > 0) {
      await tx.$executeRaw`
        INSERT INTO "AutomationStep" ("id", "instanceId", "elementId", "elementType", "name", "executionId", "status",
                                      "error", "startedAt", "endedAt", "output")
        SELECT r."id", r."instanceId", r."elementId", r."elementType", r."name", r."executionId", r."status",
               r."error", r."startedAt", r."endedAt", r."output"
          FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r("id" text, "instanceId" text, "elementId" text,
               "elementType" text, "name" text, "executionId" text, "status" text, "error" text,
               "startedAt" timestamp, "endedAt" timestamp, "output" jsonb)
        ON CONFLICT ("instanceId", "executionId") DO UPDATE
           SET "status" = EXCLUDED."status", "error" = COALESCE(EXCLUDED."error", "AutomationStep"."error"),
               "output" = COALESCE(EXCLUDED."output", "AutomationStep"."output"),
               "endedAt" = COALESCE(EXCLUDED."endedAt", "AutomationStep"."endedAt"),
               -- A service task's row is first written by its action (its output, done once): the
               -- cycle adds the element's name and when it started.
               "name" = COALESCE("AutomationStep"."name", EXCLUDED."name"),
               "startedAt" = LEAST("AutomationStep"."startedAt", EXCLUDED."startedAt")`;
    }
    await tx.automationInstance.update({
      where: { id: instanceId },
      data: {
        status,
        variables: result.variables as Prisma.InputJsonValue,
        // A failed cycle keeps the state saved before its failing step: a retry goes on from there.
        ...(result.outcome === "failed"
          ? {}
          : { state: result.state ? (result.state as Prisma.InputJsonValue) : Prisma.DbNull }),
        waiting: waiting as unknown as Prisma.InputJsonValue,
        steps: { increment: started },
        error,
        failedElementId: result.error?.elementId ?? null,
        endedAt: result.outcome === "waiting" ? null : new Date(),
        lockedUntil: null,
      },
    });
    if (decided.length > 0) {
      await tx.automationUserTask.updateMany({
        where: { id: { in: decided.map((task) => task.id) } },
        data: { consumed: true },
      });
    }
    const timers = waiting.filter((wait) => wait.type === "timer");
    await tx.automationTimer.deleteMany({
      where: { instanceId, executionId: { notIn: timers.map((timer) => timer.executionId) } },
    });
    if (timers.length > 0) {
      await tx.automationTimer.createMany({
        data: timers.map((timer) => ({
          id: newId(),
          instanceId,
          executionId: timer.executionId,
          elementId: timer.elementId,
          dueAt: new Date(timer.dueAt),
        })),
        skipDuplicates: true,
      });
    }
    if (waitsForMessages) await writeMessageWaits(tx, instance, version, waiting, result.variables);
    const userTasks = waiting.filter((wait) => wait.type === "userTask");
    if (userTasks.length > 0) {
      // Only the rows this cycle adds are announced (a cycle run again adds none).
      asked = await tx.automationUserTask.createManyAndReturn({
        data: userTasks.map((task) => ({
          id: newId(),
          instanceId,
          workspaceId: instance.workspaceId,
          executionId: task.executionId,
          elementId: task.elementId,
          title: version.elements[task.elementId]?.name ?? task.elementId,
          assigneeId: assigneeOf(version.elements[task.elementId]?.assignee, result.variables),
        })),
        skipDuplicates: true,
        select: { id: true, title: true, assigneeId: true },
      });
    }
    // The automation's run of failures, in one statement that leaves its updatedAt (the list's "last
    // changed") alone: a completed run ends it (a write only when there was one), a failed one adds to
    // it and the fifth in a row turns the automation off.
    if (result.outcome === "completed") {
      await tx.$executeRaw`
        UPDATE "AutomationProcess" SET "failureStreak" = 0
         WHERE "id" = ${instance.processId} AND "failureStreak" <> 0`;
    }
    if (result.outcome === "failed") {
      await tx.$executeRaw`
        UPDATE "AutomationProcess"
           SET "failureStreak" = "failureStreak" + 1,
               "pausedReason" = CASE WHEN "enabled" AND "failureStreak" + 1 >= ${PAUSE_AFTER_FAILURES}
                                     THEN 'failures' ELSE "pausedReason" END,
               "enabled" = "enabled" AND "failureStreak" + 1 < ${PAUSE_AFTER_FAILURES}
         WHERE "id" = ${instance.processId}`;
    }
  });
  if (asked.length > 0) await announceUserTasks(instance, asked);
  return true;
}
