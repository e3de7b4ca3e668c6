import "server-only";
import type { Page } from "@/lib/contracts/endpoint";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import { afterKeyset, encodeKeyset } from "@/lib/server/api/keyset";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import {
  assertModuleCan,
  moduleScope,
  ownerColumns,
  type ModuleScope,
} from "@/lib/server/modules/module-scope";
import { parseInput } from "@/lib/server/validation";
import {
  createProcessSchema,
  processListQuerySchema,
  moduleParamsSchema,
  processParamsSchema,
  updateProcessSchema,
  versionParamsSchema,
} from "../schemas/processes";
import { defaultProcessSource } from "../shared/bpmn";
import { type Rule, ruleToBpmn } from "../shared/rule";
import type { BpmnProcess, ProcessSummary } from "../shared/types";
import { actionRegistry } from "./actions/registry";
import { compileProcess } from "./engine/compile";
import { messageNames, triggerNames } from "./triggers";
import { nextOccurrence, scheduleProblem } from "./triggers/schedule";

/** A basic automation made without a rule: a manual run that sets a variable, as the default source. */
const DEFAULT_RULE: Rule = {
  trigger: { name: "manual", config: {} },
  match: "all",
  conditions: [],
  actions: [{ name: "variables.set", config: { values: { started: true } } }],
};

export const WORKFLOW_AUTOMATION_TAG = "WorkflowAutomation" as const;
export const PROCESSES_PAGE = 50;

/** The gate for a workflow automation module, by the spec's `dashboardId` (404 / 403 as every module's). */
export function automationScope(actor: Actor, dashboardId: unknown, locale: Locale): Promise<ModuleScope> {
  return moduleScope(actor, dashboardId, WORKFLOW_AUTOMATION_TAG, locale);
}

const summarySelect = {
  id: true,
  moduleId: true,
  name: true,
  level: true,
  version: true,
  enabled: true,
  pausedReason: true,
  createdAt: true,
  updatedAt: true,
  owner: { select: { id: true, name: true, email: true } },
} satisfies Prisma.AutomationProcessSelect;
type SummaryRow = Prisma.AutomationProcessGetPayload<{ select: typeof summarySelect }>;

function summaryOf(row: SummaryRow): ProcessSummary {
  return {
    id: row.id,
    resourceName: row.name,
    level: row.level === "basic" ? "basic" : "advanced",
    version: row.version,
    enabled: row.enabled,
    pausedReason: row.pausedReason,
    owner: { id: row.owner.id, name: row.owner.name || row.owner.email },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function processOf(scope: ModuleScope, row: SummaryRow & { source: string; rule: unknown }): BpmnProcess {
  return {
    ...summaryOf(row),
    source: row.source,
    // The basic level's rule (shared/rule.ts) as saved; null for a process edited as BPMN.
    rule: (row.rule ?? null) as BpmnProcess["rule"],
    rights: { edit: scope.access.edit, delete: scope.access.delete },
  };
}

/** A process of the module the gate let through; one of another module or workspace is not found. */
export async function processScope(actor: Actor, rawParams: unknown, locale: Locale) {
  const params = parseInput(processParamsSchema, rawParams);
  const scope = await automationScope(actor, params.dashboardId, locale);
  const row = await getDb().automationProcess.findFirst({
    where: { id: params.id, moduleId: scope.moduleId },
    select: { ...summarySelect, source: true, rule: true, workspaceId: true },
  });
  if (!row) throw notFound("errors.automationNotFound");
  return { scope, row };
}

/** The list's states as conditions: on runs (deployed and enabled), paused is off after failures. */
const STATE_WHERE = {
  on: { version: { gt: 0 }, enabled: true },
  off: { version: { gt: 0 }, enabled: false, pausedReason: null },
  paused: { version: { gt: 0 }, enabled: false, pausedReason: { not: null } },
  draft: { version: 0 },
} satisfies Record<string, Prisma.AutomationProcessWhereInput>;

/**
 * GET /dashboard/{dashboardId}/automation/bpmnProcess: the module's automations, last changed first,
 * narrowed by a name (`q`, any part, any case) and a state.
 */
export async function listProcesses(
  actor: Actor,
  input: { params: unknown; query: unknown },
  locale: Locale,
): Promise<Page<ProcessSummary>> {
  const params = parseInput(moduleParamsSchema, input.params);
  const query = parseInput(processListQuerySchema, input.query);
  const scope = await automationScope(actor, params.dashboardId, locale);
  const rows = await getDb().automationProcess.findMany({
    where: {
      moduleId: scope.moduleId,
      ...(query.q && { name: { contains: query.q, mode: "insensitive" } }),
      ...(query.state && STATE_WHERE[query.state]),
      ...afterKeyset("updatedAt", query.cursor),
    },
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    take: PROCESSES_PAGE + 1,
    select: summarySelect,
  });
  const page = rows.slice(0, PROCESSES_PAGE);
  const last = page.at(-1);
  return {
    data: page.map(summaryOf),
    nextCursor: rows.length > PROCESSES_PAGE && last ? encodeKeyset(last.updatedAt, last.id) : null,
  };
}

/** POST …/bpmnProcess: a new automation with the given source or the spec's default; its creator owns it. */
export async function createProcess(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
): Promise<BpmnProcess> {
  const params = parseInput(moduleParamsSchema, input.params);
  const body = parseInput(createProcessSchema, input.body);
  if (body.rule && body.source) throw badRequest("validation.automationRuleOrSource");
  const scope = await automationScope(actor, params.dashboardId, locale);
  assertModuleCan(scope, "add");
  // A basic automation is its rule (the one given, else a manual run setting a variable); an
  // advanced one its source (the given one, else the spec's default).
  const rule = body.rule ?? (body.level === "basic" && !body.source ? DEFAULT_RULE : null);
  const row = await getDb().automationProcess.create({
    data: {
      id: newId(),
      workspaceId: scope.membership.workspaceId,
      ...ownerColumns(scope),
      name: body.resourceName,
      level: rule ? "basic" : body.level,
      source: rule
        ? ruleToBpmn(rule, body.resourceName)
        : (body.source ?? defaultProcessSource(body.resourceName)),
      ...(rule && { rule: rule as Prisma.InputJsonValue }),
      ownerId: actor.userId,
    },
    select: { ...summarySelect, source: true, rule: true },
  });
  return processOf(scope, row);
}

/** GET …/bpmnProcess/{id}/versions/{version}: a deployed version's source (404 for one never deployed). */
export async function getProcessVersion(
  actor: Actor,
  rawParams: unknown,
  locale: Locale,
): Promise<{ version: number; source: string; createdAt: string }> {
  const params = parseInput(versionParamsSchema, rawParams);
  const { row } = await processScope(actor, { dashboardId: params.dashboardId, id: params.id }, locale);
  const version = await getDb().automationProcessVersion.findUnique({
    where: { processId_version: { processId: row.id, version: params.version } },
    select: { version: true, source: true, createdAt: true },
  });
  if (!version) throw notFound("errors.automationVersionNotFound");
  return { version: version.version, source: version.source, createdAt: version.createdAt.toISOString() };
}

/** GET …/bpmnProcess/{id}: an automation with its draft source. */
export async function getProcess(actor: Actor, params: unknown, locale: Locale): Promise<BpmnProcess> {
  const { scope, row } = await processScope(actor, params, locale);
  return processOf(scope, row);
}

/** PATCH …/bpmnProcess/{id}: rename (the spec's resourceName), save the draft, turn on or off. */
export async function updateProcess(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
): Promise<BpmnProcess> {
  const body = parseInput(updateProcessSchema, input.body);
  if (body.rule && body.source) throw badRequest("validation.automationRuleOrSource");
  const { scope, row } = await processScope(actor, input.params, locale);
  assertModuleCan(scope, "edit");
  const updated = await getDb().automationProcess.update({
    where: { id: row.id },
    data: {
      ...(body.resourceName !== undefined && { name: body.resourceName }),
      // A rule makes the draft; a draft saved as BPMN is no longer the rule's.
      ...(body.rule !== undefined && {
        rule: body.rule as Prisma.InputJsonValue,
        source: ruleToBpmn(body.rule, body.resourceName ?? row.name),
      }),
      ...(body.source !== undefined && { source: body.source, rule: Prisma.DbNull }),
      ...(body.enabled !== undefined && {
        enabled: body.enabled,
        ...(body.enabled && { pausedReason: null, failureStreak: 0 }),
      }),
    },
    select: { ...summarySelect, source: true, rule: true },
  });
  return processOf(scope, updated);
}

/** DELETE …/bpmnProcess/{id}: the automation, its versions and every run of it. */
export async function deleteProcess(actor: Actor, params: unknown, locale: Locale): Promise<{ id: string }> {
  const { scope, row } = await processScope(actor, params, locale);
  assertModuleCan(scope, "delete");
  await getDb().automationProcess.delete({ where: { id: row.id } });
  return { id: row.id };
}

/**
 * POST …/bpmnProcess/{id}/deploy: checks the draft against what the engine runs and makes it the
 * next version (instances already running keep theirs); its start events become its triggers.
 * A draft that does not pass answers 400 with each issue and the element at fault.
 */
export async function deployProcess(
  actor: Actor,
  params: unknown,
  locale: Locale,
): Promise<{ version: number; process: BpmnProcess }> {
  const { scope, row } = await processScope(actor, params, locale);
  assertModuleCan(scope, "edit");
  const result = await compileProcess(row.source, {
    triggers: triggerNames(),
    messages: messageNames(),
    actions: new Set(actionRegistry().keys()),
    checkStart: (trigger, config) => (trigger === "schedule" ? scheduleProblem(config) : null),
  });
  if (!result.ok) throw badRequest("errors.automationNotRunnable", { issues: result.issues });
  const compiled = result.compiled;
  const deployed = await getDb().$transaction(async (tx) => {
    // Numbered under the process row's lock: two deploys at once get two versions.
    const next = await tx.automationProcess.update({
      where: { id: row.id },
      data: { version: { increment: 1 } },
      select: { version: true },
    });
    await tx.automationProcessVersion.create({
      data: {
        id: newId(),
        processId: row.id,
        workspaceId: row.workspaceId,
        version: next.version,
        source: row.source,
        compiled: compiled as unknown as Prisma.InputJsonValue,
        createdById: actor.userId,
      },
    });
    // One row per start event, kept across deploys by its element id (an incoming webhook's URL and
    // token stay); a schedule's next run is computed from now.
    await tx.automationTrigger.deleteMany({
      where: { processId: row.id, elementId: { notIn: compiled.starts.map((start) => start.elementId) } },
    });
    const now = new Date();
    for (const start of compiled.starts) {
      const data = {
        kind: start.trigger,
        config: start.config as Prisma.InputJsonValue,
        nextRunAt: start.trigger === "schedule" ? nextOccurrence(start.config, now) : null,
      };
      await tx.automationTrigger.upsert({
        where: { processId_elementId: { processId: row.id, elementId: start.elementId } },
        create: {
          id: newId(),
          workspaceId: row.workspaceId,
          processId: row.id,
          elementId: start.elementId,
          ...data,
        },
        update: { ...data, ...(start.trigger !== "webhook" && { tokenHash: null }) },
      });
    }
    return tx.automationProcess.findUniqueOrThrow({
      where: { id: row.id },
      select: { ...summarySelect, source: true, rule: true },
    });
  });
  return { version: deployed.version, process: processOf(scope, deployed) };
}
