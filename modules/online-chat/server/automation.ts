import "server-only";
import type { TriggerDefinition } from "@/lib/server/automation/types";
import { hasKeyword, textSetting } from "@/lib/server/automation/filter";

/**
 * Online chat's automation trigger (its kind.ts `automation.triggers`): a message posted, holding the
 * chosen keyword when one is set. Only an automation whose owner is in the conversation hears it.
 */
const chatMessage: TriggerDefinition = {
  name: "chat.message",
  events: ["online-chat.events"],
  fire(event) {
    if (event.type !== "online-chat.events") return [];
    return event.events.flatMap((item) =>
      item.type === "message.created"
        ? [
            {
              moduleId: event.moduleId,
              subject: item.message.id,
              audience: event.audience,
              variables: {
                conversationId: item.message.conversationId,
                messageId: item.message.id,
                text: item.message.body,
                authorId: item.message.author?.id ?? null,
                moduleId: event.moduleId,
              },
            },
          ]
        : [],
    );
  },
  accepts: (config, fire) => hasKeyword(String(fire.variables.text ?? ""), textSetting(config, "keyword")),
};

export const chatTriggers: readonly TriggerDefinition[] = [chatMessage];
