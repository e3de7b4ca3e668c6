import type { RemoteSocket, Server, Socket } from "socket.io";
import {
  MODULE_EVENT,
  MODULE_JOIN,
  MODULE_LEAVE,
  MODULE_REVOKED,
  isModuleRoom,
  moduleRoom,
  type ModuleEnvelope,
} from "@/lib/modules/realtime";
import { resolveActor } from "@/lib/server/auth/sessions";
import { subscribe, subscribeAll } from "@/lib/server/events/bus";
import { isModuleRoomEvent, type DomainEventOf } from "@/lib/server/events/types";
import { logger } from "@/lib/server/logger";
import { moduleScope } from "@/lib/server/modules/module-scope";
import { memberIdSchema } from "@/lib/schemas/members";
import type { SocketData } from "./socket-server";

type AnySocket = Socket | RemoteSocket<Record<string, never>, unknown>;

/**
 * May this socket's user read the module now? The session is resolved afresh (a signed-out or
 * removed user fails) and the module gate runs on it: no membership is cached.
 */
async function mayRead(socket: AnySocket, moduleId: string): Promise<boolean> {
  const { claims } = socket.data as SocketData;
  const actor = await resolveActor(claims);
  if (!actor) return false;
  try {
    await moduleScope(actor, moduleId, null);
    return true;
  } catch {
    return false;
  }
}

/** Re-checks every module room of these sockets; leaves those no longer readable. */
async function recheck(sockets: AnySocket[]): Promise<void> {
  await Promise.all(
    sockets.map(async (socket) => {
      for (const room of socket.rooms) {
        if (!isModuleRoom(room)) continue;
        const moduleId = room.slice("module:".length);
        if (await mayRead(socket, moduleId)) continue;
        socket.leave(room);
        (socket as Socket).emit(MODULE_REVOKED, { moduleId });
      }
    }),
  );
}

function onAccessChanged(io: Server) {
  return async (event: DomainEventOf<"access.changed">) => {
    const rooms =
      event.userIds === "all" ? [`workspace:${event.workspaceId}`] : event.userIds.map((id) => `user:${id}`);
    if (rooms.length === 0) return;
    await recheck(await io.local.in(rooms).fetchSockets());
  };
}

/**
 * Module rooms for every kind: a view joins `module:{id}` (MODULE_JOIN { moduleId }, acknowledged
 * with { ok }) after the module gate says read, checked on every join; module events reach the room
 * as MODULE_EVENT envelopes; when someone's access changes, their sockets leave the rooms they may no
 * longer read. Every node's outbox dispatcher hands each committed event to this node, so each emits
 * to its own sockets only (io.local): rooms need no adapter to span nodes. Knows no module kind by
 * name. Returns the function that ends its subscriptions.
 */
export function attachModuleRooms(io: Server): () => void {
  io.on("connection", (socket) => {
    socket.on(MODULE_JOIN, (raw: unknown, ack?: unknown) => {
      const reply = typeof ack === "function" ? (ack as (result: { ok: boolean }) => void) : () => undefined;
      const parsed = memberIdSchema.safeParse((raw as { moduleId?: unknown } | null)?.moduleId);
      if (!parsed.success) return reply({ ok: false });
      const moduleId = parsed.data;
      mayRead(socket, moduleId)
        .then(async (ok) => {
          if (ok) await socket.join(moduleRoom(moduleId));
          reply({ ok });
        })
        .catch((error: unknown) => {
          logger.error(
            `[realtime] module join failed: ${error instanceof Error ? error.message : String(error)}`,
          );
          reply({ ok: false });
        });
    });
    socket.on(MODULE_LEAVE, (raw: unknown) => {
      const parsed = memberIdSchema.safeParse((raw as { moduleId?: unknown } | null)?.moduleId);
      if (parsed.success) void socket.leave(moduleRoom(parsed.data));
    });
  });

  const forward = subscribeAll((event) => {
    if (!isModuleRoomEvent(event)) return;
    const name = moduleRoom(event.moduleId);
    // Nobody watches the module here: nothing to encode.
    if (!io.sockets.adapter.rooms.has(name)) return;
    const envelopes = event.events.map((item): ModuleEnvelope => ({
      moduleId: event.moduleId,
      tag: event.tag,
      actorId: event.actorId,
      clientId: event.clientId,
      event: item,
    }));
    const audience = "audience" in event ? event.audience : undefined;
    if (!audience) {
      const room = io.local.to(name);
      for (const envelope of envelopes) room.emit(MODULE_EVENT, envelope);
      return;
    }
    // Only the audience's sockets in the room (the room and the users intersected, locally), in one
    // broadcast to their ids: each envelope is encoded once, not once per socket.
    const allowed = new Set(audience);
    const targets: string[] = [];
    for (const socketId of io.sockets.adapter.rooms.get(name) ?? []) {
      const socket = io.sockets.sockets.get(socketId);
      if (socket && allowed.has((socket.data as SocketData).userId)) targets.push(socketId);
    }
    if (targets.length === 0) return;
    const to = io.local.to(targets);
    for (const envelope of envelopes) to.emit(MODULE_EVENT, envelope);
  });
  const access = subscribe("access.changed", onAccessChanged(io));
  return () => {
    forward();
    access();
  };
}
