import type { Socket } from "socket.io-client";
import {
  GUEST_NAMESPACE,
  MEET_ADMISSION,
  MEET_JOIN,
  MEET_JOINED,
  MEET_KNOCKED,
  MEET_KNOCK_DONE,
  MEET_LEFT,
  MEET_REMOVED,
  MEET_SIGNAL,
  MEET_STATE,
  type Admission,
  type JoinAnswer,
  type Knock,
  type KnockDone,
  type Participant,
  type SignalNotice,
} from "@/modules/meeting-room/call/protocol";
import { connected, startRealtimeServer } from "../helpers/realtime";
import type { Caller } from "../workspaces/helpers";
import { made, type Room } from "./helpers";

// The call tests' sockets (call.test.ts, guests.test.ts): members' and guests', each recording what it hears.

const DAY_MS = 86_400_000;

/** A meeting of the room tomorrow: its link's token. */
export async function meetingToken(room: Room): Promise<string> {
  const start = Date.now() + DAY_MS;
  const meeting = await made(room.moduleId, room.team.member, {
    summary: "Stand-up",
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 30 * 60_000).toISOString(),
    reminders: [15],
    attendees: [{ userId: room.team.admin.user.id }],
  });
  return meeting.meetLink.slice(meeting.meetLink.lastIndexOf("/") + 1);
}

export interface Heard {
  joined: Participant[];
  left: string[];
  signals: SignalNotice[];
  states: unknown[];
  knocks: Knock[];
  knocksDone: KnockDone[];
  admissions: Admission[];
  removed: unknown[];
}

export type Realtime = ReturnType<typeof startRealtimeServer>;

function record(socket: Socket): Heard {
  const heard: Heard = {
    joined: [],
    left: [],
    signals: [],
    states: [],
    knocks: [],
    knocksDone: [],
    admissions: [],
    removed: [],
  };
  socket.on(MEET_JOINED, (p: Participant) => heard.joined.push(p));
  socket.on(MEET_LEFT, (p: { socketId: string }) => heard.left.push(p.socketId));
  socket.on(MEET_SIGNAL, (n: SignalNotice) => heard.signals.push(n));
  socket.on(MEET_STATE, (s: unknown) => heard.states.push(s));
  socket.on(MEET_KNOCKED, (k: Knock) => heard.knocks.push(k));
  socket.on(MEET_KNOCK_DONE, (k: KnockDone) => heard.knocksDone.push(k));
  socket.on(MEET_ADMISSION, (a: Admission) => heard.admissions.push(a));
  socket.on(MEET_REMOVED, (r: unknown) => heard.removed.push(r));
  return heard;
}

/** A member's socket, connected. */
export async function open(realtime: Realtime, caller: Caller): Promise<{ socket: Socket; heard: Heard }> {
  const socket = realtime.connect({ token: caller.token });
  const heard = record(socket);
  await connected(socket);
  return { socket, heard };
}

/** A guest's socket to the lobby of the meeting `token` names (not yet connected). */
export function guestSocket(realtime: Realtime, token: string, headers?: Record<string, string>) {
  const socket = realtime.connect({ namespace: GUEST_NAMESPACE, auth: { token }, headers });
  return { socket, heard: record(socket) };
}

export const join = (socket: Socket, token: unknown, ticket?: string) =>
  socket.emitWithAck(MEET_JOIN, ticket ? { token, ticket } : { token }) as Promise<JoinAnswer>;
