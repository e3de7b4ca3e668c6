import "server-only";
import { nextMessageSeq } from "@/lib/server/conversations/sequence";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import { jsonText, type JsonText } from "@/lib/server/api/json-text";
import { decodeTuple, encodeTuple } from "@/lib/server/api/keyset";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, forbidden, notFound } from "@/lib/server/errors";
import { withEvents, type Tx } from "@/lib/server/events/commit";
import { newId } from "@/lib/server/ids";
import { assertModuleCan, type ModuleScope } from "@/lib/server/modules/module-scope";
import { isUniqueViolation } from "@/lib/server/prisma-errors";
import type { SendMessageInput } from "@/modules/online-chat/schemas/chat";
import {
  MESSAGE_PAGE,
  mentionsChannel,
  type ChatMessage,
  type MessagePage,
} from "@/modules/online-chat/shared/types";
import { claimAttachments } from "./attachments";
import { conversationAccess, inConversation, type ConversationAccess } from "./conversations";
import { messageText, readMessage, threadUnreadSql, validSeq } from "./message-rows";
import { audienceOf, chatEvents, chatScope, conversationEvents } from "./scope";
import { followReply, recountThread, threadChanged, threadFollowers } from "./threads";

/** A history page as one row: its messages and the caller's threads as JSON text, and its bounds. */
type PageRow = {
  data: string | null;
  threads: string | null;
  count: number;
  oldestSeq: number | null;
  oldestId: string | null;
};

/**
 * GET …/conversations/{id}/messages: the newest MESSAGE_PAGE top-level messages not deleted, oldest
 * first within the page; `cursor` reads the page before it (by seq, one range of the partial
 * ChatMessage_top_idx). Replies live in their threads; the caller's state in the page's threads
 * comes with it.
 */
export async function listMessagesText(
  actor: Actor,
  input: { moduleId: string; conversationId: string; cursor?: string },
  locale: Locale = "en",
): Promise<JsonText<MessagePage>> {
  const scope = await chatScope(actor, input.moduleId, locale);
  const before = input.cursor ? decodeTuple<[number, string]>(input.cursor, 2, validSeq)[0] : null;
  // One statement, one row: the caller's place in the conversation, its messages newest first
  // (MESSAGE_PAGE and one more, which says there are older ones) with their authors, reactions and
  // repliers, and the caller's place in their threads, as JSON text the answer is made of. No
  // message: an empty page, or not the caller's (404).
  const [page] = await getDb().$queryRaw<PageRow[]>`
    SELECT '[' || string_agg(${messageText(Prisma.sql`p`)}, ',' ORDER BY p."seq") FILTER (WHERE p."n" <= ${MESSAGE_PAGE}) || ']' AS "data",
           (json_agg(json_build_object('rootId', p."id", 'conversationId', p."conversationId",
                                       'following', p."following", 'viewedSeq', COALESCE(p."threadSeq", 0),
                                       'unread', p."threadUnread") ORDER BY p."seq")
              FILTER (WHERE p."n" <= ${MESSAGE_PAGE} AND p."following" IS NOT NULL))::text AS "threads",
           count(*)::int AS "count",
           min(p."seq") FILTER (WHERE p."n" <= ${MESSAGE_PAGE}) AS "oldestSeq",
           (array_agg(p."id" ORDER BY p."seq") FILTER (WHERE p."n" <= ${MESSAGE_PAGE}))[1] AS "oldestId"
      FROM (SELECT m."id", m."conversationId", m."seq", m."authorId", m."body", m."clientRequestId",
                   m."createdAt", m."editedAt", m."rootId", m."replyCount", m."lastReplyAt", m."mentionIds",
                   m."mentionsChannel", m."attachmentCount", m."reactionCount",
                   f."following", f."viewedSeq" AS "threadSeq",
                   CASE WHEN f."following" AND m."replyCount" > 0
                        THEN ${threadUnreadSql(Prisma.sql`m."id"`, Prisma.sql`f."viewedSeq"`, actor.userId)}
                        ELSE 0 END AS "threadUnread",
                   row_number() OVER (ORDER BY m."seq" DESC) AS "n"
              FROM "ChatMember" me
              JOIN "ChatConversation" c ON c."id" = me."conversationId" AND c."moduleId" = ${scope.moduleId}
              JOIN "ChatMessage" m ON m."conversationId" = c."id" AND m."rootId" IS NULL AND m."deletedAt" IS NULL
                                  AND m."seq" < ${before ?? 2_147_483_647}
              LEFT JOIN "ChatThreadFollower" f ON f."rootId" = m."id" AND f."userId" = ${actor.userId}
             WHERE me."conversationId" = ${input.conversationId} AND me."userId" = ${actor.userId}
             ORDER BY m."seq" DESC
             LIMIT ${MESSAGE_PAGE + 1}) p`;
  if (!page || page.count === 0) await conversationAccess(scope, actor.userId, input.conversationId);
  const more = (page?.count ?? 0) > MESSAGE_PAGE;
  const nextCursor =
    more && page?.oldestSeq && page.oldestId ? encodeTuple([page.oldestSeq, page.oldestId]) : null;
  return jsonText(
    `{"data":${page?.data ?? "[]"},"nextCursor":${JSON.stringify(nextCursor)},"threads":${page?.threads ?? "[]"}}`,
  );
}

/** listMessagesText's page as a value (the chat page's first render). */
export async function listMessages(
  actor: Actor,
  input: { moduleId: string; conversationId: string; cursor?: string },
  locale: Locale = "en",
): Promise<MessagePage> {
  return (await listMessagesText(actor, input, locale)).value();
}

async function sentBefore(conversationId: string, authorId: string, clientRequestId: string | undefined) {
  if (!clientRequestId) return null;
  const row = await getDb().chatMessage.findUnique({
    where: { conversationId_authorId_clientRequestId: { conversationId, authorId, clientRequestId } },
    select: { id: true },
  });
  return row ? readMessage(row.id) : null;
}

/** May this person call on everyone in the conversation (@channel)? A channel's operator or the module's administrator. */
export const mayCallChannel = (scope: ModuleScope, conversation: ConversationAccess): boolean =>
  conversation.kind === "channel" && (conversation.role === "operator" || scope.access.manageMembers);

/** Those of `ids` who are in the conversation (in `db`): the mentions a message keeps. */
async function membersAmong(
  db: Pick<Tx, "chatMember">,
  conversationId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.chatMember.findMany({
    where: { conversationId, userId: { in: [...new Set(ids)] } },
    select: { userId: true },
  });
  const kept = new Set(rows.map((row) => row.userId));
  return ids.filter((id, index) => kept.has(id) && ids.indexOf(id) === index);
}

/** A top-level message of the conversation, not deleted: the thread a reply goes to (404 otherwise). */
async function threadRoot(conversationId: string, rootId: string): Promise<string> {
  const root = await getDb().chatMessage.findFirst({
    where: { id: rootId, conversationId, rootId: null, deletedAt: null },
    select: { id: true },
  });
  if (!root) throw notFound("errors.chatMessageNotFound");
  return root.id;
}

/**
 * POST …/conversations/{id}/messages: the next message of the conversation. Needs the module's add
 * right and a place in the conversation. A top-level message moves the sender's read state to it,
 * clears their draft and brings the conversation back from its members' archives; a reply (`rootId`)
 * counts in its thread, which its author, the root's author and those it mentions follow. Mentions
 * are kept to the conversation's members; "@channel" calls on everyone when an operator writes it.
 * A retry with the same `clientRequestId` answers the message the first made (also when both arrive
 * at once: the unique key refuses the second).
 */
export async function sendMessage(
  actor: Actor,
  input: { moduleId: string; conversationId: string; body: SendMessageInput },
  locale: Locale = "en",
): Promise<ChatMessage> {
  const { scope, conversation } = await inConversation(actor, input, locale);
  assertModuleCan(scope, "add");
  const { body, clientRequestId, mentionIds, attachmentIds } = input.body;
  const earlier = await sentBefore(conversation.id, actor.userId, clientRequestId);
  if (earlier) return earlier;
  const rootId = input.body.rootId ? await threadRoot(conversation.id, input.body.rootId) : null;
  const callsChannel = mentionsChannel(body) && mayCallChannel(scope, conversation);
  try {
    return await withEvents(async (tx, emit) => {
      const seq = await nextMessageSeq(tx, conversation.id, rootId === null);
      if (seq === null) throw notFound("errors.conversationNotFound");
      const numbered = { lastSeq: seq };
      const mentioned = await membersAmong(
        tx,
        conversation.id,
        mentionIds.filter((id) => id !== actor.userId),
      );
      const id = newId();
      await tx.chatMessage.create({
        data: {
          id,
          conversationId: conversation.id,
          seq: numbered.lastSeq,
          authorId: actor.userId,
          body,
          clientRequestId: clientRequestId ?? null,
          rootId,
          mentionIds: mentioned,
          mentionsChannel: callsChannel,
          attachmentCount: attachmentIds.length,
        },
        select: { id: true },
      });
      await claimAttachments(tx, {
        conversationId: conversation.id,
        messageId: id,
        uploaderId: actor.userId,
        ids: attachmentIds,
      });
      if (rootId) {
        await tx.$executeRaw`
          UPDATE "ChatMessage" SET "replyCount" = "replyCount" + 1, "lastReplyAt" = now() WHERE "id" = ${rootId}`;
        await followReply(tx, { rootId, authorId: actor.userId, seq: numbered.lastSeq, mentioned });
      } else {
        await tx.$executeRaw`
          UPDATE "ChatMember" SET
                 "viewedSeq" = CASE WHEN "userId" = ${actor.userId} THEN ${numbered.lastSeq} ELSE "viewedSeq" END,
                 "draft" = CASE WHEN "userId" = ${actor.userId} THEN NULL ELSE "draft" END,
                 "draftAt" = CASE WHEN "userId" = ${actor.userId} THEN NULL ELSE "draftAt" END,
                 "archived" = false
           WHERE "conversationId" = ${conversation.id} AND ("userId" = ${actor.userId} OR "archived")`;
      }
      const message = await readMessage(id, tx);
      const audience = await audienceOf(conversation.id, tx);
      emit(
        chatEvents(scope, actor, audience, [
          { type: "message.created", message },
          ...(rootId ? [await threadChanged(tx, conversation.id, rootId)] : []),
        ]),
      );
      // Who may be told, as they are now: the conversation's people and, for a reply, the thread's
      // followers (a later follow or unfollow does not change what this message tells).
      if (mentioned.length > 0 || callsChannel || rootId || conversation.kind === "direct")
        emit({
          type: "online-chat.message.posted",
          workspaceId: scope.membership.workspaceId,
          moduleId: scope.moduleId,
          actorId: actor.userId,
          conversationId: conversation.id,
          messageId: id,
          audience,
          followers: rootId ? await threadFollowers(tx, rootId) : [],
        });
      return message;
    });
  } catch (error) {
    if (!clientRequestId || !isUniqueViolation(error)) throw error;
    const first = await sentBefore(conversation.id, actor.userId, clientRequestId);
    if (!first) throw error;
    return first;
  }
}

/**
 * A message of a conversation the caller is in (404 otherwise, when deleted, or when it is a reply
 * whose thread was deleted), with what the checks need.
 */
export async function messageInConversation(scope: ModuleScope, userId: string, messageId: string) {
  const row = await getDb().chatMessage.findFirst({
    where: {
      id: messageId,
      deletedAt: null,
      conversation: { moduleId: scope.moduleId },
      OR: [{ rootId: null }, { root: { deletedAt: null } }],
    },
    select: {
      id: true,
      conversationId: true,
      authorId: true,
      rootId: true,
      seq: true,
      replyCount: true,
      attachmentCount: true,
    },
  });
  if (!row) throw notFound("errors.chatMessageNotFound");
  const conversation = await conversationAccess(scope, userId, row.conversationId).catch(() => {
    throw notFound("errors.chatMessageNotFound");
  });
  return { row, conversation };
}

/**
 * PATCH …/messages/{id}: its author edits it (and still may write in the module); its files stay
 * (the text may be blank only when it has some). Its mentions follow the new text (kept to the
 * members); nobody is told again.
 */
export async function editMessage(
  actor: Actor,
  input: { moduleId: string; messageId: string; body: string; mentionIds?: string[] },
  locale: Locale = "en",
): Promise<ChatMessage> {
  const scope = await chatScope(actor, input.moduleId, locale);
  const { row, conversation } = await messageInConversation(scope, actor.userId, input.messageId);
  if (row.authorId !== actor.userId) throw forbidden("errors.chatMessageNotYours");
  assertModuleCan(scope, "add");
  if (input.body === "" && row.attachmentCount === 0) throw badRequest("validation.chatMessageRequired");
  return withEvents(async (tx, emit) => {
    const mentioned = await membersAmong(
      tx,
      row.conversationId,
      (input.mentionIds ?? []).filter((id) => id !== actor.userId),
    );
    await tx.chatMessage.update({
      where: { id: row.id },
      data: {
        body: input.body,
        editedAt: new Date(),
        mentionIds: mentioned,
        mentionsChannel: mentionsChannel(input.body) && mayCallChannel(scope, conversation),
      },
      select: { id: true },
    });
    const message = await readMessage(row.id, tx);
    emit(
      await conversationEvents(scope, actor, row.conversationId, [{ type: "message.updated", message }], tx),
    );
    return message;
  });
}

/**
 * DELETE …/messages/{id}: its author (who may still write), a channel's operator or an administrator
 * of the module deletes it: it leaves the conversation and is kept for its author's trash. A root
 * takes its thread with it (Mattermost's rule; restoring it brings the thread back); a reply leaves
 * its thread's count.
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
    if (row.rootId) await recountThread(tx, row.rootId);
    emit(
      await conversationEvents(
        scope,
        actor,
        row.conversationId,
        [
          { type: "message.deleted", conversationId: row.conversationId, messageId: row.id, seq: row.seq },
          ...(row.rootId ? [await threadChanged(tx, row.conversationId, row.rootId)] : []),
        ],
        tx,
      ),
    );
  });
  return { id: row.id };
}
