import "server-only";
import type { Server } from "socket.io";
import { getDb } from "@/lib/server/db";
import { subscribeAll } from "@/lib/server/events/bus";
import { isModuleRoomEvent, type DomainEvent } from "@/lib/server/events/types";
import { logger } from "@/lib/server/logger";
import { MODULE_EVENT, moduleRoom, type ModuleEnvelope } from "@/lib/modules/realtime";
import type { DataVisualizationEvent } from "@/modules/data-visualization/shared/types";
import { SERVER_KINDS } from "@/modules/kinds.server";
import { DATA_VISUALIZATION_TAG } from "./scope";

// Dashboards refresh from live events: when a module whose data charts count changes (a task moved,
// a message sent, a table's records written, a goal's progress), the open dashboards of the same
// workspace on this node are told to read their data again — at most once per workspace every
// THROTTLE_MS, whatever the burst. The event carries nothing but "read again": what each viewer then
// reads passes the module gate and the sources' rights as every read does. Every node tells its own
// sockets (it sees every committed event), so nothing is told twice.

export const THROTTLE_MS = 5_000;

/** Kinds whose changes move charts: those declaring metrics or chart tables. */
function countedTags(): Set<string> {
  return new Set(
    Object.values(SERVER_KINDS)
      .filter((server) => (server.metrics?.length ?? 0) > 0 || server.chartTables)
      .map((server) => server.kind.tag),
  );
}

/** The workspace a counted change happened in, or null for an event charts do not read. */
function workspaceOf(event: DomainEvent, counted: ReadonlySet<string>): string | null {
  if (event.type === "goals.changed") return event.workspaceId;
  if (isModuleRoomEvent(event) && counted.has(event.tag)) return event.workspaceId;
  return null;
}

/** The data visualization modules of a workspace with sockets in their rooms on this node. */
async function openDashboards(io: Server, workspaceId: string): Promise<string[]> {
  const rooms = io.sockets.adapter.rooms;
  const rows = await getDb().$queryRaw<{ id: string }[]>`
    SELECT pm."id" FROM "ProjectModule" pm JOIN "Project" p ON p."id" = pm."projectId"
     WHERE p."workspaceId" = ${workspaceId} AND pm."tag" = ${DATA_VISUALIZATION_TAG}
    UNION ALL
    SELECT wm."id" FROM "WorkspaceModule" wm
     WHERE wm."workspaceId" = ${workspaceId} AND wm."tag" = ${DATA_VISUALIZATION_TAG}`;
  return rows.map((row) => row.id).filter((id) => (rooms.get(moduleRoom(id))?.size ?? 0) > 0);
}

/** Subscribes this node's dashboards to the counted kinds' changes; returns the detach. */
export function attachLiveData(io: Server): () => void {
  const counted = countedTags();
  const waiting = new Map<string, ReturnType<typeof setTimeout>>();
  const tell = async (workspaceId: string) => {
    waiting.delete(workspaceId);
    const ids = await openDashboards(io, workspaceId);
    for (const moduleId of ids) {
      const envelope: ModuleEnvelope<DataVisualizationEvent> = {
        moduleId,
        tag: DATA_VISUALIZATION_TAG,
        actorId: "",
        clientId: null,
        event: { type: "data.changed" },
      };
      io.local.to(moduleRoom(moduleId)).emit(MODULE_EVENT, [envelope]);
    }
  };
  const unsubscribe = subscribeAll((event: DomainEvent) => {
    const workspaceId = workspaceOf(event, counted);
    if (!workspaceId || waiting.has(workspaceId) || io.sockets.adapter.rooms.size === 0) return;
    waiting.set(
      workspaceId,
      setTimeout(() => {
        tell(workspaceId).catch((error: unknown) =>
          logger.warn(`[data-visualization] live refresh failed: ${String(error)}`),
        );
      }, THROTTLE_MS),
    );
  });
  return () => {
    unsubscribe();
    for (const timer of waiting.values()) clearTimeout(timer);
    waiting.clear();
  };
}
