import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Page } from "@/lib/contracts/endpoint";
import type { ChannelKind, TemplateItem, TemplateVariable } from "@/modules/notification/shared/types";
import { unknownVariables } from "@/modules/notification/shared/template-vars";
import {
  templateParamsSchema,
  templateQuerySchema,
  templateSchema,
} from "@/modules/notification/schemas/notification-module";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, conflict, notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { assertModuleCan } from "@/lib/server/modules/module-scope";
import { sanitizeDescription } from "@/lib/server/rich-text/sanitize-description";
import { parseInput } from "@/lib/server/validation";
import { withEvents } from "@/lib/server/events/commit";
import { creatorOf, moduleEvents, pageOf, pageQuery } from "./common";
import { activeUseCount, assertChangeOfWhatCampaignsUse } from "./privacy";
import { notificationScope, ownerColumns } from "./scope";

const templateSelect = {
  id: true,
  name: true,
  channelKind: true,
  subject: true,
  body: true,
  variables: true,
  createdAt: true,
  updatedAt: true,
  workspaceId: true,
  moduleId: true,
  createdBy: { select: { id: true, name: true } },
  _count: activeUseCount,
} satisfies Prisma.NotificationTemplateSelect;

type TemplateRow = Prisma.NotificationTemplateGetPayload<{ select: typeof templateSelect }>;

export function variablesOf(stored: unknown): TemplateVariable[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry: unknown) =>
    entry && typeof entry === "object" && typeof (entry as TemplateVariable).name === "string"
      ? [{ name: (entry as TemplateVariable).name, sample: String((entry as TemplateVariable).sample ?? "") }]
      : [],
  );
}

function toTemplateItem(row: TemplateRow): TemplateItem {
  return {
    id: row.id,
    name: row.name,
    channelKind: row.channelKind as ChannelKind,
    subject: row.subject,
    body: row.body,
    variables: variablesOf(row.variables),
    inUse: row._count.campaigns > 0,
    createdBy: creatorOf(row.createdBy),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The body as stored: the rich-text allowlist (links, lists, emphasis, headings), nothing else.
 * Variables survive sanitising (they are text); one that the sanitiser would move is refused.
 */
function cleanTemplate(input: ReturnType<typeof templateSchema.parse>) {
  const body = sanitizeDescription(input.body);
  if (!body) throw badRequest("validation.templateBodyRequired");
  if (unknownVariables([input.subject, body], input.variables).length > 0)
    throw badRequest("validation.templateVariableUnknown");
  return {
    name: input.name,
    channelKind: input.channelKind,
    // Only e-mails have a subject; the in-app title and webhook subject fall back to the campaign name.
    subject: input.subject,
    body,
    variables: input.variables as unknown as Prisma.InputJsonArray,
  };
}

export async function findTemplate(moduleId: string, templateId: string): Promise<TemplateRow> {
  const row = await getDb().notificationTemplate.findFirst({
    where: { id: templateId, moduleId },
    select: templateSelect,
  });
  if (!row) throw notFound("errors.templateNotFound");
  return row;
}

/** GET …/templates: newest first, keyset pages, by name and channel kind. */
export async function listTemplates(
  actor: Actor,
  input: { moduleId: unknown; query: unknown },
  locale: Locale,
): Promise<Page<TemplateItem>> {
  const scope = await notificationScope(actor, input.moduleId, locale);
  const query = parseInput(templateQuerySchema, input.query);
  const rows = await getDb().notificationTemplate.findMany({
    ...pageQuery(scope.moduleId, query, [query.channelKind ? { channelKind: query.channelKind } : {}]),
    select: templateSelect,
  });
  return pageOf(rows, toTemplateItem);
}

/** POST …/templates. */
export async function createTemplate(
  actor: Actor,
  input: { moduleId: unknown; body: unknown },
  locale: Locale,
): Promise<TemplateItem> {
  const scope = await notificationScope(actor, input.moduleId, locale);
  assertModuleCan(scope, "add");
  const data = cleanTemplate(parseInput(templateSchema, input.body));
  const row = await withEvents(async (tx, emit) => {
    const created = await tx.notificationTemplate.create({
      data: {
        id: newId(),
        workspaceId: scope.membership.workspaceId,
        ...ownerColumns(scope),
        ...data,
        createdById: actor.userId,
      },
      select: templateSelect,
    });
    emit(
      moduleEvents(created.workspaceId, created.moduleId, actor, [{ entity: "template", id: created.id }]),
    );
    return created;
  });
  return toTemplateItem(row);
}

/**
 * PATCH …/templates/{id}: the whole template again; refused while a campaign is sending it, and to
 * those who may not send while a scheduled campaign uses it.
 */
export async function updateTemplate(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
): Promise<TemplateItem> {
  const params = parseInput(templateParamsSchema, input.params);
  const scope = await notificationScope(actor, params.moduleId, locale);
  assertModuleCan(scope, "edit");
  const data = cleanTemplate(parseInput(templateSchema, input.body));
  const current = await findTemplate(scope.moduleId, params.templateId);
  const row = await withEvents(async (tx, emit) => {
    const updated = await tx.notificationTemplate.update({
      where: { id: current.id },
      data,
      select: templateSelect,
    });
    await assertChangeOfWhatCampaignsUse(tx, scope, { templateId: current.id }, "errors.templateInUse");
    emit(
      moduleEvents(updated.workspaceId, updated.moduleId, actor, [{ entity: "template", id: updated.id }]),
    );
    return updated;
  });
  return toTemplateItem(row);
}

/** DELETE …/templates/{id}: refused while a scheduled, sending or paused campaign uses it. */
export async function deleteTemplate(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
): Promise<{ id: string }> {
  const params = parseInput(templateParamsSchema, input.params);
  const scope = await notificationScope(actor, params.moduleId, locale);
  assertModuleCan(scope, "delete");
  const current = await findTemplate(scope.moduleId, params.templateId);
  const busy = await getDb().notificationCampaign.count({
    where: { templateId: current.id, status: { in: ["scheduled", "sending", "paused"] } },
  });
  if (busy > 0) throw conflict("errors.templateInUse");
  await withEvents(async (tx, emit) => {
    await tx.notificationTemplate.delete({ where: { id: current.id } });
    emit(
      moduleEvents(current.workspaceId, current.moduleId, actor, [
        { entity: "template", id: current.id, deleted: true },
      ]),
    );
  });
  return { id: current.id };
}
