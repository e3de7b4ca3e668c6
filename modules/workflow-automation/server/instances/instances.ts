import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import { afterKeyset, encodeKeyset } from "@/lib/server/api/keyset";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { conflict, forbidden, notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { assertModuleCan } from "@/lib/server/modules/module-scope";
import { parseInput } from "@/lib/server/validation";
import {
  decideSchema,
  instanceParamsSchema,
  listQuerySchema,
  processInstancesParamsSchema,
  startSchema,
  userTaskParamsSchema,
} from "../../schemas/processes";
import type { ProcessInstance, ProcessInstanceDetail } from "../../shared/types";
import { scheduleAdvance } from "../jobs/automation-jobs";
import { automationScope, processScope } from "../processes";

export const INSTANCES_PAGE = 50;

const instanceSelect = {
  id: true,
  processId: true,
  version: true,
  status: true,
  startedAt: true,
  updatedAt: true,
  endedAt: true,
  waiting: true,
  error: true,
  failedElementId: true,
} satisfies Prisma.AutomationInstanceSelect;
type InstanceRow = Prisma.AutomationInstanceGetPayload<{ select: typeof instanceSelect }>;

function instanceOf(row: InstanceRow): ProcessInstance {
  const waiting = Array.isArray(row.waiting) ? (row.waiting as ProcessInstance["waiting"]) : [];
  return {
    id: row.id,
    bpmnProcessId: row.processId,
    version: row.version,
    status: row.status as ProcessInstance["status"],
    createdAt: row.startedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    process: { id: row.processId },
    waiting: waiting.map(({ type, elementId, dueAt, message }) => ({
      type,
      elementId,
      ...(dueAt && { dueAt }),
      ...(message && { message }),
    })),
    error: row.error,
    failedElementId: row.failedElementId,
  };
}

/**
 * POST …/bpmnProcess/{id}/start: a manual run of the deployed version with the given variables, as
 * the automation's owner. The caller's `requestId` makes a retried call the same run.
 */
export async function startProcess(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
): Promise<ProcessInstance> {
  const body = parseInput(startSchema, input.body);
  const { scope, row } = await processScope(actor, input.params, locale);
  assertModuleCan(scope, "edit");
  const db = getDb();
  const version = await db.automationProcessVersion.findUnique({
    where: { processId_version: { processId: row.id, version: row.version } },
    select: { id: true, version: true },
  });
  if (!version) throw conflict("errors.automationNotDeployed");
  const manual = await db.automationTrigger.findFirst({
    where: { processId: row.id, kind: "manual" },
    select: { id: true },
  });
  if (!manual) throw conflict("errors.automationNotManual");
  if (!row.enabled) throw conflict("errors.automationPaused");
  const startKey = `manual:${actor.userId}:${body.requestId ?? newId()}`;
  await db.automationInstance.createMany({
    data: [
      {
        id: newId(),
        workspaceId: row.workspaceId,
        processId: row.id,
        versionId: version.id,
        version: version.version,
        startKey,
        variables: body.variables as Prisma.InputJsonValue,
      },
    ],
    skipDuplicates: true,
  });
  const instance = await db.automationInstance.findUniqueOrThrow({
    where: { processId_startKey: { processId: row.id, startKey } },
    select: instanceSelect,
  });
  if (instance.status === "created") await scheduleAdvance(instance.id);
  const now = await db.automationInstance.findUniqueOrThrow({
    where: { id: instance.id },
    select: instanceSelect,
  });
  return instanceOf(now);
}

/** GET /dashboard/{dashboardId}/automation/processInstance/process/{processId}: its runs, newest first. */
export async function listInstances(
  actor: Actor,
  input: { params: unknown; query: unknown },
  locale: Locale,
): Promise<{ data: ProcessInstance[]; nextCursor: string | null }> {
  const params = parseInput(processInstancesParamsSchema, input.params);
  const query = parseInput(listQuerySchema, input.query);
  await processScope(actor, { dashboardId: params.dashboardId, id: params.processId }, locale);
  const rows = await getDb().automationInstance.findMany({
    where: { processId: params.processId, ...afterKeyset("startedAt", query.cursor) },
    orderBy: [{ startedAt: "desc" }, { id: "desc" }],
    take: INSTANCES_PAGE + 1,
    select: instanceSelect,
  });
  const page = rows.slice(0, INSTANCES_PAGE);
  const last = page.at(-1);
  return {
    data: page.map(instanceOf),
    nextCursor: rows.length > INSTANCES_PAGE && last ? encodeKeyset(last.startedAt, last.id) : null,
  };
}

/** An instance of an automation of the module; one of another module or workspace is not found. */
async function instanceScope(actor: Actor, rawParams: unknown, locale: Locale) {
  const params = parseInput(instanceParamsSchema, rawParams);
  const scope = await automationScope(actor, params.dashboardId, locale);
  const row = await getDb().automationInstance.findFirst({
    where: { id: params.instanceId, process: { moduleId: scope.moduleId } },
    select: { ...instanceSelect, variables: true },
  });
  if (!row) throw notFound("errors.automationInstanceNotFound");
  return { scope, row };
}

/** GET …/processInstance/{instanceId}: a run with its variables, its steps in order and its user tasks. */
export async function getInstance(
  actor: Actor,
  params: unknown,
  locale: Locale,
): Promise<ProcessInstanceDetail> {
  const { row } = await instanceScope(actor, params, locale);
  const db = getDb();
  const [steps, userTasks] = await Promise.all([
    db.automationStep.findMany({
      where: { instanceId: row.id },
      orderBy: [{ startedAt: "asc" }, { id: "asc" }],
    }),
    db.automationUserTask.findMany({ where: { instanceId: row.id }, orderBy: { createdAt: "asc" } }),
  ]);
  return {
    ...instanceOf(row),
    variables: (row.variables ?? {}) as Record<string, unknown>,
    steps: steps.map((step) => ({
      id: step.id,
      elementId: step.elementId,
      elementType: step.elementType,
      name: step.name,
      status: step.status as ProcessInstanceDetail["steps"][number]["status"],
      startedAt: step.startedAt.toISOString(),
      endedAt: step.endedAt?.toISOString() ?? null,
      error: step.error,
      output: step.output ?? null,
    })),
    userTasks: userTasks.map((task) => ({
      id: task.id,
      elementId: task.elementId,
      title: task.title,
      assigneeId: task.assigneeId,
      status: task.status as ProcessInstanceDetail["userTasks"][number]["status"],
      decidedAt: task.decidedAt?.toISOString() ?? null,
    })),
  };
}

/** POST …/processInstance/{instanceId}/retry: a failed run goes on from its failed step. */
export async function retryInstance(
  actor: Actor,
  params: unknown,
  locale: Locale,
): Promise<ProcessInstanceDetail> {
  const { scope, row } = await instanceScope(actor, params, locale);
  assertModuleCan(scope, "edit");
  const retried = await getDb().automationInstance.updateMany({
    where: { id: row.id, status: "failed" },
    data: { status: "processing", error: null, failedElementId: null, endedAt: null },
  });
  if (retried.count === 0) throw conflict("errors.automationInstanceNotFailed");
  await scheduleAdvance(row.id);
  return getInstance(actor, params, locale);
}

/**
 * POST …/processInstance/{instanceId}/cancel: a run still going stops; its timers, user tasks and the
 * messages it waits for with it.
 */
export async function cancelInstance(
  actor: Actor,
  params: unknown,
  locale: Locale,
): Promise<ProcessInstanceDetail> {
  const { scope, row } = await instanceScope(actor, params, locale);
  assertModuleCan(scope, "edit");
  const db = getDb();
  await db.$transaction(async (tx) => {
    const cancelled = await tx.automationInstance.updateMany({
      where: { id: row.id, status: { in: ["created", "processing"] } },
      data: { status: "cancelled", endedAt: new Date(), waiting: [], lockedUntil: null },
    });
    if (cancelled.count === 0) throw conflict("errors.automationInstanceEnded");
    await tx.automationTimer.deleteMany({ where: { instanceId: row.id } });
    await tx.automationMessageWait.deleteMany({ where: { instanceId: row.id } });
    await tx.automationUserTask.updateMany({
      where: { instanceId: row.id, status: "open" },
      data: { status: "cancelled" },
    });
  });
  return getInstance(actor, params, locale);
}

/**
 * POST /dashboard/{dashboardId}/automation/userTask/{taskId}/decision: its assignee (or, when it has
 * none, whoever may edit the module) approves or rejects; the run goes on with the decision.
 */
export async function decideUserTask(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
): Promise<{ id: string; status: "approved" | "rejected" }> {
  const params = parseInput(userTaskParamsSchema, input.params);
  const body = parseInput(decideSchema, input.body);
  const scope = await automationScope(actor, params.dashboardId, locale);
  const db = getDb();
  const task = await db.automationUserTask.findFirst({
    where: { id: params.taskId, instance: { process: { moduleId: scope.moduleId } } },
    select: { id: true, instanceId: true, assigneeId: true },
  });
  if (!task) throw notFound("errors.automationTaskNotFound");
  if (task.assigneeId ? task.assigneeId !== actor.userId : !scope.access.edit) throw forbidden();
  const decided = await db.automationUserTask.updateMany({
    where: { id: task.id, status: "open" },
    data: { status: body.decision, decidedById: actor.userId, decidedAt: new Date() },
  });
  if (decided.count === 0) throw conflict("errors.automationTaskDecided");
  await scheduleAdvance(task.instanceId);
  return { id: task.id, status: body.decision };
}
