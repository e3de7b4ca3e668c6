import type { Server as HttpServer } from "node:http";
import { Server, type Socket } from "socket.io";
import { decodeSessionCookie, sessionCookieName, verifyAccessToken } from "@/lib/server/auth/session-token";
import { resolveActor, type Actor } from "@/lib/server/auth/sessions";
import { logger } from "@/lib/server/logger";
import { attachRedisAdapter } from "./redis-adapter";
import { findVisibleModule } from "@/lib/server/modules/find-visible-module";
import { TASK_MODULE_JOIN, TASK_MODULE_LEAVE, taskModuleRoom } from "@/lib/tasks/types";

export const userRoom = (userId: string) => `user:${userId}`;
export const workspaceRoom = (workspaceId: string) => `workspace:${workspaceId}`;

const globalForIo = globalThis as unknown as { suiteIo?: Server };

/** The socket.io server, for services' event forwarding (null before server.ts attached it, e.g. in tests). */
export function getIo(): Server | null {
  return globalForIo.suiteIo ?? null;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name)
      return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}

/** The handshake's actor: `auth.token` (a bearer access token) or the session cookie. */
async function authenticate(socket: Socket): Promise<Actor | null> {
  const token: unknown = socket.handshake.auth?.token;
  const claims =
    typeof token === "string" && token
      ? await verifyAccessToken(token)
      : await decodeSessionCookie(cookieValue(socket.handshake.headers.cookie, sessionCookieName()));
  return claims ? resolveActor(claims) : null;
}

/**
 * Attaches socket.io at /socket.io; only signed-in connections are accepted, each in its user room.
 * With `redisUrl` (REDIS_URL) rooms span every node of the deployment.
 */
export function attachRealtime(httpServer: HttpServer, options: { redisUrl?: string } = {}): Server {
  const io = new Server(httpServer, { path: "/socket.io", serveClient: false });
  if (options.redisUrl) {
    const close = attachRedisAdapter(io, options.redisUrl);
    // io.close() also ends the Redis clients (graceful shutdown).
    const closeIo = io.close.bind(io);
    io.close = (callback) => closeIo((error) => void close().then(() => callback?.(error)));
  }
  io.use((socket, next) => {
    authenticate(socket)
      .then((actor) => {
        if (!actor) return next(new Error("unauthorized"));
        socket.data.actor = actor;
        next();
      })
      .catch((error: unknown) => {
        logger.error(
          `[realtime] handshake failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        next(new Error("unauthorized"));
      });
  });
  io.on("connection", (socket) => {
    const actor = socket.data.actor as Actor;
    void socket.join(userRoom(actor.userId));
    if (actor.workspaceId) void socket.join(workspaceRoom(actor.workspaceId));
    // A task-management view joins its module's room, after the same visibility check as the API.
    socket.on(TASK_MODULE_JOIN, (raw: unknown, ack?: unknown) => {
      const reply = typeof ack === "function" ? (ack as (result: { ok: boolean }) => void) : () => undefined;
      const moduleId = (raw as { moduleId?: unknown } | null)?.moduleId;
      findVisibleModule(actor, { moduleId, tag: "TaskManagement" })
        .then(async (found) => {
          await socket.join(taskModuleRoom(found.id));
          reply({ ok: true });
        })
        .catch(() => reply({ ok: false }));
    });
    socket.on(TASK_MODULE_LEAVE, (raw: unknown) => {
      const moduleId = (raw as { moduleId?: unknown } | null)?.moduleId;
      if (typeof moduleId === "string") void socket.leave(taskModuleRoom(moduleId.toLowerCase()));
    });
  });
  globalForIo.suiteIo = io;
  return io;
}
