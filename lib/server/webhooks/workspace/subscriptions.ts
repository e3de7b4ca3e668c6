import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import type { WorkspaceWebhook } from "@/lib/webhooks/workspace-types";
import { getDb } from "@/lib/server/db";
import { displayModuleName } from "@/lib/server/modules/module-names";

// A workspace webhook is a WebhookSubscription of kind "Workspace" with no module: its own id is its
// source (the secret is derived from it), its limits are projectIds and moduleIds.

export const WORKSPACE_WEBHOOK_KIND = "Workspace";
/** The derivation's purpose of its signing secret (lib/server/webhooks/signing.ts). */
export const WORKSPACE_WEBHOOK_SECRET = "workspace-webhook";

export const webhookSelect = {
  id: true,
  url: true,
  description: true,
  enabled: true,
  eventTypes: true,
  projectIds: true,
  moduleIds: true,
  disabledAt: true,
  consecutiveFailures: true,
  lastError: true,
  lastDeliveryAt: true,
  createdById: true,
  createdAt: true,
  sourceId: true,
  secretPurpose: true,
  secretVersion: true,
} satisfies Prisma.WebhookSubscriptionSelect;

export type WebhookRow = Prisma.WebhookSubscriptionGetPayload<{ select: typeof webhookSelect }>;

interface NamedModule {
  id: string;
  name: string | null;
  tag: string;
}

/** The rows as the API shows them: projects, modules and creators named (three queries for all). */
export async function toWebhooks(
  workspaceId: string,
  rows: readonly WebhookRow[],
  locale: Locale,
): Promise<WorkspaceWebhook[]> {
  const db = getDb();
  const projectIds = [...new Set(rows.flatMap((row) => row.projectIds))];
  const moduleIds = [...new Set(rows.flatMap((row) => row.moduleIds))];
  const userIds = [...new Set(rows.flatMap((row) => (row.createdById ? [row.createdById] : [])))];
  const [projects, modules, users] = await Promise.all([
    projectIds.length
      ? db.project.findMany({
          where: { workspaceId, id: { in: projectIds } },
          select: { id: true, name: true },
        })
      : [],
    moduleIds.length
      ? db.$queryRaw<NamedModule[]>`
          SELECT m."id", m."name", m."tag" FROM "ProjectModule" m JOIN "Project" p ON p."id" = m."projectId"
           WHERE p."workspaceId" = ${workspaceId} AND m."id" = ANY(${moduleIds})
          UNION ALL
          SELECT w."id", w."name", w."tag" FROM "WorkspaceModule" w
           WHERE w."workspaceId" = ${workspaceId} AND w."id" = ANY(${moduleIds})`
      : [],
    userIds.length
      ? db.user.findMany({ where: { id: { in: userIds } }, select: { id: true, name: true } })
      : [],
  ]);
  const projectNames = new Map(projects.map((row) => [row.id, row.name]));
  const moduleNames = new Map(modules.map((row) => [row.id, displayModuleName(row, locale)]));
  const userNames = new Map(users.map((row) => [row.id, row.name]));
  const named = (ids: readonly string[], names: ReadonlyMap<string, string>) =>
    ids.length === 0
      ? null
      : ids.flatMap((id) => {
          const name = names.get(id);
          return name === undefined ? [] : [{ id, name }];
        });
  return rows.map((row) => ({
    id: row.id,
    url: row.url,
    description: row.description,
    enabled: row.enabled,
    eventTypes: row.eventTypes,
    projects: named(row.projectIds, projectNames),
    modules: named(row.moduleIds, moduleNames),
    disabledAt: row.disabledAt?.toISOString() ?? null,
    consecutiveFailures: row.consecutiveFailures,
    lastError: row.lastError,
    lastDeliveryAt: row.lastDeliveryAt?.toISOString() ?? null,
    createdBy: row.createdById ? { id: row.createdById, name: userNames.get(row.createdById) ?? "" } : null,
    createdAt: row.createdAt.toISOString(),
  }));
}
