import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { subscribeDurable, type EventMeta } from "@/lib/server/events/bus";
import type { DomainEvent, DomainEventType } from "@/lib/server/events/types";
import { readsModuleSql } from "@/lib/server/permissions/project-visibility";
import { queueDeliveries } from "@/lib/server/webhooks/service";
import type { PublicEvent } from "./public-events";
import { WORKSPACE_WEBHOOK_KIND } from "./subscriptions";

// Workspace webhooks hear every domain event (issue 39): a durable subscriber of the outbox turns
// each into public events (public-events.ts, the kinds' manifests), and queues one delivery per
// webhook that wants the type, whose limits (projects, modules) hold it, and whose creator may read
// it now — a webhook hears with the rights of the administrator who set it up, never more.

type Mapper = ((event: DomainEvent) => PublicEvent[]) | "internal";

interface Candidate {
  id: string;
  eventTypes: string[];
  projectIds: string[];
  moduleIds: string[];
  createdById: string | null;
}

/** Where a module is: its project (null for a workspace module) and kind. */
interface Place {
  projectId: string | null;
  tag: string | null;
}

async function placeOf(moduleId: string): Promise<Place> {
  const db = getDb();
  const inProject = await db.projectModule.findUnique({
    where: { id: moduleId },
    select: { projectId: true, tag: true },
  });
  if (inProject) return inProject;
  const inWorkspace = await db.workspaceModule.findUnique({ where: { id: moduleId }, select: { tag: true } });
  return { projectId: null, tag: inWorkspace?.tag ?? null };
}

/** Whether a webhook's limits hold an event of this place. */
export function withinLimits(
  hook: Pick<Candidate, "projectIds" | "moduleIds">,
  moduleId: string | null,
  place: Place | null,
): boolean {
  if (moduleId === null) return hook.projectIds.length === 0 && hook.moduleIds.length === 0;
  if (hook.moduleIds.length > 0 && !hook.moduleIds.includes(moduleId)) return false;
  if (hook.projectIds.length > 0 && !(place?.projectId && hook.projectIds.includes(place.projectId)))
    return false;
  return true;
}

/**
 * Of these creators, those who are the workspace's owners or admins now and, for a module's event,
 * may read the module (the access rule): one query.
 */
async function creatorsWhoHear(
  workspaceId: string,
  creatorIds: readonly string[],
  moduleId: string | null,
): Promise<Set<string>> {
  if (creatorIds.length === 0) return new Set();
  const rows = await getDb().$queryRaw<{ userId: string }[]>`
    SELECT wm."userId" FROM "WorkspaceMember" wm JOIN "Workspace" w ON w."id" = wm."workspaceId"
     WHERE wm."workspaceId" = ${workspaceId} AND wm."userId" = ANY(${[...creatorIds]})
       AND (wm."role" IN ('owner', 'admin') OR w."ownerId" = wm."userId")
       AND ${moduleId === null ? Prisma.sql`true` : readsModuleSql(moduleId)}`;
  return new Set(rows.map((row) => row.userId));
}

/**
 * Queues one event's public events for the workspace's webhooks. The delivery's webhook-id is the
 * domain event's id (with `:n` for its n-th public event), so an event handed over twice is queued
 * once. Webhooks made after the event was committed do not get it (a subscriber catching up).
 */
export async function publishToWorkspaceWebhooks(
  event: DomainEvent,
  meta: EventMeta,
  mapper: Mapper | undefined,
): Promise<number> {
  if (!mapper || mapper === "internal") return 0;
  const workspaceId =
    "workspaceId" in event && typeof event.workspaceId === "string" ? event.workspaceId : null;
  if (!workspaceId) return 0;
  const publics = mapper(event);
  if (publics.length === 0) return 0;
  const hooks: Candidate[] = await getDb().webhookSubscription.findMany({
    where: { workspaceId, kind: WORKSPACE_WEBHOOK_KIND, enabled: true, createdAt: { lte: meta.createdAt } },
    select: { id: true, eventTypes: true, projectIds: true, moduleIds: true, createdById: true },
  });
  if (hooks.length === 0) return 0;
  const creators = [...new Set(hooks.flatMap((hook) => (hook.createdById ? [hook.createdById] : [])))];
  const places = new Map<string, Promise<Place>>();
  const hearing = new Map<string, Promise<Set<string>>>();
  let queued = 0;
  for (const [index, item] of publics.entries()) {
    const wanting = hooks.filter((hook) => hook.eventTypes.includes(item.type));
    if (wanting.length === 0) continue;
    const moduleId = item.moduleId;
    let place: Place | null = null;
    if (moduleId) {
      if (!places.has(moduleId)) places.set(moduleId, placeOf(moduleId));
      place = await places.get(moduleId)!;
    }
    const limited = wanting.filter((hook) => withinLimits(hook, moduleId, place));
    if (limited.length === 0) continue;
    const key = moduleId ?? "";
    if (!hearing.has(key)) hearing.set(key, creatorsWhoHear(workspaceId, creators, moduleId));
    const allowed = await hearing.get(key)!;
    const chosen = limited.filter(
      (hook) =>
        hook.createdById !== null &&
        allowed.has(hook.createdById) &&
        (!item.audience || item.audience.includes(hook.createdById)),
    );
    if (chosen.length === 0) continue;
    queued += await queueDeliveries(
      getDb(),
      {
        id: publics.length === 1 ? meta.id : `${meta.id}:${index}`,
        type: item.type,
        workspaceId,
        moduleId,
        occurredAt: meta.createdAt,
        data: {
          workspaceId,
          projectId: place?.projectId ?? null,
          moduleKind: place?.tag ?? null,
          ...item.data,
        },
      },
      chosen.map((hook) => hook.id),
    );
  }
  return queued;
}

/**
 * Attaches the workspace webhooks' durable subscriber (server.ts, worker.ts): every domain event type
 * some mapper turns into public events. Returns the function that detaches it.
 */
export function attachWorkspaceWebhooks(mappers: ReadonlyMap<string, Mapper>): () => void {
  const types = [...mappers].flatMap(([type, mapper]) =>
    mapper === "internal" ? [] : [type as DomainEventType],
  );
  return subscribeDurable({
    name: "workspace-webhooks",
    types,
    async handle(event, meta) {
      await publishToWorkspaceWebhooks(event, meta, mappers.get(event.type));
    },
  });
}
