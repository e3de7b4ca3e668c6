import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import { jsonText, type JsonText } from "@/lib/server/api/json-text";
import { decodeTuple, encodeTuple } from "@/lib/server/api/keyset";
import type { Actor } from "@/lib/server/auth/sessions";
import { cachedAnswer, moduleAnswerCache } from "@/lib/server/cache/module-answers";
import { getDb } from "@/lib/server/db";
import { MESSAGE_PAGE, type MessagePage, type OnlineChatEvent } from "@/modules/online-chat/shared/types";
import { conversationAccess } from "./conversations";
import { messageText, threadUnreadSql, validSeq } from "./message-rows";
import { chatScope } from "./scope";

// A conversation's history, a page at a time: what every member reads the same (the messages with
// their authors, reactions, repliers and files, and the cursor to older ones) and what is the caller's
// (their place in the page's threads). Each node keeps the shared part of recent pages in the
// platform's module answer cache, given from memory only while nothing a page shows has changed in
// the module since it was read (a message sent, edited, deleted or restored, a reaction, a thread's
// replies, a conversation changed or removed; not a person's read state or thread state, which no
// page shows), on this node or another, and for PAGE_TTL_MS at most (a person's new name). Whether
// the caller is in the conversation and their threads are read on every request.

export const PAGE_TTL_MS = 30_000;

/** Events that change nothing a history page shows: a person's read state and thread state. */
const OWN_STATE: ReadonlySet<OnlineChatEvent["type"]> = new Set(["read", "thread.state"]);

const pages = () =>
  moduleAnswerCache("online-chat-pages", {
    event: "online-chat.events",
    ttlMs: PAGE_TTL_MS,
    maxChars: 64 * 1024 * 1024,
    maxEntries: 2_000,
    stales: (event) =>
      event.type !== "online-chat.events" || event.events.some((entry) => !OWN_STATE.has(entry.type)),
  });

/** A page's shared part: its messages' seqs (none: an empty page) and its answer without threads. */
interface SharedPage {
  oldestSeq: number | null;
  newestSeq: number | null;
  /** `{"data":[…],"nextCursor":…` (the caller's threads close it). */
  head: string;
}

/** Stored as text: the two seqs and the head on three lines (no JSON to parse on a hit). */
const pack = (page: SharedPage) => `${page.oldestSeq ?? ""}\n${page.newestSeq ?? ""}\n${page.head}`;
function unpack(text: string): SharedPage {
  const first = text.indexOf("\n");
  const second = text.indexOf("\n", first + 1);
  const seq = (part: string) => (part === "" ? null : Number(part));
  return {
    oldestSeq: seq(text.slice(0, first)),
    newestSeq: seq(text.slice(first + 1, second)),
    head: text.slice(second + 1),
  };
}

/**
 * The newest MESSAGE_PAGE top-level messages not deleted before `before` (by seq, one range of the
 * partial ChatMessage_top_idx), oldest first, with the cursor to older ones: one statement, whoever
 * reads it (the caller's rights are checked apart).
 */
async function readShared(moduleId: string, conversationId: string, before: number | null): Promise<string> {
  const [row] = await getDb().$queryRaw<
    {
      data: string | null;
      count: number;
      oldestSeq: number | null;
      newestSeq: number | null;
      oldestId: string | null;
    }[]
  >`
    SELECT '[' || string_agg(${messageText(Prisma.sql`p`)}, ',' ORDER BY p."seq") FILTER (WHERE p."n" <= ${MESSAGE_PAGE}) || ']' AS "data",
           count(*)::int AS "count",
           min(p."seq") FILTER (WHERE p."n" <= ${MESSAGE_PAGE}) AS "oldestSeq",
           max(p."seq") AS "newestSeq",
           (array_agg(p."id" ORDER BY p."seq") FILTER (WHERE p."n" <= ${MESSAGE_PAGE}))[1] AS "oldestId"
      FROM (SELECT m."id", m."conversationId", m."seq", m."authorId", m."body", m."clientRequestId",
                   m."createdAt", m."editedAt", m."rootId", m."replyCount", m."lastReplyAt", m."mentionIds",
                   m."mentionsChannel", m."attachmentCount", m."reactionCount",
                   row_number() OVER (ORDER BY m."seq" DESC) AS "n"
              FROM "ChatConversation" c
              JOIN "ChatMessage" m ON m."conversationId" = c."id" AND m."rootId" IS NULL AND m."deletedAt" IS NULL
                                  AND m."seq" < ${before ?? 2_147_483_647}
             WHERE c."id" = ${conversationId} AND c."moduleId" = ${moduleId}
             ORDER BY m."seq" DESC
             LIMIT ${MESSAGE_PAGE + 1}) p`;
  const more = (row?.count ?? 0) > MESSAGE_PAGE;
  const nextCursor =
    more && row?.oldestSeq && row.oldestId ? encodeTuple([row.oldestSeq, row.oldestId]) : null;
  return pack({
    oldestSeq: row?.oldestSeq ?? null,
    newestSeq: row?.newestSeq ?? null,
    head: `{"data":${row?.data ?? "[]"},"nextCursor":${JSON.stringify(nextCursor)}`,
  });
}

/**
 * The caller's part: whether they are in the conversation, and their place in the threads of the
 * page's messages (those they have a follower row of), as JSON text.
 */
async function readOwn(
  moduleId: string,
  userId: string,
  conversationId: string,
  page: SharedPage,
): Promise<{ member: boolean; threads: string }> {
  const threads =
    page.oldestSeq === null || page.newestSeq === null
      ? Prisma.sql`NULL::text`
      : Prisma.sql`(SELECT json_agg(json_build_object('rootId', m."id", 'conversationId', m."conversationId",
                                   'following', f."following", 'viewedSeq', COALESCE(f."viewedSeq", 0),
                                   'unread', CASE WHEN f."following" AND m."replyCount" > 0
                                                  THEN ${threadUnreadSql(Prisma.sql`m."id"`, Prisma.sql`f."viewedSeq"`, userId)}
                                                  ELSE 0 END) ORDER BY m."seq")::text
                      FROM "ChatThreadFollower" f JOIN "ChatMessage" m ON m."id" = f."rootId"
                     WHERE f."userId" = ${userId} AND m."conversationId" = ${conversationId}
                       AND m."rootId" IS NULL AND m."deletedAt" IS NULL
                       AND m."seq" BETWEEN ${page.oldestSeq} AND ${page.newestSeq})`;
  const [row] = await getDb().$queryRaw<{ member: boolean; threads: string | null }[]>`
    SELECT EXISTS (SELECT 1 FROM "ChatMember" me JOIN "ChatConversation" c ON c."id" = me."conversationId"
                    WHERE me."conversationId" = ${conversationId} AND me."userId" = ${userId}
                      AND c."moduleId" = ${moduleId}) AS "member",
           ${threads} AS "threads"`;
  return { member: row?.member === true, threads: row?.threads ?? "[]" };
}

/**
 * GET …/conversations/{id}/messages: the newest MESSAGE_PAGE top-level messages not deleted, oldest
 * first within the page; `cursor` reads the page before it. Replies live in their threads; the
 * caller's state in the page's threads comes with it. Not the caller's conversation: 404.
 */
export async function listMessagesText(
  actor: Actor,
  input: { moduleId: string; conversationId: string; cursor?: string },
  locale: Locale = "en",
): Promise<JsonText<MessagePage>> {
  const scope = await chatScope(actor, input.moduleId, locale);
  const before = input.cursor ? decodeTuple<[number, string]>(input.cursor, 2, validSeq)[0] : null;
  const key = `${input.conversationId}:${before ?? ""}`;
  const page = unpack(
    await cachedAnswer(pages(), scope.moduleId, key, () =>
      readShared(scope.moduleId, input.conversationId, before),
    ),
  );
  const own = await readOwn(scope.moduleId, actor.userId, input.conversationId, page);
  // Not theirs (or not the module's): the same 404 as any other read of the conversation.
  if (!own.member) await conversationAccess(scope, actor.userId, input.conversationId);
  return jsonText(`${page.head},"threads":${own.threads}}`);
}

/** listMessagesText's page as a value (the chat page's first render). */
export async function listMessages(
  actor: Actor,
  input: { moduleId: string; conversationId: string; cursor?: string },
  locale: Locale = "en",
): Promise<MessagePage> {
  return (await listMessagesText(actor, input, locale)).value();
}
