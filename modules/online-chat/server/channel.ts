import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { conflict, forbidden, notFound } from "@/lib/server/errors";
import { withEvents } from "@/lib/server/events/commit";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import type { ConversationDetail } from "@/modules/online-chat/shared/types";
import { detailOf, inConversation, type ConversationAccess } from "./conversations";
import { assertReaders } from "./people";
import { audienceOf, chatEvents, conversationChanged } from "./scope";

/**
 * A channel's operator, or an administrator of the module who is in it, may rename it, add and remove
 * people and delete it; a direct conversation has no operators (403).
 */
function assertOperator(scope: ModuleScope, conversation: Pick<ConversationAccess, "kind" | "role">): void {
  if (conversation.kind !== "channel") throw forbidden("errors.chatDirectFixed");
  if (conversation.role !== "operator" && !scope.access.manageMembers)
    throw forbidden("errors.chatOperatorOnly");
}

/** PATCH …/conversations/{id}: rename a channel (its operators). */
export async function renameConversation(
  actor: Actor,
  input: { moduleId: string; conversationId: string; name: string },
  locale: Locale = "en",
): Promise<ConversationDetail> {
  const { scope, conversation } = await inConversation(actor, input, locale);
  assertOperator(scope, conversation);
  await withEvents(async (tx, emit) => {
    await tx.chatConversation.update({ where: { id: conversation.id }, data: { name: input.name } });
    emit(await conversationChanged(scope, actor, conversation.id, tx));
  });
  return detailOf(scope, actor.userId, conversation.id);
}

/** DELETE …/conversations/{id}: delete a channel and its messages (its operators). */
export async function deleteConversation(
  actor: Actor,
  input: { moduleId: string; conversationId: string },
  locale: Locale = "en",
): Promise<{ id: string }> {
  const { scope, conversation } = await inConversation(actor, input, locale);
  assertOperator(scope, conversation);
  await withEvents(async (tx, emit) => {
    const audience = await audienceOf(conversation.id, tx);
    await tx.chatConversation.delete({ where: { id: conversation.id } });
    emit(
      chatEvents(scope, actor, audience, [{ type: "conversation.removed", conversationId: conversation.id }]),
    );
  });
  return { id: conversation.id };
}

/** POST …/conversations/{id}/members: add people to a channel (its operators); those in it stay as they are. */
export async function addPeople(
  actor: Actor,
  input: { moduleId: string; conversationId: string; userIds: string[] },
  locale: Locale = "en",
): Promise<ConversationDetail> {
  const { scope, conversation } = await inConversation(actor, input, locale);
  assertOperator(scope, conversation);
  await assertReaders(scope, input.userIds);
  await withEvents(async (tx, emit) => {
    // New people have seen nothing yet: the channel's history is theirs to read, unread from here.
    const added = await tx.chatMember.createMany({
      data: input.userIds.map((userId) => ({
        conversationId: conversation.id,
        userId,
        viewedSeq: conversation.lastSeq,
      })),
      skipDuplicates: true,
    });
    if (added.count === 0) return;
    emit(await conversationChanged(scope, actor, conversation.id, tx));
  });
  return detailOf(scope, actor.userId, conversation.id);
}

/**
 * DELETE …/conversations/{id}/members/{userId}: an operator removes someone from a channel, or anyone
 * leaves it. The last operator cannot leave while others stay (409: name another operator first).
 */
export async function removePerson(
  actor: Actor,
  input: { moduleId: string; conversationId: string; userId: string },
  locale: Locale = "en",
): Promise<{ id: string }> {
  const { scope, conversation } = await inConversation(actor, input, locale);
  if (conversation.kind !== "channel") throw forbidden("errors.chatDirectFixed");
  if (input.userId !== actor.userId) assertOperator(scope, conversation);
  await withEvents(async (tx, emit) => {
    const audience = await audienceOf(conversation.id, tx);
    const target = await tx.chatMember.findUnique({
      where: { conversationId_userId: { conversationId: conversation.id, userId: input.userId } },
      select: { role: true },
    });
    if (!target) throw notFound("errors.chatPersonNotFound");
    if (target.role === "operator" && audience.length > 1) {
      const operators = await tx.chatMember.count({
        where: { conversationId: conversation.id, role: "operator" },
      });
      if (operators === 1) throw conflict("errors.chatLastOperator");
    }
    await tx.chatMember.delete({
      where: { conversationId_userId: { conversationId: conversation.id, userId: input.userId } },
    });
    const rest = audience.filter((id) => id !== input.userId);
    emit(
      chatEvents(
        scope,
        actor,
        [input.userId],
        [{ type: "conversation.removed", conversationId: conversation.id }],
      ),
      ...(rest.length > 0
        ? [
            chatEvents(scope, actor, rest, [
              { type: "conversation.changed", conversationId: conversation.id },
            ]),
          ]
        : []),
    );
  });
  return { id: input.userId };
}
