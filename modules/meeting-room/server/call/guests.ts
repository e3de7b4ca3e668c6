import "server-only";
import type { ExtendedError, Server, Socket } from "socket.io";
import { handshakeClientKey } from "@/lib/server/api/request";
import { env } from "@/lib/server/env";
import { AppError } from "@/lib/server/errors";
import { logger } from "@/lib/server/logger";
import { consume } from "@/lib/server/security/rate-limit";
import {
  KNOCKS_MAX,
  MEET_KNOCK,
  MEET_KNOCKED,
  MEET_KNOCK_DONE,
  knockSchema,
  type Knock,
  type KnockDone,
} from "@/modules/meeting-room/call/protocol";
import { admits, guests, knockRoom, toMembers, type GuestData, type InCall } from "./call-rooms";
import { meetingOfToken } from "./find-call";
import { bindCallSocket, enterCall } from "./call-socket";

type GuestSocket = Socket & { data: GuestData & { call?: InCall } };

/** Why a guest's connection is refused (its connect_error's message). */
type GuestRefusal = "notFound" | "rateLimited" | "failed";

/** The handshake: a link's token of a meeting, at most RATE_LIMIT_PER_MINUTE connections per address. */
async function admitConnection(socket: Socket): Promise<GuestRefusal | null> {
  const key = handshakeClientKey(
    socket.handshake.headers["x-forwarded-for"],
    socket.handshake.address,
    env().TRUST_PROXY,
  );
  try {
    await consume("meetGuestPerIp", key);
  } catch (error) {
    if (error instanceof AppError && error.status === 429) return "rateLimited";
    throw error;
  }
  const token: unknown = socket.handshake.auth?.token;
  const meeting = typeof token === "string" ? await meetingOfToken(token) : null;
  if (!meeting) return "notFound";
  socket.data = {
    guest: { meetingId: meeting.id, moduleId: meeting.moduleId, knocks: 0 },
  } satisfies GuestData;
  return null;
}

/** A guest asks to be let in as `name` (at most KNOCKS_MAX times): the members in the call hear it. */
async function knock(
  io: Server,
  socket: GuestSocket,
  raw: unknown,
): Promise<{ ok: boolean; error?: string }> {
  const parsed = knockSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: "invalid" };
  const { guest } = socket.data;
  if (socket.data.call) return { ok: false, error: "invalid" };
  if (guest.knocks >= KNOCKS_MAX) return { ok: false, error: "tooMany" };
  guest.knocks += 1;
  guest.knock = { socketId: socket.id, name: parsed.data.name } satisfies Knock;
  await socket.join(knockRoom(guest.meetingId));
  toMembers(io, guest.meetingId, MEET_KNOCKED, guest.knock);
  return { ok: true };
}

/**
 * The lobby of guests without an account (docs/modules/meeting-room.md "Guests"), in a namespace of
 * its own (GUEST_NAMESPACE) so that none of the members' handlers (module rooms, chat, Ask AI) ever
 * sees a guest's socket:
 *
 * - The handshake gives the link's token (auth.token); a made-up one, or one of no meeting, is
 *   refused ("notFound"), and an address connects at most RATE_LIMIT_PER_MINUTE times a minute.
 * - MEET_KNOCK { name } → { ok }: the members in the call hear MEET_KNOCKED (and a member joining
 *   later finds it in its join's answer). At most KNOCKS_MAX knocks per connection.
 * - A member admits or denies (./realtime.ts MEET_ADMIT): the guest hears MEET_ADMISSION; admitted,
 *   it joins with MEET_JOIN { token, ticket }, the ticket signed for this socket and meeting.
 * - Then it is in the call like a member (signals, state, leave), named as it knocked, marked guest.
 * - Gone while knocking: the members hear MEET_KNOCK_DONE "gone".
 */
export function attachGuestLobby(io: Server): () => void {
  const nsp = guests(io);
  const middleware = (socket: Socket, next: (error?: ExtendedError) => void) => {
    admitConnection(socket)
      .then((refusal) => next(refusal ? new Error(refusal) : undefined))
      .catch((error: unknown) => {
        logger.error(
          `[meeting-room] guest handshake failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        next(new Error("failed"));
      });
  };
  nsp.use(middleware);
  const onConnection = (socket: GuestSocket) => {
    const { guest } = socket.data;
    bindCallSocket(
      io,
      socket,
      async ({ ticket }) => {
        const name = guest.knock?.name;
        if (!name || !ticket || !admits(ticket, guest.meetingId, socket.id))
          return { ok: false, error: "notAdmitted" };
        delete guest.knock;
        const meeting = { id: guest.meetingId, moduleId: guest.moduleId, name };
        return enterCall(io, socket, meeting, `guest-${socket.id}`);
      },
      () => {
        if (!guest.knock) return;
        const done: KnockDone = { socketId: socket.id, outcome: "gone", by: null };
        toMembers(io, guest.meetingId, MEET_KNOCK_DONE, done);
      },
    );
    socket.on(MEET_KNOCK, (raw: unknown, ack?: unknown) => {
      const reply = typeof ack === "function" ? (ack as (answer: { ok: boolean }) => void) : () => undefined;
      knock(io, socket, raw)
        .then(reply)
        .catch((error: unknown) => {
          logger.error(
            `[meeting-room] knock failed: ${error instanceof Error ? error.message : String(error)}`,
          );
          reply({ ok: false });
        });
    });
  };
  nsp.on("connection", onConnection);
  return () => {
    nsp.off("connection", onConnection);
  };
}
