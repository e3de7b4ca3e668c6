import type { Server as HttpServer } from "node:http";
import { Server, type Socket } from "socket.io";
import {
  decodeSessionCookie,
  sessionCookieName,
  verifyAccessToken,
  type SessionClaims,
} from "@/lib/server/auth/session-token";
import { cookieFromHeader } from "@/lib/server/api/request";
import { resolveActor } from "@/lib/server/auth/sessions";
import { appUrl } from "@/lib/server/env";
import { subscribe } from "@/lib/server/events/bus";
import type { DomainEventOf } from "@/lib/server/events/types";
import { logger } from "@/lib/server/logger";
import { NOTIFICATION_EVENT, NOTIFICATIONS_READ_EVENT } from "@/lib/inbox/types";
import { TIME_ENTRIES_EVENT, type TimeEntriesEvent } from "@/modules/time-tracker/shared/types";
import { GOALS_CHANGED_EVENT, type GoalsChangedPayload } from "@/lib/goals/api";
import { attachRedisAdapter } from "./redis-adapter";
import { attachModuleRooms } from "./module-rooms";
import { attachAiChat } from "./ai-chat";
import { attachKindsRealtime } from "@/lib/server/modules/server-kinds";
import { originAllowed } from "@/lib/security/origin";
import { memberRoom, sessionRoom, userRoom, workspaceRoom } from "./rooms";

export { memberRoom, sessionRoom, userRoom, workspaceRoom } from "./rooms";

/**
 * Disconnects the sockets of ended sessions. Every node's outbox dispatcher hands it the event, so
 * each acts on its own sockets (io.local): no adapter is needed for it.
 */
function onSessionsRevoked(io: Server) {
  return (event: DomainEventOf<"sessions.revoked">) => {
    const room = event.sessionId
      ? sessionRoom(event.sessionId)
      : event.workspaceId
        ? memberRoom(event.workspaceId, event.userId)
        : userRoom(event.userId);
    const sockets = io.local.in(room);
    (event.keepSessionId ? sockets.except(sessionRoom(event.keepSessionId)) : sockets).disconnectSockets(
      true,
    );
  };
}

/**
 * A user's notifications reach every open tab of theirs (the user room; each node's dispatcher hands
 * it the event, so it emits to its own sockets): new ones, and reads done in another tab so each
 * bell shows the same count.
 */
function deliverNotifications(io: Server): (() => void)[] {
  return [
    subscribe("notifications.created", (event) => {
      for (const { userId, ...item } of event.items)
        io.local.to(userRoom(userId)).emit(NOTIFICATION_EVENT, item);
    }),
    subscribe("notifications.read", ({ type, userId, ...payload }) => {
      void type;
      io.local.to(userRoom(userId)).emit(NOTIFICATIONS_READ_EVENT, payload);
    }),
    // The time tracker: the running timer and the list are the same in every tab of the person.
    subscribe("time.entries", ({ type, userId, workspaceId, ...payload }) => {
      void type;
      void workspaceId;
      io.local.to(userRoom(userId)).emit(TIME_ENTRIES_EVENT, payload satisfies TimeEntriesEvent);
    }),
    // Goals: only ids go to the workspace room; each client refetches what it may see.
    subscribe("goals.changed", ({ workspaceId, goalIds }) => {
      io.local
        .to(workspaceRoom(workspaceId))
        .emit(GOALS_CHANGED_EVENT, { goalIds } satisfies GoalsChangedPayload);
    }),
  ];
}

/** What a socket keeps from its handshake (serialisable: other nodes read it through the adapter). */
export interface SocketData {
  claims: SessionClaims;
  userId: string;
  /** The active workspace at the handshake. */
  workspaceId: string | null;
  /** The tab says its person is away (hidden or idle): chat's presence reads it on every node. */
  away?: boolean;
}

const globalForIo = globalThis as unknown as { suiteIo?: Server };

/** The socket.io server, for services' event forwarding (null before server.ts attached it, e.g. in tests). */
export function getIo(): Server | null {
  return globalForIo.suiteIo ?? null;
}

/** The handshake's session claims: `auth.token` (a bearer access token) or the session cookie. */
function handshakeClaims(socket: Socket): Promise<SessionClaims | null> {
  const token: unknown = socket.handshake.auth?.token;
  return typeof token === "string" && token
    ? verifyAccessToken(token)
    : decodeSessionCookie(cookieFromHeader(socket.handshake.headers.cookie, sessionCookieName()));
}

/**
 * Attaches socket.io at /socket.io; only signed-in connections are accepted, each in its user room
 * and its active workspace's room. Module rooms are kind-agnostic (./module-rooms.ts). With
 * `redisUrl` (REDIS_URL) rooms span every node of the deployment.
 */
export function attachRealtime(httpServer: HttpServer, options: { redisUrl?: string } = {}): Server {
  const appOrigin = appUrl();
  const io = new Server(httpServer, {
    path: "/socket.io",
    serveClient: false,
    // A browser's handshake must come from our own pages (the cookie alone is not enough).
    allowRequest: (req, callback) =>
      callback(null, originAllowed(req.headers.origin, req.headers.host, appOrigin)),
  });
  const closers: (() => Promise<void> | void)[] = [];
  if (options.redisUrl) closers.push(attachRedisAdapter(io, options.redisUrl));
  io.use((socket, next) => {
    handshakeClaims(socket)
      .then(async (claims) => {
        const actor = claims && (await resolveActor(claims));
        if (!claims || !actor) return next(new Error("unauthorized"));
        socket.data = { claims, userId: actor.userId, workspaceId: actor.workspaceId } satisfies SocketData;
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
    const data = socket.data as SocketData;
    void socket.join([userRoom(data.userId), sessionRoom(data.claims.sid)]);
    if (data.workspaceId)
      void socket.join([workspaceRoom(data.workspaceId), memberRoom(data.workspaceId, data.userId)]);
  });
  closers.push(attachModuleRooms(io));
  closers.push(attachAiChat(io));
  closers.push(attachKindsRealtime(io));
  closers.push(subscribe("sessions.revoked", onSessionsRevoked(io)));
  closers.push(...deliverNotifications(io));
  // io.close() also ends the Redis clients and the event subscriptions (graceful shutdown).
  const closeIo = io.close.bind(io);
  io.close = (callback) =>
    closeIo((error) => {
      void Promise.all(closers.map((close) => close())).then(() => callback?.(error));
    });
  globalForIo.suiteIo = io;
  return io;
}
