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
import { socketsOfAccessChange } from "./access-changed";
import { roomFramer } from "./room-frames";
import type { SocketData } from "./socket-server";

type AnySocket = Socket | RemoteSocket<Record<string, never>, unknown>;

/** An envelope waiting for its room's frame, with the people it is for (null: everyone in the room). */
type Framed = { envelope: ModuleEnvelope; audience: ReadonlySet<string> | null };

/**
 * One frame of a module room: the envelopes as one MODULE_EVENT (an array) to each socket in the room
 * now, each socket getting those whose audience it is in, in order. Sockets that get the same
 * envelopes get them in one broadcast, so each frame is encoded once per distinct set, not per socket.
 */
function sendFrame(io: Server, name: string, items: readonly Framed[]): void {
  const socketIds = io.sockets.adapter.rooms.get(name);
  if (!socketIds || socketIds.size === 0) return;
  if (items.every((item) => item.audience === null)) {
    io.local.to(name).emit(
      MODULE_EVENT,
      items.map((item) => item.envelope),
    );
    return;
  }
  const groups = new Map<string, { envelopes: ModuleEnvelope[]; socketIds: string[] }>();
  for (const socketId of socketIds) {
    const socket = io.sockets.sockets.get(socketId);
    if (!socket) continue;
    const { userId } = socket.data as SocketData;
    const picked = items.filter((item) => item.audience === null || item.audience.has(userId));
    if (picked.length === 0) continue;
    const key = picked.length === items.length ? "all" : picked.map((item) => items.indexOf(item)).join(",");
    const group = groups.get(key) ?? { envelopes: picked.map((item) => item.envelope), socketIds: [] };
    group.socketIds.push(socketId);
    groups.set(key, group);
  }
  for (const group of groups.values()) io.local.to(group.socketIds).emit(MODULE_EVENT, group.envelopes);
}

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
  return async (event: DomainEventOf<"access.changed">) => recheck(await socketsOfAccessChange(io, event));
}

/**
 * Module rooms for every kind: a view joins `module:{id}` (MODULE_JOIN { moduleId }, acknowledged
 * with { ok }) after the module gate says read, checked on every join; module events reach the room
 * as MODULE_EVENT frames (arrays of envelopes, framed by roomFramer: a socket gets what its room holds
 * when the frame goes out); when someone's access changes, their sockets leave the rooms they may no
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

  const framer = roomFramer<Framed>((name, items) => sendFrame(io, name, items));
  const forward = subscribeAll((event) => {
    if (!isModuleRoomEvent(event)) return;
    const name = moduleRoom(event.moduleId);
    // Nobody watches the module here: nothing to frame.
    if (!io.sockets.adapter.rooms.has(name)) return;
    const audience = "audience" in event && event.audience ? new Set(event.audience) : null;
    framer.push(
      name,
      event.events.map((item) => ({
        audience,
        envelope: {
          moduleId: event.moduleId,
          tag: event.tag,
          actorId: event.actorId,
          clientId: event.clientId,
          event: item,
        },
      })),
    );
  });
  const access = subscribe("access.changed", onAccessChanged(io));
  return () => {
    forward();
    access();
    framer.flush();
  };
}
