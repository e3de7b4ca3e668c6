import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { RemoteSocket, Server } from "socket.io";
import type { SocketData } from "@/lib/realtime/socket-server";
import { derivedKey } from "@/lib/server/security/derived-key";
import {
  ADMISSION_TTL_MS,
  GUEST_NAMESPACE,
  type CallState,
  type Knock,
  type Participant,
} from "@/modules/meeting-room/call/protocol";

// A meeting's call spans two socket.io namespaces: members' sockets ("/", signed in) and guests'
// (GUEST_NAMESPACE, no session). Its room has the same name in both; these helpers look and send
// across the two (on every node, through each namespace's adapter).

/** A meeting's call room (in both namespaces). */
export const callRoom = (meetingId: string) => `meet:${meetingId}`;
/** The guests knocking at a meeting's call (guest namespace only). */
export const knockRoom = (meetingId: string) => `meet-knock:${meetingId}`;

/** What a socket in a call keeps (socket.data, serialisable: other nodes read it through the adapter). */
export interface InCall {
  meetingId: string;
  /** The meeting's module: its gate is asked again when a member's access changes. */
  moduleId: string;
  name: string;
  state: CallState;
}

/** A member's socket (the "/" namespace). */
export type MemberData = SocketData & { call?: InCall };

/** A guest's socket: the meeting of the token it connected with, its knock and its call. */
export interface GuestData {
  guest: { meetingId: string; moduleId: string; knocks: number; knock?: Knock };
  call?: InCall;
}

type AnyData = Partial<MemberData> & Partial<GuestData>;

export const guests = (io: Server) => io.of(GUEST_NAMESPACE);

/** Everyone in a meeting's call, members and guests. */
export async function callSockets(io: Server, meetingId: string): Promise<RemoteSocket<never, AnyData>[]> {
  const room = callRoom(meetingId);
  const [members, visitors] = await Promise.all([
    io.in(room).fetchSockets(),
    guests(io).in(room).fetchSockets(),
  ]);
  return [...members, ...visitors] as unknown as RemoteSocket<never, AnyData>[];
}

/** A participant as the others see it (null: the socket is in no call). */
export function participantOf(socketId: string, data: AnyData): Participant | null {
  if (!data.call) return null;
  const guest = data.guest !== undefined;
  return {
    socketId,
    userId: guest ? `guest:${socketId}` : (data.userId ?? ""),
    name: data.call.name,
    guest,
    state: data.call.state,
  };
}

/** Sends to everyone in the call, members and guests, but `except` (a socket id). */
export function toCall(io: Server, meetingId: string, except: string, event: string, payload: unknown): void {
  const room = callRoom(meetingId);
  io.to(room).except(except).emit(event, payload);
  guests(io).to(room).except(except).emit(event, payload);
}

/** Sends to the members in the call only (the lobby's news: who knocks). */
export function toMembers(io: Server, meetingId: string, event: string, payload: unknown): void {
  io.to(callRoom(meetingId)).emit(event, payload);
}

/** Sends to one socket, whichever namespace it is in. */
export function toSocket(io: Server, socketId: string, event: string, payload: unknown): void {
  io.to(socketId).emit(event, payload);
  guests(io).to(socketId).emit(event, payload);
}

/** Whether socket `to` is in the call (this node's sockets at once; others through the adapters). */
export async function inCall(io: Server, meetingId: string, to: string): Promise<boolean> {
  const room = callRoom(meetingId);
  for (const nsp of [io.of("/"), guests(io)]) {
    if (nsp.adapter.rooms.get(room)?.has(to)) return true;
    if (nsp.sockets.has(to)) return false;
  }
  const [found] = [...(await io.in(to).fetchSockets()), ...(await guests(io).in(to).fetchSockets())];
  return found?.rooms.has(room) ?? false;
}

/** The guests knocking at a meeting's call now. */
export async function knocksOf(io: Server, meetingId: string): Promise<Knock[]> {
  const sockets = await guests(io).in(knockRoom(meetingId)).fetchSockets();
  return sockets.flatMap((socket) => (socket.data as Partial<GuestData>).guest?.knock ?? []);
}

// An admission: a member's node signs (meeting, guest socket, expiry) and the guest hands it back on
// join to its own node, which may be another one; nothing is kept between the two.
const admissionKey = () => derivedKey("suite-meeting-admission");
const sign = (meetingId: string, socketId: string, expires: number) =>
  createHmac("sha256", admissionKey()).update(`${meetingId}\n${socketId}\n${expires}`).digest("base64url");

/** The ticket admitting guest socket `socketId` to the meeting's call for ADMISSION_TTL_MS. */
export function admissionTicket(meetingId: string, socketId: string, now = Date.now()): string {
  const expires = now + ADMISSION_TTL_MS;
  return `${expires}.${sign(meetingId, socketId, expires)}`;
}

/** Whether `ticket` admits guest socket `socketId` to the meeting's call now. */
export function admits(ticket: string, meetingId: string, socketId: string, now = Date.now()): boolean {
  const [expiresText = "", given = ""] = ticket.split(".");
  const expires = Number(expiresText);
  if (!/^\d{1,15}$/.test(expiresText) || expires < now) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(sign(meetingId, socketId, expires));
  return a.length === b.length && timingSafeEqual(a, b);
}
