import "server-only";
import type { Server, Socket } from "socket.io";
import { socketsOfAccessChange } from "@/lib/realtime/access-changed";
import { resolveActor } from "@/lib/server/auth/sessions";
import { subscribe } from "@/lib/server/events/bus";
import type { DomainEventOf } from "@/lib/server/events/types";
import { logger } from "@/lib/server/logger";
import {
  MEET_ADMISSION,
  MEET_ADMIT,
  MEET_KNOCK_DONE,
  MEET_REMOVED,
  admitSchema,
  type Admission,
  type JoinAnswer,
  type KnockDone,
  type Removal,
} from "@/modules/meeting-room/call/protocol";
import {
  admissionTicket,
  guests,
  knockRoom,
  knocksOf,
  toMembers,
  type GuestData,
  type MemberData,
} from "./call-rooms";
import { bindCallSocket, enterCall, leaveCall } from "./call-socket";
import { findCallMeeting, mayReadMeetingModule } from "./find-call";
import { attachGuestLobby } from "./guests";

/** A member's join: the meeting of the token when the module gate lets the user read it (asked afresh). */
async function memberJoin(
  io: Server,
  socket: Socket & { data: MemberData },
  token: string,
): Promise<JoinAnswer> {
  const actor = await resolveActor(socket.data.claims);
  const meeting = actor && (await findCallMeeting(actor, token));
  if (!actor || !meeting) return { ok: false, error: "notFound" };
  const answer = await enterCall(
    io,
    socket,
    { id: meeting.id, moduleId: meeting.moduleId, name: actor.name },
    actor.userId,
  );
  // A member also learns who waits in the lobby (read once in the room: a later knock is heard).
  return answer.ok ? { ...answer, knocks: await knocksOf(io, meeting.id) } : answer;
}

/**
 * A member in the call lets a knocking guest in or not: the guest (on any node) hears MEET_ADMISSION,
 * with a ticket when admitted; the members hear MEET_KNOCK_DONE. Refused unless the member is in the
 * call and the guest knocks at the same one.
 */
async function admit(io: Server, socket: Socket & { data: MemberData }, raw: unknown): Promise<boolean> {
  const call = socket.data.call;
  const parsed = admitSchema.safeParse(raw);
  if (!call || !parsed.success) return false;
  const { socketId, admit: admitted } = parsed.data;
  const [guest] = await guests(io).in(socketId).fetchSockets();
  const lobby = (guest?.data as Partial<GuestData> | undefined)?.guest;
  // Only a guest knocking now at this call: an answered knock has left the knock room.
  if (!guest || lobby?.meetingId !== call.meetingId || !guest.rooms.has(knockRoom(call.meetingId)))
    return false;
  guests(io).in(socketId).socketsLeave(knockRoom(call.meetingId));
  const admission: Admission = admitted
    ? { admitted: true, ticket: admissionTicket(call.meetingId, socketId) }
    : { admitted: false };
  guests(io).to(socketId).emit(MEET_ADMISSION, admission);
  const done: KnockDone = { socketId, outcome: admitted ? "admitted" : "denied", by: call.name };
  toMembers(io, call.meetingId, MEET_KNOCK_DONE, done);
  return true;
}

/** When people's access changes, their sockets in calls whose module they may no longer read leave. */
function onAccessChanged(io: Server) {
  return async (event: DomainEventOf<"access.changed">) => {
    for (const socket of (await socketsOfAccessChange(io, event)) as (Socket & { data: MemberData })[]) {
      const call = socket.data.call;
      if (!call) continue;
      const actor = await resolveActor(socket.data.claims);
      if (actor && (await mayReadMeetingModule(actor, call.moduleId))) continue;
      leaveCall(io, socket);
      socket.emit(MEET_REMOVED, { reason: "access" } satisfies Removal);
    }
  };
}

/**
 * The meeting call's signalling (kind.server.ts `realtime`), docs/modules/meeting-room.md "The call":
 *
 * - MEET_JOIN { token } → JoinAnswer: the meeting of the link, when the module gate lets the socket's
 *   user read its module (checked on every join); at most CALL_MAX sockets per call. The others hear
 *   MEET_JOINED; the answer lists them, the guests knocking and the ICE servers (with TURN
 *   credentials for an hour).
 * - MEET_SIGNAL { to, data } → { ok }: relayed to `to` only when both are in the same call room (the
 *   only right to signal), at most SIGNAL_MAX_BYTES.
 * - MEET_STATE CallState: broadcast to the call room (mic, camera, screen, speaking).
 * - MEET_LEAVE, or a disconnect: the others hear MEET_LEFT.
 * - MEET_ADMIT { socketId, admit }: a member in the call answers a guest's knock (./guests.ts).
 * - A member whose access to the module is withdrawn leaves the call at once and hears MEET_REMOVED.
 */
export function attachCallRealtime(io: Server): () => void {
  const onConnection = (socket: Socket & { data: MemberData }) => {
    bindCallSocket(io, socket, ({ token }) => memberJoin(io, socket, token));
    socket.on(MEET_ADMIT, (raw: unknown, ack?: unknown) => {
      const reply = typeof ack === "function" ? (ack as (answer: { ok: boolean }) => void) : () => undefined;
      admit(io, socket, raw)
        .then((ok) => reply({ ok }))
        .catch((error: unknown) => {
          logger.error(
            `[meeting-room] admit failed: ${error instanceof Error ? error.message : String(error)}`,
          );
          reply({ ok: false });
        });
    });
  };
  io.on("connection", onConnection);
  const closeGuests = attachGuestLobby(io);
  const access = subscribe("access.changed", onAccessChanged(io));
  return () => {
    io.off("connection", onConnection);
    closeGuests();
    access();
  };
}
