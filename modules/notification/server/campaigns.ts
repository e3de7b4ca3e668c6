import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type {
  CampaignAudience,
  CampaignItem,
  CampaignSchedule,
  CampaignStatus,
  ChannelKind,
  DeliveryItem,
  DeliveryReason,
  DeliveryStatus,
} from "@/modules/notification/shared/types";
import type { Page } from "@/lib/contracts/endpoint";
import { nextRunAfter } from "@/modules/notification/shared/schedule";
import {
  campaignActionSchema,
  campaignParamsSchema,
  campaignQuerySchema,
  createCampaignSchema,
  deliveryQuerySchema,
  updateCampaignSchema,
} from "@/modules/notification/schemas/notification-module";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, conflict, notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { queueCampaignRun } from "@/modules/notification/server/jobs/campaign-send";
import { assertModuleCan, type ModuleScope } from "@/lib/server/modules/module-scope";
import { visibleProjectsWhere } from "@/lib/server/permissions/project-visibility";
import { parseInput } from "@/lib/server/validation";
import {
  afterCursor,
  creatorOf,
  decodeCursor,
  pageOf,
  pageOrder,
  PAGE,
  publishModuleEvents,
  pageQuery,
} from "./common";
import { assertCanSend, notificationScope, ownerColumns } from "./scope";
import { startRun } from "./send";
import { variablesOf } from "./templates";

const campaignSelect = {
  id: true,
  name: true,
  audience: true,
  schedule: true,
  values: true,
  status: true,
  nextRunAt: true,
  runs: true,
  queuedCount: true,
  sentCount: true,
  failedCount: true,
  revision: true,
  lastRunAt: true,
  createdAt: true,
  workspaceId: true,
  moduleId: true,
  templateId: true,
  channelId: true,
  template: { select: { id: true, name: true, channelKind: true, variables: true } },
  channel: { select: { id: true, name: true, kind: true, enabled: true } },
  createdBy: { select: { id: true, name: true } },
} satisfies Prisma.NotificationCampaignSelect;

type CampaignRow = Prisma.NotificationCampaignGetPayload<{ select: typeof campaignSelect }>;

async function projectNames(rows: readonly CampaignRow[]): Promise<Map<string, string>> {
  const ids = [
    ...new Set(
      rows.flatMap((row) => {
        const audience = row.audience as CampaignAudience;
        return audience.kind === "project" ? [audience.projectId] : [];
      }),
    ),
  ];
  if (ids.length === 0) return new Map();
  const projects = await getDb().project.findMany({
    where: { id: { in: ids } },
    select: { id: true, name: true },
  });
  return new Map(projects.map((project) => [project.id, project.name]));
}

function toCampaignItem(row: CampaignRow, names: Map<string, string>): CampaignItem {
  const audience = row.audience as CampaignAudience;
  return {
    id: row.id,
    name: row.name,
    template: row.template && { id: row.template.id, name: row.template.name },
    channel: row.channel && {
      id: row.channel.id,
      name: row.channel.name,
      kind: row.channel.kind as ChannelKind,
    },
    audience,
    audienceProjectName: audience.kind === "project" ? (names.get(audience.projectId) ?? null) : null,
    schedule: row.schedule as CampaignSchedule,
    values: (row.values ?? {}) as Record<string, string>,
    status: row.status as CampaignStatus,
    nextRunAt: row.nextRunAt?.toISOString() ?? null,
    runs: row.runs,
    totals: { queued: row.queuedCount, sent: row.sentCount, failed: row.failedCount },
    revision: row.revision,
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    createdBy: creatorOf(row.createdBy),
    createdAt: row.createdAt.toISOString(),
  };
}

async function itemOf(row: CampaignRow): Promise<CampaignItem> {
  return toCampaignItem(row, await projectNames([row]));
}

async function findCampaign(moduleId: string, campaignId: string): Promise<CampaignRow> {
  const row = await getDb().notificationCampaign.findFirst({
    where: { id: campaignId, moduleId },
    select: campaignSelect,
  });
  if (!row) throw notFound("errors.campaignNotFound");
  return row;
}

/** The template and channel must be this module's; an audience project must be one the actor sees. */
async function checkReferences(
  scope: ModuleScope,
  input: { templateId?: string; channelId?: string; audience?: CampaignAudience },
): Promise<void> {
  const db = getDb();
  const [template, channel] = await Promise.all([
    input.templateId
      ? db.notificationTemplate.findFirst({
          where: { id: input.templateId, moduleId: scope.moduleId },
          select: { id: true },
        })
      : true,
    input.channelId
      ? db.notificationChannel.findFirst({
          where: { id: input.channelId, moduleId: scope.moduleId },
          select: { id: true },
        })
      : true,
  ]);
  if (!template) throw notFound("errors.templateNotFound");
  if (!channel) throw notFound("errors.channelNotFound");
  if (input.audience?.kind === "project") {
    const project = await db.project.findFirst({
      where: { AND: [{ id: input.audience.projectId }, visibleProjectsWhere(scope.membership)] },
      select: { id: true },
    });
    if (!project) throw notFound("errors.audienceProjectNotFound");
  }
}

/** GET …/campaigns: newest first, keyset pages, by name and status. */
export async function listCampaigns(
  actor: Actor,
  input: { moduleId: unknown; query: unknown },
  locale: Locale,
): Promise<Page<CampaignItem>> {
  const scope = await notificationScope(actor, input.moduleId, locale);
  const query = parseInput(campaignQuerySchema, input.query);
  const rows = await getDb().notificationCampaign.findMany({
    ...pageQuery(scope.moduleId, query, [query.status ? { status: query.status } : {}]),
    select: campaignSelect,
  });
  const names = await projectNames(rows);
  return pageOf(rows, (row) => toCampaignItem(row, names));
}

export async function getCampaign(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
): Promise<CampaignItem> {
  const params = parseInput(campaignParamsSchema, input.params);
  const scope = await notificationScope(actor, params.moduleId, locale);
  return itemOf(await findCampaign(scope.moduleId, params.campaignId));
}

/** POST …/campaigns: a draft. */
export async function createCampaign(
  actor: Actor,
  input: { moduleId: unknown; body: unknown },
  locale: Locale,
): Promise<CampaignItem> {
  const scope = await notificationScope(actor, input.moduleId, locale);
  assertModuleCan(scope, "add");
  const body = parseInput(createCampaignSchema, input.body);
  await checkReferences(scope, body);
  const row = await getDb().notificationCampaign.create({
    data: {
      id: newId(),
      workspaceId: scope.membership.workspaceId,
      ...ownerColumns(scope),
      name: body.name,
      templateId: body.templateId,
      channelId: body.channelId,
      audience: body.audience as Prisma.InputJsonObject,
      schedule: body.schedule as Prisma.InputJsonObject,
      values: body.values,
      createdById: actor.userId,
    },
    select: campaignSelect,
  });
  publishModuleEvents(row.workspaceId, row.moduleId, actor, [
    { entity: "campaign", id: row.id, status: "draft" },
  ]);
  return itemOf(row);
}

/** PATCH …/campaigns/{id}: a draft, or a scheduled campaign (its next run follows the new schedule). */
export async function updateCampaign(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
): Promise<CampaignItem> {
  const params = parseInput(campaignParamsSchema, input.params);
  const scope = await notificationScope(actor, params.moduleId, locale);
  assertModuleCan(scope, "edit");
  const body = parseInput(updateCampaignSchema, input.body);
  const current = await findCampaign(scope.moduleId, params.campaignId);
  if (current.status !== "draft" && current.status !== "scheduled")
    throw conflict("errors.campaignNotEditable");
  await checkReferences(scope, body);
  let nextRunAt: Date | null | undefined;
  if (current.status === "scheduled" && body.schedule) {
    nextRunAt = nextRunAfter(body.schedule, new Date());
    if (!nextRunAt) throw badRequest("errors.scheduleInPast");
  }
  const changed = await getDb().notificationCampaign.updateMany({
    where: { id: current.id, status: current.status },
    data: {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.templateId !== undefined ? { templateId: body.templateId } : {}),
      ...(body.channelId !== undefined ? { channelId: body.channelId } : {}),
      ...(body.audience !== undefined ? { audience: body.audience as Prisma.InputJsonObject } : {}),
      ...(body.schedule !== undefined ? { schedule: body.schedule as Prisma.InputJsonObject } : {}),
      ...(body.values !== undefined ? { values: body.values } : {}),
      ...(nextRunAt !== undefined ? { nextRunAt } : {}),
    },
  });
  if (changed.count === 0) throw conflict("errors.campaignNotEditable");
  const row = await findCampaign(scope.moduleId, current.id);
  publishModuleEvents(row.workspaceId, row.moduleId, actor, [{ entity: "campaign", id: row.id }]);
  return itemOf(row);
}

/** DELETE …/campaigns/{id}: not while it is sending or paused (cancel it first). */
export async function deleteCampaign(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
): Promise<{ id: string }> {
  const params = parseInput(campaignParamsSchema, input.params);
  const scope = await notificationScope(actor, params.moduleId, locale);
  assertModuleCan(scope, "delete");
  const current = await findCampaign(scope.moduleId, params.campaignId);
  const deleted = await getDb().notificationCampaign.deleteMany({
    where: { id: current.id, status: { notIn: ["sending", "paused"] } },
  });
  if (deleted.count === 0) throw conflict("errors.campaignActionInvalid");
  publishModuleEvents(current.workspaceId, current.moduleId, actor, [
    { entity: "campaign", id: current.id, deleted: true },
  ]);
  return { id: current.id };
}

/** What a send needs: a template and an enabled channel of its kind, every custom variable valued. */
function assertSendable(row: CampaignRow): void {
  if (!row.template) throw badRequest("validation.campaignTemplateRequired");
  if (!row.channel) throw badRequest("validation.campaignChannelRequired");
  if (!row.channel.enabled) throw badRequest("errors.channelDisabled");
  if (row.template.channelKind !== row.channel.kind) throw badRequest("errors.templateChannelMismatch");
  const values = (row.values ?? {}) as Record<string, string>;
  if (variablesOf(row.template.variables).some((variable) => !values[variable.name]?.trim()))
    throw badRequest("errors.campaignValuesMissing");
}

/**
 * POST …/campaigns/{id}/state {action}: send (a draft or a completed campaign: now, or scheduled for
 * its time), pause and resume a run, cancel (what is still queued fails as "cancelled"). Sending needs
 * administration of the module or its project.
 */
export async function campaignAction(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
): Promise<CampaignItem> {
  const params = parseInput(campaignParamsSchema, input.params);
  const scope = await notificationScope(actor, params.moduleId, locale);
  assertCanSend(scope);
  const { action } = parseInput(campaignActionSchema, input.body);
  const current = await findCampaign(scope.moduleId, params.campaignId);
  const db = getDb();
  const invalid = () => conflict("errors.campaignActionInvalid");
  let queueRun: number | null = null;

  if (action === "send") {
    if (current.status !== "draft" && current.status !== "completed") throw invalid();
    assertSendable(current);
    const schedule = current.schedule as CampaignSchedule;
    if (schedule.kind === "now") {
      queueRun = await startRun(current.id, [current.status]);
      if (queueRun === null) throw invalid();
    } else {
      const next = nextRunAfter(schedule, new Date());
      if (!next) throw badRequest("errors.scheduleInPast");
      const changed = await db.notificationCampaign.updateMany({
        where: { id: current.id, status: current.status },
        data: { status: "scheduled", nextRunAt: next },
      });
      if (changed.count === 0) throw invalid();
    }
  } else if (action === "pause") {
    const changed = await db.notificationCampaign.updateMany({
      where: { id: current.id, status: "sending" },
      data: { status: "paused" },
    });
    if (changed.count === 0) throw invalid();
  } else if (action === "resume") {
    const changed = await db.notificationCampaign.updateMany({
      where: { id: current.id, status: "paused" },
      data: { status: "sending" },
    });
    if (changed.count === 0) throw invalid();
    queueRun = current.runs;
  } else {
    await db.$transaction(async (tx) => {
      const changed = await tx.notificationCampaign.updateMany({
        where: { id: current.id, status: { in: ["scheduled", "sending", "paused"] } },
        data: { status: "cancelled", nextRunAt: null },
      });
      if (changed.count === 0) throw invalid();
      // What a batch holds now is delivered by it; everything still queued fails as cancelled.
      const cancelled =
        await tx.$executeRaw`UPDATE "CampaignDelivery" SET "status" = 'failed', "reason" = 'cancelled'
                                              WHERE "campaignId" = ${current.id} AND "run" = ${current.runs} AND "status" = 'queued'`;
      await tx.$executeRaw`UPDATE "NotificationCampaign"
                              SET "queuedCount" = GREATEST("queuedCount" - ${cancelled}, 0), "failedCount" = "failedCount" + ${cancelled}
                            WHERE "id" = ${current.id}`;
    });
  }

  const row = await findCampaign(scope.moduleId, current.id);
  publishModuleEvents(row.workspaceId, row.moduleId, actor, [
    {
      entity: "campaign",
      id: row.id,
      status: row.status as CampaignStatus,
      totals: { queued: row.queuedCount, sent: row.sentCount, failed: row.failedCount },
      revision: row.revision,
    },
  ]);
  if (queueRun !== null) {
    await queueCampaignRun(row.id, queueRun);
    return itemOf(await findCampaign(scope.moduleId, current.id));
  }
  return itemOf(row);
}

/** GET …/campaigns/{id}/deliveries: the latest run's recipients, keyset pages, by status. */
export async function listDeliveries(
  actor: Actor,
  input: { params: unknown; query: unknown },
  locale: Locale,
): Promise<Page<DeliveryItem>> {
  const params = parseInput(campaignParamsSchema, input.params);
  const scope = await notificationScope(actor, params.moduleId, locale);
  const query = parseInput(deliveryQuerySchema, input.query);
  const campaign = await findCampaign(scope.moduleId, params.campaignId);
  const rows = await getDb().campaignDelivery.findMany({
    where: {
      AND: [
        { campaignId: campaign.id, run: campaign.runs },
        query.status ? { status: query.status } : {},
        afterCursor(decodeCursor(query.cursor)),
      ],
    },
    orderBy: pageOrder,
    take: PAGE + 1,
    select: {
      id: true,
      email: true,
      name: true,
      status: true,
      reason: true,
      error: true,
      sentAt: true,
      createdAt: true,
    },
  });
  return pageOf(rows, (row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    status: row.status as DeliveryStatus,
    reason: row.reason as DeliveryReason | null,
    error: row.error,
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}
