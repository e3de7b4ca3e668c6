import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import type { Tx } from "@/lib/server/events/commit";
import {
  AVATARS_SHOWN,
  UNREAD_COUNTED,
  type ChatMessage,
  type ChatReaction,
} from "@/modules/online-chat/shared/types";
import { isoSql } from "@/lib/server/database/sql";

/** A message as the statements below read it: the answer's message and the columns cursors need. */
export type MessageRow = {
  id: string;
  conversationId: string;
  seq: number;
  createdAt: Date;
  message: ChatMessage;
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
  // Most messages have none (their reactionCount says so): grouped only for those that have some.
  return Prisma.sql`CASE WHEN ${alias}."reactionCount" = 0 THEN '[]'::json
           ELSE (SELECT json_agg(json_build_object('emoji', r."emoji", 'userIds', r."users") ORDER BY r."first")
                   FROM (SELECT "emoji", array_agg("userId" ORDER BY "createdAt", "userId") AS "users",
                                min("createdAt") AS "first"
                           FROM "ChatReaction" WHERE "messageId" = ${alias}."id" GROUP BY "emoji") r) END`;
}

/** The latest people to reply in the thread of the message in `alias` (null, unread, for a message without replies). */
function replyPeopleSql(alias: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`CASE WHEN ${alias}."replyCount" = 0 THEN NULL ELSE
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

/** An ISO time (UTC, milliseconds, "Z") of a timestamp column, as Date.toISOString() writes it. */

/**
 * `, "key" : value` for a JSON `value`, or nothing when it is null: a field only some messages have,
 * absent from the others (the contract: absent means none). `key` is a name from this file.
 */
const present = (key: string, value: Prisma.Sql) =>
  Prisma.sql`COALESCE(${Prisma.raw(`', "${key}" : '`)} || (${value})::text, '')`;

/**
 * The message in `alias` as the API answers it (chatMessageSchema), as the JSON text PostgreSQL
 * writes: the fields every message has (null where empty) as one object, and what only some
 * messages have appended only where they have it. A history page goes out as the text PostgreSQL
 * wrote, neither parsed nor written again in Node (measured: parsing it, dropping the absent fields
 * and writing it again were a third of a page's time in Node).
 */
export function messageText(alias: Prisma.Sql): Prisma.Sql {
  const m = alias;
  const lastReplyAt = isoSql(Prisma.sql`${m}."lastReplyAt"`);
  // json_build_object's text ends with its closing brace: the fields some messages have go before it.
  return Prisma.sql`(left(json_build_object(
        'id', ${m}."id", 'conversationId', ${m}."conversationId", 'seq', ${m}."seq",
        'author', (SELECT json_build_object('id', au."id", 'name', au."name", 'image', au."image")
                     FROM "User" au WHERE au."id" = ${m}."authorId"),
        'body', ${m}."body", 'clientRequestId', ${m}."clientRequestId",
        'createdAt', ${isoSql(Prisma.sql`${m}."createdAt"`)}, 'editedAt', ${isoSql(Prisma.sql`${m}."editedAt"`)},
        'reactions', ${reactionsSql(m)})::text, -1)
     || ${present("rootId", Prisma.sql`to_json(${m}."rootId")`)}
     || ${present("replyCount", Prisma.sql`NULLIF(${m}."replyCount", 0)`)}
     || ${present("lastReplyAt", Prisma.sql`CASE WHEN ${m}."replyCount" = 0 THEN NULL ELSE to_json(${lastReplyAt}) END`)}
     || ${present("replyPeople", replyPeopleSql(m))}
     || ${present("mentionIds", Prisma.sql`CASE WHEN cardinality(${m}."mentionIds") = 0 THEN NULL ELSE to_json(${m}."mentionIds") END`)}
     || CASE WHEN ${m}."mentionsChannel" THEN ', "mentionsChannel" : true' ELSE '' END
     || ${present("attachments", attachmentsSql(m))}
     || '}')`;
}

/** The columns of a MessageRow for the message in `alias`. */
export function messageColumns(alias: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`${alias}."id", ${alias}."conversationId", ${alias}."seq", ${alias}."createdAt",
           ${messageText(alias)}::json AS "message"`;
}

/** Messages by id as the API answers them (in `db`: the change's transaction when given). */
export async function readMessage(id: string, db: Pick<Tx, "$queryRaw"> = getDb()): Promise<ChatMessage> {
  const [row] = await db.$queryRaw<MessageRow[]>`
    SELECT ${messageColumns(Prisma.sql`m`)} FROM "ChatMessage" m WHERE m."id" = ${id}`;
  if (!row) throw new Error(`chat message ${id} not found`);
  return row.message;
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
