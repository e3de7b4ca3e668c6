import "server-only";
import { byAutomation } from "@/lib/server/automation/owner";
import { nextMessageSeq } from "@/lib/server/conversations/sequence";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, forbidden, notFound } from "@/lib/server/errors";
import { withEvents, type Tx } from "@/lib/server/events/commit";
import { newId } from "@/lib/server/ids";
import { assertModuleCan, type ModuleScope } from "@/lib/server/modules/module-scope";
import { isUniqueViolation } from "@/lib/server/prisma-errors";
import type { SendMessageInput } from "@/modules/online-chat/schemas/chat";
import { mentionsChannel, type ChatMessage } from "@/modules/online-chat/shared/types";
import { claimAttachments } from "./attachments";
import { conversationAccess, inConversation, type ConversationAccess } from "./conversations";
import { readMessage } from "./message-rows";
import { audienceOf, chatEvents, chatScope, conversationEvents } from "./scope";
import { followReply, recountThread, threadChanged, threadFollowers } from "./threads";

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
 * counts in its thread, which its author, the root's author and those it mentions follow (an
 * automation posting as its owner leaves the owner's read state and draft as they are). Mentions
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
      } else if (byAutomation(actor)) {
        // An automation posting as its owner: the owner has not read the conversation nor given up
        // their draft; the archives still give it back.
        await tx.$executeRaw`
          UPDATE "ChatMember" SET "archived" = false WHERE "conversationId" = ${conversation.id} AND "archived"`;
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
