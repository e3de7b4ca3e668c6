import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { WORKSPACE_WEBHOOKS_MAX } from "@/lib/webhooks/catalog";
import type { WorkspaceWebhook, WorkspaceWebhookWithSecret } from "@/lib/webhooks/workspace-types";
import { webhookUrlSchema } from "@/lib/schemas/webhooks";
import {
  createWorkspaceWebhookSchema,
  updateWorkspaceWebhookSchema,
  workspaceWebhookParamsSchema,
} from "@/lib/schemas/workspace-webhooks";
import { changedFields, recordAudit } from "@/lib/server/audit/record";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, conflict, forbidden, notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { displayModuleName } from "@/lib/server/modules/module-names";
import { atLeast } from "@/lib/server/permissions/roles";
import { activeMembership, type Membership } from "@/lib/server/permissions/workspace-member";
import { parseInput } from "@/lib/server/validation";
import { subscriptionSecret } from "@/lib/server/webhooks/subscriptions";
import { webhookUrlAllowed } from "@/lib/server/webhooks/webhook";
import {
  toWebhooks,
  webhookSelect,
  WORKSPACE_WEBHOOK_KIND,
  WORKSPACE_WEBHOOK_SECRET,
  type WebhookRow,
} from "./subscriptions";

// The workspace's webhooks (issue 39, /api/v1/webhooks): set up by its owners and admins, each a URL
// subscribed to chosen events (lib/webhooks/catalog.ts), optionally limited to projects or modules.
// What they hear is chosen by the outbox's subscriber (subscriber.ts); sending, retries, the circuit
// breaker and turning a failing one off are the one webhook service's.

/** What the audit log records of a webhook (never its secret). */
function audited(row: WebhookRow) {
  return {
    url: row.url,
    description: row.description,
    enabled: row.enabled,
    eventTypes: row.eventTypes,
    projectIds: row.projectIds,
    moduleIds: row.moduleIds,
  };
}

function canManage(membership: Membership): boolean {
  return membership.isOwner || atLeast(membership.role, "admin");
}

export async function adminMembership(actor: Actor): Promise<Membership> {
  const membership = await activeMembership(actor);
  if (!canManage(membership)) throw forbidden("errors.webhooksAdminOnly");
  return membership;
}

/** Whether the actor may manage the active workspace's webhooks (the settings page asks). */
export async function mayManageWebhooks(actor: Actor): Promise<boolean> {
  return canManage(await activeMembership(actor));
}

export async function findRow(membership: Membership, rawParams: unknown): Promise<WebhookRow> {
  const { webhookId } = parseInput(workspaceWebhookParamsSchema, rawParams);
  const row = await getDb().webhookSubscription.findFirst({
    where: { id: webhookId, workspaceId: membership.workspaceId, kind: WORKSPACE_WEBHOOK_KIND },
    select: webhookSelect,
  });
  if (!row) throw notFound("errors.webhookNotFound");
  return row;
}

async function checkedUrl(raw: string): Promise<string> {
  const url = parseInput(webhookUrlSchema, raw);
  if (!webhookUrlAllowed(url)) throw badRequest("errors.webhookAddressRefused");
  return url;
}

/** The limits as stored (null: none), each id checked to be a project / module the admin sees. */
async function checkedLimits(
  membership: Membership,
  projectIds: readonly string[] | null | undefined,
  moduleIds: readonly string[] | null | undefined,
): Promise<{ projectIds?: string[]; moduleIds?: string[] }> {
  const out: { projectIds?: string[]; moduleIds?: string[] } = {};
  const db = getDb();
  if (projectIds !== undefined) {
    const ids = [...new Set(projectIds ?? [])];
    if (ids.length) {
      const rows = await db.$queryRaw<{ id: string }[]>`
        SELECT vp."id" FROM suite_visible_projects(${membership.userId}, ${membership.workspaceId}) vp
         WHERE vp."id" = ANY(${ids})`;
      if (rows.length !== ids.length) throw notFound("errors.projectNotFound");
    }
    out.projectIds = ids;
  }
  if (moduleIds !== undefined) {
    const ids = [...new Set(moduleIds ?? [])];
    if (ids.length) {
      const rows = await db.$queryRaw<{ id: string }[]>`
        SELECT vm."id" FROM suite_visible_modules(${membership.userId}, ${membership.workspaceId}) vm
         WHERE vm."id" = ANY(${ids}) AND vm."readable"`;
      if (rows.length !== ids.length) throw notFound("errors.moduleNotFound");
    }
    out.moduleIds = ids;
  }
  return out;
}

export async function listWorkspaceWebhooks(
  actor: Actor,
  locale: Locale = "en",
): Promise<{ data: WorkspaceWebhook[] }> {
  const membership = await adminMembership(actor);
  const rows = await getDb().webhookSubscription.findMany({
    where: { workspaceId: membership.workspaceId, kind: WORKSPACE_WEBHOOK_KIND },
    select: webhookSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: WORKSPACE_WEBHOOKS_MAX,
  });
  return { data: await toWebhooks(membership.workspaceId, rows, locale) };
}

export async function getWorkspaceWebhook(
  actor: Actor,
  rawParams: unknown,
  locale: Locale = "en",
): Promise<WorkspaceWebhook> {
  const membership = await adminMembership(actor);
  const row = await findRow(membership, rawParams);
  return (await toWebhooks(membership.workspaceId, [row], locale))[0]!;
}

export async function createWorkspaceWebhook(
  actor: Actor,
  input: unknown,
  locale: Locale = "en",
): Promise<WorkspaceWebhookWithSecret> {
  const membership = await adminMembership(actor);
  const body = parseInput(createWorkspaceWebhookSchema, input);
  const url = await checkedUrl(body.url);
  const limits = await checkedLimits(membership, body.projectIds ?? null, body.moduleIds ?? null);
  const db = getDb();
  const count = await db.webhookSubscription.count({
    where: { workspaceId: membership.workspaceId, kind: WORKSPACE_WEBHOOK_KIND },
  });
  if (count >= WORKSPACE_WEBHOOKS_MAX) throw conflict("errors.webhooksLimit");
  const id = newId();
  const row = await db.webhookSubscription.create({
    data: {
      id,
      workspaceId: membership.workspaceId,
      kind: WORKSPACE_WEBHOOK_KIND,
      sourceId: id,
      url,
      description: body.description || null,
      eventTypes: [...new Set(body.eventTypes)],
      projectIds: limits.projectIds ?? [],
      moduleIds: limits.moduleIds ?? [],
      secretPurpose: WORKSPACE_WEBHOOK_SECRET,
      createdById: membership.userId,
    },
    select: webhookSelect,
  });
  await recordAudit({
    workspaceId: membership.workspaceId,
    actorId: membership.userId,
    action: "webhook.created",
    target: { type: "webhook", id: row.id, label: row.url },
    after: audited(row),
  });
  const [webhook] = await toWebhooks(membership.workspaceId, [row], locale);
  return { webhook: webhook!, secret: subscriptionSecret(row) };
}

/**
 * Changes a webhook. Whoever turns it on again hears with their own rights from then on (it becomes
 * theirs), and its failure count starts afresh.
 */
export async function updateWorkspaceWebhook(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale = "en",
): Promise<WorkspaceWebhook> {
  const membership = await adminMembership(actor);
  const row = await findRow(membership, input.params);
  const body = parseInput(updateWorkspaceWebhookSchema, input.body);
  const url = body.url === undefined ? undefined : await checkedUrl(body.url);
  const limits = await checkedLimits(membership, body.projectIds, body.moduleIds);
  const turnedOn = body.enabled === true && !row.enabled;
  const updated = await getDb().webhookSubscription.update({
    where: { id: row.id },
    data: {
      ...(url !== undefined ? { url } : {}),
      ...(body.description !== undefined ? { description: body.description || null } : {}),
      ...(body.eventTypes !== undefined ? { eventTypes: [...new Set(body.eventTypes)] } : {}),
      ...limits,
      ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
      ...(turnedOn
        ? {
            disabledAt: null,
            consecutiveFailures: 0,
            breakerFailures: 0,
            breakerOpenUntil: null,
            breakerReason: null,
            createdById: membership.userId,
          }
        : {}),
    },
    select: webhookSelect,
  });
  const changed = changedFields(audited(row), audited(updated));
  if (changed)
    await recordAudit({
      workspaceId: membership.workspaceId,
      actorId: membership.userId,
      action: "webhook.updated",
      target: { type: "webhook", id: row.id, label: updated.url },
      ...changed,
    });
  return (await toWebhooks(membership.workspaceId, [updated], locale))[0]!;
}

export async function deleteWorkspaceWebhook(actor: Actor, rawParams: unknown): Promise<void> {
  const membership = await adminMembership(actor);
  const row = await findRow(membership, rawParams);
  await getDb().webhookSubscription.delete({ where: { id: row.id } });
  await recordAudit({
    workspaceId: membership.workspaceId,
    actorId: membership.userId,
    action: "webhook.deleted",
    target: { type: "webhook", id: row.id, label: row.url },
    before: audited(row),
  });
}

/** A new signing secret: the old one stops at once. */
export async function rotateWorkspaceWebhookSecret(
  actor: Actor,
  rawParams: unknown,
  locale: Locale = "en",
): Promise<WorkspaceWebhookWithSecret> {
  const membership = await adminMembership(actor);
  const row = await findRow(membership, rawParams);
  const updated = await getDb().webhookSubscription.update({
    where: { id: row.id },
    data: { secretVersion: { increment: 1 } },
    select: webhookSelect,
  });
  // Which version, never the secret.
  await recordAudit({
    workspaceId: membership.workspaceId,
    actorId: membership.userId,
    action: "webhook.secret_rotated",
    target: { type: "webhook", id: row.id, label: row.url },
    before: { secretVersion: row.secretVersion },
    after: { secretVersion: updated.secretVersion },
  });
  const [webhook] = await toWebhooks(membership.workspaceId, [updated], locale);
  return { webhook: webhook!, secret: subscriptionSecret(updated) };
}

/** What the limit pickers offer: the projects and modules the admin sees, by name. */
export async function workspaceWebhookChoices(
  actor: Actor,
  locale: Locale = "en",
): Promise<{
  projects: { id: string; name: string }[];
  modules: { id: string; name: string; tag: string; projectId: string | null; projectName: string | null }[];
}> {
  const membership = await adminMembership(actor);
  const rows = await getDb().$queryRaw<
    { id: string; name: string | null; tag: string; projectId: string | null; projectName: string | null }[]
  >`
    SELECT vm."id", COALESCE(pm."name", wm."name") AS "name", vm."tag", vm."project_id" AS "projectId",
           p."name" AS "projectName"
      FROM suite_visible_modules(${membership.userId}, ${membership.workspaceId}) vm
      LEFT JOIN "ProjectModule" pm ON pm."id" = vm."id"
      LEFT JOIN "WorkspaceModule" wm ON wm."id" = vm."id"
      LEFT JOIN "Project" p ON p."id" = vm."project_id"
     WHERE vm."readable"
     ORDER BY p."name" NULLS FIRST, vm."id"
     LIMIT 2000`;
  const projects = await getDb().$queryRaw<{ id: string; name: string }[]>`
    SELECT p."id", p."name" FROM suite_visible_projects(${membership.userId}, ${membership.workspaceId}) vp
      JOIN "Project" p ON p."id" = vp."id" ORDER BY lower(p."name"), p."id" LIMIT 1000`;
  return {
    projects,
    modules: rows.map((row) => ({ ...row, name: displayModuleName(row, locale) })),
  };
}
