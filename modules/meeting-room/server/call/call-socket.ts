import "server-only";
import type { Server, Socket } from "socket.io";
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
  type SignalNotice,
} from "@/modules/meeting-room/call/protocol";
import { callRoom, callSockets, inCall, participantOf, toCall, toSocket, type InCall } from "./call-rooms";
import { iceServersFor } from "./ice";

// What a socket in a call does in either namespace (members' "/" and guests'): join, signal, state,
// leave. Who may join is each namespace's rule (./realtime.ts for members, ./guests.ts for guests).

/** A socket's state (its speaking flag flips often) goes out at most this often. */
const STATE_GAP_MS = 100;

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

type CallSocket = Socket & { data: { call?: InCall } };

/** Leaves the socket's call, if any; the others hear MEET_LEFT. */
export function leaveCall(io: Server, socket: CallSocket): void {
  const call = socket.data.call;
  if (!call) return;
  delete socket.data.call;
  toCall(io, call.meetingId, socket.id, MEET_LEFT, { socketId: socket.id });
  void socket.leave(callRoom(call.meetingId));
}

/**
 * Puts the socket in the meeting's call as `name` (at most CALL_MAX, counted across nodes and both
 * namespaces); the others hear MEET_JOINED and the answer lists them. `turnUser` names the socket in
 * its TURN credentials.
 */
export function enterCall(
  io: Server,
  socket: CallSocket,
  meeting: { id: string; moduleId: string; name: string },
  turnUser: string,
): Promise<JoinAnswer> {
  return serialised(callRoom(meeting.id), async () => {
    if (socket.data.call?.meetingId !== meeting.id) leaveCall(io, socket);
    const others = (await callSockets(io, meeting.id)).filter((other) => other.id !== socket.id);
    if (others.length >= CALL_MAX) return { ok: false, error: "full" } as const;
    const state = socket.data.call?.state ?? QUIET_STATE;
    socket.data.call = { meetingId: meeting.id, moduleId: meeting.moduleId, name: meeting.name, state };
    await socket.join(callRoom(meeting.id));
    toCall(io, meeting.id, socket.id, MEET_JOINED, participantOf(socket.id, socket.data));
    return {
      ok: true,
      meetingId: meeting.id,
      socketId: socket.id,
      participants: others.flatMap((other) => participantOf(other.id, other.data) ?? []),
      iceServers: iceServersFor(turnUser),
      knocks: [],
    } as const;
  });
}

/**
 * What every socket in a call may do, in either namespace: MEET_JOIN (through `join`, its own rule),
 * MEET_SIGNAL to another socket of the same call, MEET_STATE to the call, MEET_LEAVE. A disconnect
 * leaves, then `onGone` runs (a guest's knock ends).
 */
export function bindCallSocket(
  io: Server,
  socket: CallSocket,
  join: (parsed: { token: string; ticket?: string }) => Promise<JoinAnswer>,
  onGone: () => void = () => undefined,
): void {
  let lastState = 0;
  socket.on(MEET_JOIN, (raw: unknown, ack?: unknown) => {
    if (typeof ack !== "function") return;
    const reply = ack as (answer: JoinAnswer) => void;
    const parsed = joinSchema.safeParse(raw);
    if (!parsed.success) return reply({ ok: false, error: "invalid" });
    join(parsed.data)
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
    const call = socket.data.call;
    if (!call) return reply({ ok: false });
    const parsed = signalSchema.safeParse(raw);
    if (!parsed.success || JSON.stringify(parsed.data).length > SIGNAL_MAX_BYTES) return reply({ ok: false });
    const { to, data: signal } = parsed.data;
    const room = callRoom(call.meetingId);
    inCall(io, call.meetingId, to)
      .then((ok) => {
        const both = ok && socket.rooms.has(room);
        if (both) toSocket(io, to, MEET_SIGNAL, { from: socket.id, data: signal } satisfies SignalNotice);
        reply({ ok: both });
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
    const call = socket.data.call;
    if (!call) return;
    lastState = Date.now();
    call.state = state;
    toCall(io, call.meetingId, socket.id, MEET_STATE, { socketId: socket.id, state });
  };
  socket.on(MEET_STATE, (raw: unknown) => {
    const parsed = callStateSchema.safeParse(raw);
    if (!socket.data.call || !parsed.success) return;
    const wait = lastState + STATE_GAP_MS - Date.now();
    if (wait <= 0) return sendState(parsed.data);
    pending = parsed.data;
    timer ??= setTimeout(() => {
      timer = null;
      if (pending) sendState(pending);
      pending = null;
    }, wait);
  });
  socket.on(MEET_LEAVE, () => leaveCall(io, socket));
  socket.on("disconnecting", () => {
    if (timer) clearTimeout(timer);
    leaveCall(io, socket);
    onGone();
  });
}
