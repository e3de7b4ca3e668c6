import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import { decodeTuple, encodeTuple } from "@/lib/server/api/keyset";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { forbidden, notFound } from "@/lib/server/errors";
import { withEvents } from "@/lib/server/events/commit";
import { newId } from "@/lib/server/ids";
import { assertModuleCan, type ModuleScope } from "@/lib/server/modules/module-scope";
import { isUniqueViolation } from "@/lib/server/prisma-errors";
import type { SendMessageInput } from "@/modules/online-chat/schemas/chat";
import {
  MESSAGE_PAGE,
  type ChatMessage,
  type ChatReaction,
  type MessagePage,
} from "@/modules/online-chat/shared/types";
import { conversationAccess, inConversation } from "./conversations";
import { chatScope, conversationEvents } from "./scope";

export const messageSelect: {
  id: true;
  conversationId: true;
  seq: true;
  body: true;
  clientRequestId: true;
  createdAt: true;
  editedAt: true;
  author: { select: { id: true; name: true; image: true } };
  reactions: {
    select: { emoji: true; userId: true };
    orderBy: ({ createdAt: "asc" } | { userId: "asc" })[];
  };
} = {
  id: true,
  conversationId: true,
  seq: true,
  body: true,
  clientRequestId: true,
  createdAt: true,
  editedAt: true,
  author: { select: { id: true, name: true, image: true } },
  reactions: { select: { emoji: true, userId: true }, orderBy: [{ createdAt: "asc" }, { userId: "asc" }] },
};

/** A message's reactions grouped by emoji, in the order each emoji was first put. */
export function groupReactions(rows: readonly { emoji: string; userId: string }[]): ChatReaction[] {
  const byEmoji = new Map<string, string[]>();
  for (const row of rows) byEmoji.set(row.emoji, [...(byEmoji.get(row.emoji) ?? []), row.userId]);
  return [...byEmoji].map(([emoji, userIds]) => ({ emoji, userIds }));
}

/**
 * The reactions of the message in `alias` as the answer's JSON (grouped by emoji, first put first),
 * read by the primary key (messageId, emoji, userId).
 */
export function reactionsSql(alias: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`COALESCE((SELECT json_agg(json_build_object('emoji', r."emoji", 'userIds', r."users") ORDER BY r."first")
                      FROM (SELECT "emoji", array_agg("userId" ORDER BY "createdAt", "userId") AS "users",
                                   min("createdAt") AS "first"
                              FROM "ChatReaction" WHERE "messageId" = ${alias}."id" GROUP BY "emoji") r), '[]'::json)`;
}

type MessageRow = {
  id: string;
  conversationId: string;
  seq: number;
  body: string;
  clientRequestId: string | null;
  createdAt: Date;
  editedAt: Date | null;
  author: { id: string; name: string; image: string | null } | null;
  /** Grouped (a statement's JSON) or one row per person (Prisma's select). */
  reactions: ChatReaction[] | { emoji: string; userId: string }[];
};

const grouped = (reactions: MessageRow["reactions"]): ChatReaction[] =>
  reactions.length > 0 && "userId" in reactions[0]!
    ? groupReactions(reactions as { emoji: string; userId: string }[])
    : (reactions as ChatReaction[]);

export function messageOf(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    seq: row.seq,
    author: row.author,
    body: row.body,
    clientRequestId: row.clientRequestId,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    reactions: grouped(row.reactions),
  };
}

const validSeq = (values: readonly unknown[]) => Number.isInteger(values[0]) && (values[0] as number) >= 1;

/**
 * GET …/conversations/{id}/messages: the newest MESSAGE_PAGE messages not deleted, oldest first
 * within the page; `cursor` reads the page before it (by seq, one index range).
 */
export async function listMessages(
  actor: Actor,
  input: { moduleId: string; conversationId: string; cursor?: string },
  locale: Locale = "en",
): Promise<MessagePage> {
  const scope = await chatScope(actor, input.moduleId, locale);
  const before = input.cursor ? decodeTuple<[number, string]>(input.cursor, 2, validSeq)[0] : null;
  // One statement: the caller's place in the conversation, its messages by the (conversationId, seq)
  // index newest first, and their authors. No row: an empty page, or not the caller's (404).
  const rows = await getDb().$queryRaw<MessageRow[]>`
    SELECT m."id", m."conversationId", m."seq", m."body", m."clientRequestId", m."createdAt", m."editedAt",
           CASE WHEN u."id" IS NULL THEN NULL
                ELSE json_build_object('id', u."id", 'name', u."name", 'image', u."image") END AS "author",
           ${reactionsSql(Prisma.sql`m`)} AS "reactions"
      FROM "ChatMember" me
      JOIN "ChatConversation" c ON c."id" = me."conversationId" AND c."moduleId" = ${scope.moduleId}
      JOIN "ChatMessage" m ON m."conversationId" = c."id" AND m."deletedAt" IS NULL
                          AND m."seq" < ${before ?? 2_147_483_647}
      LEFT JOIN "User" u ON u."id" = m."authorId"
     WHERE me."conversationId" = ${input.conversationId} AND me."userId" = ${actor.userId}
     ORDER BY m."seq" DESC
     LIMIT ${MESSAGE_PAGE + 1}`;
  if (rows.length === 0) await conversationAccess(scope, actor.userId, input.conversationId);
  const shown = rows.slice(0, MESSAGE_PAGE);
  const oldest = rows.length > MESSAGE_PAGE ? shown[shown.length - 1] : undefined;
  return {
    data: shown.reverse().map(messageOf),
    nextCursor: oldest ? encodeTuple([oldest.seq, oldest.id]) : null,
  };
}

async function sentBefore(conversationId: string, authorId: string, clientRequestId: string | undefined) {
  if (!clientRequestId) return null;
  return getDb().chatMessage.findUnique({
    where: { conversationId_authorId_clientRequestId: { conversationId, authorId, clientRequestId } },
    select: messageSelect,
  });
}

/**
 * POST …/conversations/{id}/messages: the next message of the conversation, the sender's read state
 * moved to it and their draft cleared, and the conversation brought back from its members' archives. Needs the module's add
 * right and a place in the conversation. A retry with the same `clientRequestId` answers the message
 * the first made (also when both arrive at once: the unique key refuses the second).
 */
export async function sendMessage(
  actor: Actor,
  input: { moduleId: string; conversationId: string; body: SendMessageInput },
  locale: Locale = "en",
): Promise<ChatMessage> {
  const { scope, conversation } = await inConversation(actor, input, locale);
  assertModuleCan(scope, "add");
  const { body, clientRequestId } = input.body;
  const earlier = await sentBefore(conversation.id, actor.userId, clientRequestId);
  if (earlier) return messageOf(earlier);
  try {
    const row = await withEvents(async (tx, emit) => {
      const [numbered] = await tx.$queryRaw<{ lastSeq: number }[]>`
        UPDATE "ChatConversation" SET "lastSeq" = "lastSeq" + 1, "activityAt" = now(), "updatedAt" = now()
         WHERE "id" = ${conversation.id}
     RETURNING "lastSeq"`;
      if (!numbered) throw notFound("errors.conversationNotFound");
      const created = await tx.chatMessage.create({
        data: {
          id: newId(),
          conversationId: conversation.id,
          seq: numbered.lastSeq,
          authorId: actor.userId,
          body,
          clientRequestId: clientRequestId ?? null,
        },
        select: messageSelect,
      });
      await tx.$executeRaw`
        UPDATE "ChatMember" SET
               "viewedSeq" = CASE WHEN "userId" = ${actor.userId} THEN ${created.seq} ELSE "viewedSeq" END,
               "draft" = CASE WHEN "userId" = ${actor.userId} THEN NULL ELSE "draft" END,
               "draftAt" = CASE WHEN "userId" = ${actor.userId} THEN NULL ELSE "draftAt" END,
               "archived" = false
         WHERE "conversationId" = ${conversation.id} AND ("userId" = ${actor.userId} OR "archived")`;
      emit(
        await conversationEvents(
          scope,
          actor,
          conversation.id,
          [{ type: "message.created", message: messageOf(created) }],
          tx,
        ),
      );
      return created;
    });
    return messageOf(row);
  } catch (error) {
    if (!clientRequestId || !isUniqueViolation(error)) throw error;
    const first = await sentBefore(conversation.id, actor.userId, clientRequestId);
    if (!first) throw error;
    return messageOf(first);
  }
}

/** A message of a conversation the caller is in (404 otherwise, or when deleted), with its author. */
async function messageInConversation(scope: ModuleScope, userId: string, messageId: string) {
  const row = await getDb().chatMessage.findFirst({
    where: { id: messageId, deletedAt: null, conversation: { moduleId: scope.moduleId } },
    select: { ...messageSelect, authorId: true },
  });
  if (!row) throw notFound("errors.chatMessageNotFound");
  const conversation = await conversationAccess(scope, userId, row.conversationId).catch(() => {
    throw notFound("errors.chatMessageNotFound");
  });
  return { row, conversation };
}

/** PATCH …/messages/{id}: its author edits it (and still may write in the module). */
export async function editMessage(
  actor: Actor,
  input: { moduleId: string; messageId: string; body: string },
  locale: Locale = "en",
): Promise<ChatMessage> {
  const scope = await chatScope(actor, input.moduleId, locale);
  const { row } = await messageInConversation(scope, actor.userId, input.messageId);
  if (row.authorId !== actor.userId) throw forbidden("errors.chatMessageNotYours");
  assertModuleCan(scope, "add");
  const updated = await withEvents(async (tx, emit) => {
    const changed = await tx.chatMessage.update({
      where: { id: row.id },
      data: { body: input.body, editedAt: new Date() },
      select: messageSelect,
    });
    emit(
      await conversationEvents(scope, actor, row.conversationId, [
        { type: "message.updated", message: messageOf(changed) },
      ]),
    );
    return changed;
  });
  return messageOf(updated);
}

/**
 * DELETE …/messages/{id}: its author (who may still write), a channel's operator or an administrator
 * of the module deletes it: it leaves the conversation and is kept for its author's trash.
 */
export async function deleteMessage(
  actor: Actor,
  input: { moduleId: string; messageId: string },
  locale: Locale = "en",
): Promise<{ id: string }> {
  const scope = await chatScope(actor, input.moduleId, locale);
  const { row, conversation } = await messageInConversation(scope, actor.userId, input.messageId);
  const own = row.authorId === actor.userId && scope.access.add;
  const moderates =
    conversation.kind === "channel" && (conversation.role === "operator" || scope.access.manageMembers);
  if (!own && !moderates) throw forbidden("errors.chatMessageNotYours");
  await withEvents(async (tx, emit) => {
    await tx.chatMessage.update({
      where: { id: row.id },
      data: { deletedAt: new Date(), deletedById: actor.userId },
    });
    emit(
      await conversationEvents(scope, actor, row.conversationId, [
        { type: "message.deleted", conversationId: row.conversationId, messageId: row.id, seq: row.seq },
      ]),
    );
  });
  return { id: row.id };
}
