import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import type { Tx } from "@/lib/server/events/commit";
import {
  AVATARS_SHOWN,
  UNREAD_COUNTED,
  type ChatAttachment,
  type ChatMessage,
  type ChatPerson,
  type ChatReaction,
} from "@/modules/online-chat/shared/types";

/** A message as the statements below read it (its author, reactions and repliers as JSON). */
export type MessageRow = {
  id: string;
  conversationId: string;
  seq: number;
  body: string;
  clientRequestId: string | null;
  createdAt: Date;
  editedAt: Date | null;
  author: ChatPerson | null;
  reactions: ChatReaction[];
  rootId: string | null;
  replyCount: number;
  lastReplyAt: Date | null;
  replyPeople: ChatPerson[];
  mentionIds: string[] | null;
  mentionsChannel: boolean;
  attachments: ChatAttachment[] | null;
};

/** A message cursor's seq: a whole number from 1. */
export const validSeq = (values: readonly unknown[]) =>
  Number.isInteger(values[0]) && (values[0] as number) >= 1;

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
function reactionsSql(alias: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`COALESCE((SELECT json_agg(json_build_object('emoji', r."emoji", 'userIds', r."users") ORDER BY r."first")
                      FROM (SELECT "emoji", array_agg("userId" ORDER BY "createdAt", "userId") AS "users",
                                   min("createdAt") AS "first"
                              FROM "ChatReaction" WHERE "messageId" = ${alias}."id" GROUP BY "emoji") r), '[]'::json)`;
}

/** The latest people to reply in the thread of the message in `alias` (none read for a message without replies). */
function replyPeopleSql(alias: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`CASE WHEN ${alias}."replyCount" = 0 THEN '[]'::json ELSE
           COALESCE((SELECT json_agg(json_build_object('id', u."id", 'name', u."name", 'image', u."image") ORDER BY p."last" DESC)
                       FROM (SELECT r."authorId", max(r."seq") AS "last" FROM "ChatMessage" r
                              WHERE r."rootId" = ${alias}."id" AND r."deletedAt" IS NULL AND r."authorId" IS NOT NULL
                              GROUP BY r."authorId" ORDER BY "last" DESC LIMIT ${AVATARS_SHOWN}) p
                       JOIN "User" u ON u."id" = p."authorId"), '[]'::json) END`;
}

/** The columns of a ChatAttachment as the answer's JSON, for the attachment in `a`. */
function attachmentJson(a: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`json_build_object('id', ${a}."id", 'name', af."name", 'size', af."size",
            'contentType', af."contentType", 'url', '/api/v1/files/' || af."key",
            'thumbUrl', CASE WHEN tf."key" IS NULL THEN NULL ELSE '/api/v1/files/' || tf."key" END,
            'width', ${a}."width", 'height', ${a}."height")`;
}

/** The files of the message in `alias`, in order, as JSON (none read for a message without files). */
export function attachmentsSql(alias: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`CASE WHEN ${alias}."attachmentCount" = 0 THEN NULL ELSE
           (SELECT json_agg(${attachmentJson(Prisma.sql`a`)} ORDER BY a."position")
              FROM "ChatAttachment" a JOIN "File" af ON af."id" = a."fileId"
              LEFT JOIN "File" tf ON tf."id" = a."thumbFileId"
             WHERE a."messageId" = ${alias}."id") END`;
}

/**
 * What a list shows of the message in `alias`: its text, or for a message of files only, a paperclip
 * and their names (the same in every language), as `filesPreview` does in the browser.
 */
export function previewSql(alias: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`CASE WHEN ${alias}."body" <> '' OR ${alias}."attachmentCount" = 0 THEN ${alias}."body" ELSE
           '📎 ' || (SELECT string_agg(pf."name", ', ' ORDER BY pa."position") FROM "ChatAttachment" pa
                      JOIN "File" pf ON pf."id" = pa."fileId" WHERE pa."messageId" = ${alias}."id") END`;
}

/** The columns of a MessageRow for the message in `alias`. */
export function messageColumns(alias: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`${alias}."id", ${alias}."conversationId", ${alias}."seq", ${alias}."body", ${alias}."clientRequestId",
           ${alias}."createdAt", ${alias}."editedAt", ${alias}."rootId", ${alias}."replyCount", ${alias}."lastReplyAt",
           ${alias}."mentionIds", ${alias}."mentionsChannel",
           (SELECT json_build_object('id', au."id", 'name', au."name", 'image', au."image")
              FROM "User" au WHERE au."id" = ${alias}."authorId") AS "author",
           ${reactionsSql(alias)} AS "reactions",
           ${replyPeopleSql(alias)} AS "replyPeople",
           ${attachmentsSql(alias)} AS "attachments"`;
}

export function messageOf(row: MessageRow): ChatMessage {
  const message: ChatMessage = {
    id: row.id,
    conversationId: row.conversationId,
    seq: row.seq,
    author: row.author,
    body: row.body,
    clientRequestId: row.clientRequestId,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    reactions: row.reactions,
  };
  // Only what the message has (the contract: absent means none).
  if (row.rootId) message.rootId = row.rootId;
  if (row.replyCount > 0) {
    message.replyCount = row.replyCount;
    message.replyPeople = row.replyPeople;
    if (row.lastReplyAt) message.lastReplyAt = row.lastReplyAt.toISOString();
  }
  if (row.mentionIds && row.mentionIds.length > 0) message.mentionIds = row.mentionIds;
  if (row.mentionsChannel) message.mentionsChannel = true;
  if (row.attachments && row.attachments.length > 0) message.attachments = row.attachments;
  return message;
}

/** Messages by id as the API answers them (in `db`: the change's transaction when given). */
export async function readMessage(id: string, db: Pick<Tx, "$queryRaw"> = getDb()): Promise<ChatMessage> {
  const [row] = await db.$queryRaw<MessageRow[]>`
    SELECT ${messageColumns(Prisma.sql`m`)} FROM "ChatMessage" m WHERE m."id" = ${id}`;
  if (!row) throw new Error(`chat message ${id} not found`);
  return messageOf(row);
}

/**
 * Replies of others after `viewedSeq` in the thread of `rootId`, not deleted, counted up to
 * UNREAD_COUNTED: one range of the (rootId, seq) index.
 */
export function threadUnreadSql(rootId: Prisma.Sql, viewedSeq: Prisma.Sql, userId: string): Prisma.Sql {
  return Prisma.sql`(SELECT count(*)::int FROM (SELECT 1 FROM "ChatMessage" tu
                       WHERE tu."rootId" = ${rootId} AND tu."seq" > ${viewedSeq}
                         AND tu."deletedAt" IS NULL AND tu."authorId" IS DISTINCT FROM ${userId}
                       LIMIT ${UNREAD_COUNTED}) unread)`;
}
