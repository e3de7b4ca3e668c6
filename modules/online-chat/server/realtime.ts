import "server-only";
import type { Server, Socket } from "socket.io";
import * as z from "@/lib/zod";
import { moduleRoom } from "@/lib/modules/realtime";
import { userRoom } from "@/lib/realtime/rooms";
import type { SocketData } from "@/lib/realtime/socket-server";
import { memberIdSchema } from "@/lib/schemas/members";
import { getDb } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import {
  CHAT_AWAY,
  CHAT_PRESENCE,
  CHAT_TYPING,
  PRESENCE_MAX,
  type Presence,
} from "@/modules/online-chat/shared/constants";

/** What a tab hears when someone types in one of its person's conversations. */
export interface TypingNotice {
  moduleId: string;
  conversationId: string;
  /** A thread's root when they type a reply. */
  rootId: string | null;
  user: { id: string; name: string };
}

const typingSchema = z.object({
  moduleId: memberIdSchema,
  conversationId: memberIdSchema,
  rootId: z.optional(z.nullable(memberIdSchema)),
});
const presenceSchema = z.object({
  moduleId: memberIdSchema,
  userIds: z.array(memberIdSchema).check(z.maxLength(PRESENCE_MAX)),
});

/** A socket says it types at most this often (a busy client is ignored in between). */
const TYPING_GAP_MS = 1_000;
/** A conversation's people, as typing reads them, are kept this long per typist. */
const PEOPLE_TTL_MS = 5_000;
const PEOPLE_KEPT = 10_000;

type People = { at: number; name: string; others: string[] } | { at: number; name: null; others: [] };
const peopleCache = new Map<string, People>();

/**
 * The other people of a conversation of the module that `userId` is in, and their name; none when
 * they are not in it (or it is not the module's). Read again after PEOPLE_TTL_MS: someone removed
 * stops hearing (and being heard) within it.
 */
async function conversationPeople(userId: string, moduleId: string, conversationId: string) {
  const key = `${userId}:${moduleId}:${conversationId}`;
  const now = Date.now();
  const kept = peopleCache.get(key);
  if (kept && now - kept.at < PEOPLE_TTL_MS) return kept;
  const rows = await getDb().$queryRaw<{ userId: string; name: string | null }[]>`
    SELECT o."userId", CASE WHEN o."userId" = ${userId} THEN u."name" END AS "name"
      FROM "ChatMember" me
      JOIN "ChatConversation" c ON c."id" = me."conversationId" AND c."moduleId" = ${moduleId}
      JOIN "ChatMember" o ON o."conversationId" = c."id"
      JOIN "User" u ON u."id" = o."userId"
     WHERE me."conversationId" = ${conversationId} AND me."userId" = ${userId}`;
  const self = rows.find((row) => row.userId === userId);
  const people: People = self
    ? {
        at: now,
        name: self.name ?? "",
        others: rows.filter((row) => row.userId !== userId).map((r) => r.userId),
      }
    : { at: now, name: null, others: [] };
  if (peopleCache.size >= PEOPLE_KEPT) peopleCache.clear();
  peopleCache.set(key, people);
  return people;
}

/** Those of `userIds` who share a conversation of the module with `userId` (whose presence they may see). */
async function sharingPeople(
  userId: string,
  moduleId: string,
  userIds: readonly string[],
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await getDb().$queryRaw<{ userId: string }[]>`
    SELECT DISTINCT o."userId"
      FROM "ChatMember" me
      JOIN "ChatConversation" c ON c."id" = me."conversationId" AND c."moduleId" = ${moduleId}
      JOIN "ChatMember" o ON o."conversationId" = c."id" AND o."userId" = ANY(${[...userIds]}::text[])
     WHERE me."userId" = ${userId}`;
  return rows.map((row) => row.userId);
}

/**
 * Online chat's socket messages (kind.server.ts `realtime`), checked on every message: the socket
 * must be in the module's room (joined through the module gate, left when access is withdrawn) and
 * its person in the conversation it names.
 *
 * - CHAT_TYPING { moduleId, conversationId, rootId? }: the conversation's other people's tabs hear
 *   TypingNotice (through the adapter: every node's). At most one a second per socket.
 * - CHAT_AWAY { away }: the tab's person is away (its page hidden) or back.
 * - CHAT_PRESENCE { moduleId, userIds } → { [userId]: Presence } for those who share a conversation
 *   of the module with the asker: online when a tab of theirs (on any node) is not away, away when
 *   all are, offline without one.
 */
export function attachChatRealtime(io: Server): () => void {
  const onConnection = (socket: Socket) => {
    const data = socket.data as SocketData;
    let lastTyping = 0;
    socket.on(CHAT_TYPING, (raw: unknown) => {
      const parsed = typingSchema.safeParse(raw);
      const now = Date.now();
      if (!parsed.success || now - lastTyping < TYPING_GAP_MS) return;
      const { moduleId, conversationId } = parsed.data;
      if (!socket.rooms.has(moduleRoom(moduleId))) return;
      lastTyping = now;
      conversationPeople(data.userId, moduleId, conversationId)
        .then((people) => {
          if (people.name === null || people.others.length === 0) return;
          const notice: TypingNotice = {
            moduleId,
            conversationId,
            rootId: parsed.data.rootId ?? null,
            user: { id: data.userId, name: people.name },
          };
          io.to(people.others.map(userRoom)).emit(CHAT_TYPING, notice);
        })
        .catch((error: unknown) => logger.error(`[online-chat] typing failed: ${String(error)}`));
    });
    socket.on(CHAT_AWAY, (raw: unknown) => {
      data.away = (raw as { away?: unknown } | null)?.away === true;
    });
    socket.on(CHAT_PRESENCE, (raw: unknown, ack?: unknown) => {
      const reply = typeof ack === "function" ? (ack as (answer: Record<string, Presence>) => void) : null;
      const parsed = presenceSchema.safeParse(raw);
      if (!reply) return;
      if (!parsed.success || !socket.rooms.has(moduleRoom(parsed.data.moduleId))) return reply({});
      sharingPeople(data.userId, parsed.data.moduleId, parsed.data.userIds)
        .then(async (ids) => {
          const answer: Record<string, Presence> = Object.fromEntries(ids.map((id) => [id, "offline"]));
          if (ids.length === 0) return reply(answer);
          for (const other of await io.in(ids.map(userRoom)).fetchSockets()) {
            const them = other.data as SocketData;
            if (!(them.userId in answer)) continue;
            if (!them.away) answer[them.userId] = "online";
            else if (answer[them.userId] === "offline") answer[them.userId] = "away";
          }
          reply(answer);
        })
        .catch((error: unknown) => {
          logger.error(`[online-chat] presence failed: ${String(error)}`);
          reply({});
        });
    });
  };
  io.on("connection", onConnection);
  return () => {
    io.off("connection", onConnection);
  };
}
