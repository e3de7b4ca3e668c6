import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import { decodeTuple, encodeTuple } from "@/lib/server/api/keyset";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { withEvents, type Tx } from "@/lib/server/events/commit";
import type { ThreadStateInput } from "@/modules/online-chat/schemas/chat";
import {
  THREAD_PAGE,
  type OnlineChatEvent,
  type ThreadPage,
  type ThreadState,
} from "@/modules/online-chat/shared/types";
import { conversationAccess } from "./conversations";
import { messageColumns, readMessage, threadUnreadSql, validSeq, type MessageRow } from "./message-rows";
import { chatEvents, chatScope } from "./scope";

/**
 * After a reply: its author follows the thread and has seen it up to the reply (a reply follows
 * again after an unfollow); the root's author and the people it mentions follow it unless they
 * chose otherwise (a mention follows again, as in Mattermost).
 */
export async function followReply(
  tx: Pick<Tx, "$executeRaw">,
  input: { rootId: string; authorId: string; seq: number; mentioned: readonly string[] },
): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO "ChatThreadFollower" ("rootId", "userId", "following", "viewedSeq")
    VALUES (${input.rootId}, ${input.authorId}, true, ${input.seq})
    ON CONFLICT ("rootId", "userId") DO UPDATE SET "following" = true,
           "viewedSeq" = GREATEST("ChatThreadFollower"."viewedSeq", EXCLUDED."viewedSeq")`;
  await tx.$executeRaw`
    INSERT INTO "ChatThreadFollower" ("rootId", "userId", "following", "viewedSeq")
    SELECT m."id", m."authorId", true, 0 FROM "ChatMessage" m
     WHERE m."id" = ${input.rootId} AND m."authorId" IS NOT NULL
    ON CONFLICT ("rootId", "userId") DO NOTHING`;
  if (input.mentioned.length > 0)
    await tx.$executeRaw`
      INSERT INTO "ChatThreadFollower" ("rootId", "userId", "following", "viewedSeq")
      SELECT ${input.rootId}, u, true, 0 FROM unnest(${[...input.mentioned]}::text[]) u
      ON CONFLICT ("rootId", "userId") DO UPDATE SET "following" = true`;
}

/** Those who follow a thread (in `tx`: as the reply's transaction sees them). */
export async function threadFollowers(tx: Pick<Tx, "chatThreadFollower">, rootId: string): Promise<string[]> {
  const rows = await tx.chatThreadFollower.findMany({
    where: { rootId, following: true },
    select: { userId: true },
  });
  return rows.map((row) => row.userId);
}

/** A thread's count and last reply's time from its replies not deleted (after one left or came back). */
export async function recountThread(tx: Pick<Tx, "$executeRaw">, rootId: string): Promise<void> {
  await tx.$executeRaw`
    UPDATE "ChatMessage" r SET
           "replyCount" = (SELECT count(*)::int FROM "ChatMessage" x WHERE x."rootId" = r."id" AND x."deletedAt" IS NULL),
           "lastReplyAt" = (SELECT max(x."createdAt") FROM "ChatMessage" x WHERE x."rootId" = r."id" AND x."deletedAt" IS NULL)
     WHERE r."id" = ${rootId}`;
}

/** The event that tells a conversation's people a thread's new summary. */
export async function threadChanged(
  tx: Pick<Tx, "$queryRaw">,
  conversationId: string,
  rootId: string,
): Promise<OnlineChatEvent> {
  const root = await readMessage(rootId, tx);
  return {
    type: "thread.changed",
    conversationId,
    rootId,
    replyCount: root.replyCount ?? 0,
    lastReplyAt: root.lastReplyAt ?? null,
    replyPeople: root.replyPeople ?? [],
  };
}

/** The caller's state in a thread (not following, nothing seen, when they have no place in it). */
async function threadStateOf(
  db: Pick<Tx, "$queryRaw">,
  root: { id: string; conversationId: string },
  userId: string,
): Promise<ThreadState> {
  const [row] = await db.$queryRaw<{ following: boolean; viewedSeq: number; unread: number }[]>`
    SELECT f."following", f."viewedSeq",
           CASE WHEN f."following" THEN ${threadUnreadSql(Prisma.sql`f."rootId"`, Prisma.sql`f."viewedSeq"`, userId)}
                ELSE 0 END AS "unread"
      FROM "ChatThreadFollower" f WHERE f."rootId" = ${root.id} AND f."userId" = ${userId}`;
  return {
    rootId: root.id,
    conversationId: root.conversationId,
    following: row?.following ?? false,
    viewedSeq: row?.viewedSeq ?? 0,
    unread: row?.unread ?? 0,
  };
}

/** A top-level message not deleted in a conversation of the module the caller is in (404 otherwise). */
async function rootFor(moduleId: string, userId: string, messageId: string) {
  const root = await getDb().chatMessage.findFirst({
    where: { id: messageId, rootId: null, deletedAt: null, conversation: { moduleId } },
    select: { id: true, conversationId: true },
  });
  if (!root) throw notFound("errors.chatMessageNotFound");
  await conversationAccess({ moduleId }, userId, root.conversationId).catch(() => {
    throw notFound("errors.chatMessageNotFound");
  });
  return root;
}

/**
 * GET …/messages/{id}/thread: a top-level message with the newest THREAD_PAGE of its replies not
 * deleted (oldest first within the page; `cursor` reads older ones, by the (rootId, seq) index) and
 * the caller's state in it.
 */
export async function listThread(
  actor: Actor,
  input: { moduleId: string; messageId: string; cursor?: string },
  locale: Locale = "en",
): Promise<ThreadPage> {
  const scope = await chatScope(actor, input.moduleId, locale);
  const root = await rootFor(scope.moduleId, actor.userId, input.messageId);
  const before = input.cursor ? decodeTuple<[number, string]>(input.cursor, 2, validSeq)[0] : null;
  const [rows, rootMessage, state] = await Promise.all([
    getDb().$queryRaw<MessageRow[]>`
      SELECT ${messageColumns(Prisma.sql`m`)} FROM "ChatMessage" m
       WHERE m."rootId" = ${root.id} AND m."deletedAt" IS NULL AND m."seq" < ${before ?? 2_147_483_647}
       ORDER BY m."seq" DESC
       LIMIT ${THREAD_PAGE + 1}`,
    readMessage(root.id),
    threadStateOf(getDb(), root, actor.userId),
  ]);
  const shown = rows.slice(0, THREAD_PAGE);
  const oldest = rows.length > THREAD_PAGE ? shown[shown.length - 1] : undefined;
  return {
    root: rootMessage,
    replies: shown.reverse().map((row) => row.message),
    nextCursor: oldest ? encodeTuple([oldest.seq, oldest.id]) : null,
    state,
  };
}

/**
 * PUT …/messages/{id}/thread: the caller follows or unfollows a thread, and/or has seen it up to
 * reply `seq` (by default its last reply). Anyone in the conversation may follow (it needs no write
 * right); reading a thread one has no place in changes nothing. Their other tabs hear the new state.
 */
export async function setThreadState(
  actor: Actor,
  input: { moduleId: string; messageId: string; body: ThreadStateInput },
  locale: Locale = "en",
): Promise<ThreadState> {
  const scope = await chatScope(actor, input.moduleId, locale);
  const root = await rootFor(scope.moduleId, actor.userId, input.messageId);
  const { following, seq } = input.body;
  return withEvents(async (tx, emit) => {
    const [last] = await tx.$queryRaw<{ seq: number | null }[]>`
      SELECT max("seq") AS "seq" FROM "ChatMessage" WHERE "rootId" = ${root.id}`;
    const seen = Math.min(seq ?? last?.seq ?? 0, last?.seq ?? 0);
    if (following === undefined)
      await tx.$executeRaw`
        UPDATE "ChatThreadFollower" SET "viewedSeq" = ${seen} WHERE "rootId" = ${root.id} AND "userId" = ${actor.userId}`;
    else
      await tx.$executeRaw`
        INSERT INTO "ChatThreadFollower" ("rootId", "userId", "following", "viewedSeq")
        VALUES (${root.id}, ${actor.userId}, ${following}, ${seen})
        ON CONFLICT ("rootId", "userId") DO UPDATE SET "following" = EXCLUDED."following",
               "viewedSeq" = CASE WHEN ${seq !== undefined} THEN EXCLUDED."viewedSeq"
                                  ELSE GREATEST("ChatThreadFollower"."viewedSeq", EXCLUDED."viewedSeq") END`;
    const state = await threadStateOf(tx, root, actor.userId);
    emit(chatEvents(scope, actor, [actor.userId], [{ type: "thread.state", state }]));
    return state;
  });
}
