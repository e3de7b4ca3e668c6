import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { badRequest } from "@/lib/server/errors";
import { withEvents } from "@/lib/server/events/commit";
import { assertModuleCan } from "@/lib/server/modules/module-scope";
import { REACTIONS_PER_MESSAGE_MAX, type ChatReaction } from "@/modules/online-chat/shared/types";
import { groupReactions } from "./message-rows";
import { messageInConversation } from "./messages";
import { chatScope, conversationEvents } from "./scope";

/**
 * POST (on) and DELETE (off) …/messages/{id}/reactions: the caller's emoji on a message of a
 * conversation they are in (the module's add right); each person once per emoji, at most
 * REACTIONS_PER_MESSAGE_MAX different emoji on a message. Answers the message's reactions and tells
 * the conversation's people (`message.reactions`, the whole list: applying it twice changes nothing).
 */
export async function react(
  actor: Actor,
  input: { moduleId: string; messageId: string; emoji: string; on: boolean },
  locale: Locale = "en",
): Promise<ChatReaction[]> {
  const scope = await chatScope(actor, input.moduleId, locale);
  const { row: message } = await messageInConversation(scope, actor.userId, input.messageId);
  assertModuleCan(scope, "add");
  return withEvents(async (tx, emit) => {
    const key = { messageId: message.id, emoji: input.emoji, userId: actor.userId };
    if (input.on) {
      const emoji = await tx.chatReaction.groupBy({ by: ["emoji"], where: { messageId: message.id } });
      if (!emoji.some((row) => row.emoji === input.emoji) && emoji.length >= REACTIONS_PER_MESSAGE_MAX)
        throw badRequest("validation.chatTooManyReactions");
      const { count } = await tx.chatReaction.createMany({ data: [key], skipDuplicates: true });
      if (count > 0)
        await tx.chatMessage.update({
          where: { id: message.id },
          data: { reactionCount: { increment: count } },
        });
    } else {
      const { count } = await tx.chatReaction.deleteMany({ where: key });
      if (count > 0)
        await tx.chatMessage.update({
          where: { id: message.id },
          data: { reactionCount: { decrement: count } },
        });
    }
    const reactions = groupReactions(
      await tx.chatReaction.findMany({
        where: { messageId: message.id },
        select: { emoji: true, userId: true },
        orderBy: [{ createdAt: "asc" }, { userId: "asc" }],
      }),
    );
    emit(
      await conversationEvents(
        scope,
        actor,
        message.conversationId,
        [
          {
            type: "message.reactions",
            conversationId: message.conversationId,
            messageId: message.id,
            reactions,
          },
        ],
        tx,
      ),
    );
    return reactions;
  });
}
