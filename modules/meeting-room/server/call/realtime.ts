import "server-only";
import type { Server, Socket } from "socket.io";
import type { SocketData } from "@/lib/realtime/socket-server";
import { resolveActor } from "@/lib/server/auth/sessions";
import { logger } from "@/lib/server/logger";
import {
  CALL_MAX,
  MEET_JOIN,
  MEET_JOINED,
  MEET_LEAVE,
  MEET_LEFT,
  MEET_SIGNAL,
  MEET_STATE,
  QUIET_STATE,
  SIGNAL_MAX_BYTES,
  callStateSchema,
  joinSchema,
  signalSchema,
  type CallState,
  type JoinAnswer,
  type Participant,
  type SignalNotice,
} from "@/modules/meeting-room/call/protocol";
import { findCallMeeting } from "./find-call";
import { iceServersFor } from "./ice";

/** A meeting's call room: its participants' sockets (on every node, through the adapter). */
export const callRoom = (meetingId: string) => `meet:${meetingId}`;

/** What a socket in a call keeps (socket.data, serialisable: other nodes read it through the adapter). */
interface CallData {
  call?: { meetingId: string; name: string; state: CallState };
}
type CallSocketData = SocketData & CallData;

/** A socket's state (its speaking flag flips often) goes out at most this often. */
const STATE_GAP_MS = 100;

/** The meeting of a token the socket's user may read now (the session resolved afresh), else null. */
async function meetingFor(socket: Socket, token: string): Promise<{ id: string; name: string } | null> {
  const actor = await resolveActor((socket.data as SocketData).claims);
  const meeting = actor && (await findCallMeeting(actor, token));
  return actor && meeting ? { id: meeting.id, name: actor.name } : null;
}

/** Joins one after another per meeting on this node, so two joiners cannot both take the last place. */
const joining = new Map<string, Promise<unknown>>();
function serialised<T>(key: string, run: () => Promise<T>): Promise<T> {
  const before = joining.get(key) ?? Promise.resolve();
  const next = before.then(run, run);
  const settled = next.catch(() => undefined);
  joining.set(key, settled);
  void settled.then(() => {
    if (joining.get(key) === settled) joining.delete(key);
  });
  return next;
}

function participantOf(id: string, data: CallSocketData): Participant | null {
  return data.call
    ? { socketId: id, userId: data.userId, name: data.call.name, state: data.call.state }
    : null;
}

/** Leaves the socket's call, if any; the others hear MEET_LEFT. */
function leaveCall(socket: Socket): void {
  const data = socket.data as CallSocketData;
  if (!data.call) return;
  const room = callRoom(data.call.meetingId);
  delete data.call;
  socket.to(room).emit(MEET_LEFT, { socketId: socket.id });
  void socket.leave(room);
}

async function join(io: Server, socket: Socket, token: string): Promise<JoinAnswer> {
  const meeting = await meetingFor(socket, token);
  if (!meeting) return { ok: false, error: "notFound" };
  const room = callRoom(meeting.id);
  return serialised(room, async () => {
    const data = socket.data as CallSocketData;
    if (data.call?.meetingId !== meeting.id) leaveCall(socket);
    const others = (await io.in(room).fetchSockets()).filter((other) => other.id !== socket.id);
    if (others.length >= CALL_MAX) return { ok: false, error: "full" } as const;
    const state = data.call?.state ?? QUIET_STATE;
    data.call = { meetingId: meeting.id, name: meeting.name, state };
    await socket.join(room);
    const self = participantOf(socket.id, data);
    socket.to(room).emit(MEET_JOINED, self);
    return {
      ok: true,
      meetingId: meeting.id,
      socketId: socket.id,
      participants: others.flatMap((other) => participantOf(other.id, other.data as CallSocketData) ?? []),
      iceServers: iceServersFor(data.userId),
    } as const;
  });
}

/** Whether `to` is a socket in the call room (this node's sockets at once; others through the adapter). */
async function inRoom(io: Server, room: string, to: string): Promise<boolean> {
  if (io.sockets.adapter.rooms.get(room)?.has(to)) return true;
  if (io.sockets.sockets.has(to)) return false;
  const [target] = await io.in(to).fetchSockets();
  return target?.rooms.has(room) ?? false;
}

/**
 * The meeting call's signalling (kind.server.ts `realtime`), docs/modules/meeting-room.md "The call":
 *
 * - MEET_JOIN { token } → JoinAnswer: the meeting of the link, when the module gate lets the socket's
 *   user read its module (checked on every join); at most CALL_MAX sockets per call. The others hear
 *   MEET_JOINED; the answer lists them and the ICE servers (with TURN credentials for an hour).
 * - MEET_SIGNAL { to, data } → { ok }: relayed to `to` only when both are in the same call room (the
 *   only right to signal), at most SIGNAL_MAX_BYTES.
 * - MEET_STATE CallState: broadcast to the call room (mic, camera, screen, speaking).
 * - MEET_LEAVE, or a disconnect: the others hear MEET_LEFT.
 */
export function attachCallRealtime(io: Server): () => void {
  const onConnection = (socket: Socket) => {
    const data = socket.data as CallSocketData;
    let lastState = 0;
    socket.on(MEET_JOIN, (raw: unknown, ack?: unknown) => {
      if (typeof ack !== "function") return;
      const reply = ack as (answer: JoinAnswer) => void;
      const parsed = joinSchema.safeParse(raw);
      if (!parsed.success) return reply({ ok: false, error: "invalid" });
      join(io, socket, parsed.data.token)
        .then(reply)
        .catch((error: unknown) => {
          logger.error(
            `[meeting-room] call join failed: ${error instanceof Error ? error.message : String(error)}`,
          );
          reply({ ok: false, error: "failed" });
        });
    });
    socket.on(MEET_SIGNAL, (raw: unknown, ack?: unknown) => {
      const reply = typeof ack === "function" ? (ack as (answer: { ok: boolean }) => void) : () => undefined;
      const call = data.call;
      if (!call) return reply({ ok: false });
      const parsed = signalSchema.safeParse(raw);
      if (!parsed.success || JSON.stringify(parsed.data).length > SIGNAL_MAX_BYTES)
        return reply({ ok: false });
      const { to, data: signal } = parsed.data;
      const room = callRoom(call.meetingId);
      inRoom(io, room, to)
        .then((ok) => {
          if (ok && socket.rooms.has(room)) {
            io.to(to).emit(MEET_SIGNAL, { from: socket.id, data: signal } satisfies SignalNotice);
          }
          reply({ ok: ok && socket.rooms.has(room) });
        })
        .catch((error: unknown) => {
          logger.error(
            `[meeting-room] signal failed: ${error instanceof Error ? error.message : String(error)}`,
          );
          reply({ ok: false });
        });
    });
    // At most one state every STATE_GAP_MS per socket; the last one of a burst goes out after it.
    let pending: CallState | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const sendState = (state: CallState) => {
      const call = data.call;
      if (!call) return;
      lastState = Date.now();
      call.state = state;
      socket.to(callRoom(call.meetingId)).emit(MEET_STATE, { socketId: socket.id, state });
    };
    socket.on(MEET_STATE, (raw: unknown) => {
      const parsed = callStateSchema.safeParse(raw);
      if (!data.call || !parsed.success) return;
      const wait = lastState + STATE_GAP_MS - Date.now();
      if (wait <= 0) return sendState(parsed.data);
      pending = parsed.data;
      timer ??= setTimeout(() => {
        timer = null;
        if (pending) sendState(pending);
        pending = null;
      }, wait);
    });
    socket.on(MEET_LEAVE, () => leaveCall(socket));
    socket.on("disconnecting", () => {
      if (timer) clearTimeout(timer);
      leaveCall(socket);
    });
  };
  io.on("connection", onConnection);
  return () => {
    io.off("connection", onConnection);
  };
}
