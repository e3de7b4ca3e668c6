import "server-only";
import {
  inModule,
  type KindWebhookEvents,
  type PublicEvent,
} from "@/lib/server/webhooks/workspace/public-events";

/**
 * Messages posted, edited, deleted or restored, reactions, conversations changed or removed — heard
 * only by webhooks whose creator is in the conversation (`audience`), so a direct or private
 * conversation never reaches an administrator's webhook. Read state and thread counters stay inside;
 * `online-chat.message.posted` is the notifications' second form of a posted message.
 */
export const chatWebhookEvents: KindWebhookEvents<"OnlineChat"> = {
  "online-chat.events": (event) =>
    event.events.flatMap((item): PublicEvent[] => {
      const heard = (entry: PublicEvent): PublicEvent[] => [{ ...entry, audience: event.audience }];
      switch (item.type) {
        case "message.created":
          return heard(inModule(event, "chat.message.created", { message: item.message }));
        case "message.updated":
          return heard(inModule(event, "chat.message.updated", { message: item.message }));
        case "message.restored":
          return heard(inModule(event, "chat.message.restored", { message: item.message }));
        case "message.deleted":
          return heard(
            inModule(event, "chat.message.deleted", {
              conversationId: item.conversationId,
              messageId: item.messageId,
            }),
          );
        case "message.reactions":
          return heard(
            inModule(event, "chat.reactions.changed", {
              conversationId: item.conversationId,
              messageId: item.messageId,
              reactions: item.reactions,
            }),
          );
        case "conversation.changed":
          return heard(inModule(event, "chat.conversation.changed", { conversationId: item.conversationId }));
        case "conversation.removed":
          return heard(inModule(event, "chat.conversation.removed", { conversationId: item.conversationId }));
        default:
          return [];
      }
    }),
  "online-chat.message.posted": "internal",
};
