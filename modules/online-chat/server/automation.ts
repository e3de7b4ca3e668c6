import "server-only";
import { createHash } from "node:crypto";
import { getDb } from "@/lib/server/db";
import { ActionError, type ActionDefinition, type TriggerDefinition } from "@/lib/server/automation/types";
import { oncePerExecution, ownerActor, viaService } from "@/lib/server/automation/owner";
import { hasKeyword, textSetting } from "@/lib/server/automation/filter";
import { idSetting } from "@/lib/server/automation/settings";
import { MESSAGE_MAX } from "@/modules/online-chat/shared/types";
import { sendMessage } from "./messages";

/**
 * Online chat's automation trigger (its kind.ts `automation.triggers`): a message posted, holding the
 * chosen keyword when one is set. Only an automation whose owner is in the conversation hears it.
 * Messages automations post (`chat.post`, the event marked `automated`) start nothing: an automation
 * that answers messages in a conversation would otherwise answer itself, or another, forever.
 */
const chatMessage: TriggerDefinition = {
  name: "chat.message",
  events: ["online-chat.events"],
  fire(event) {
    if (event.type !== "online-chat.events" || event.automated) return [];
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

/** The message's text: trimmed as a person's is, not blank, at most MESSAGE_MAX. */
function messageText(settings: Record<string, unknown>): string {
  const value = settings.text;
  const text = typeof value === "string" || typeof value === "number" ? String(value).trim() : "";
  if (text === "") throw new ActionError("text is required", "BAD_SETTINGS");
  if (text.length > MESSAGE_MAX)
    throw new ActionError(`text is longer than ${MESSAGE_MAX} characters`, "BAD_SETTINGS");
  return text;
}

/**
 * The send's request id for one execution (the conversation's (author, request id) key is unique):
 * a send retried answers the message the first made, and a crash after it finds that message.
 */
function requestIdOf(instanceId: string, executionId: string): string {
  const digest = createHash("sha256").update(`${instanceId}:${executionId}`).digest("hex");
  return `automation-${digest.slice(0, 40)}`;
}

/**
 * `chat.post`: a message in a conversation as the automation's owner, through the chat's own send
 * (its gate: the owner must be in the conversation and may add in the module; its events: the room,
 * notifications of a direct conversation or @channel). Once per execution.
 */
const chatPost: ActionDefinition = {
  name: "chat.post",
  async run(context, settings) {
    const moduleId = idSetting(settings, "module");
    const conversationId = idSetting(settings, "conversationId");
    const body = messageText(settings);
    const actor = await ownerActor(context);
    const clientRequestId = requestIdOf(context.instanceId, context.executionId);
    const result = await oncePerExecution(
      context,
      async () => {
        const message = await viaService(() =>
          sendMessage(actor, {
            moduleId,
            conversationId,
            body: { body, clientRequestId, mentionIds: [], attachmentIds: [] },
          }),
        );
        return { messageId: message.id, conversationId: message.conversationId };
      },
      // A crash after the send: the owner's message of this execution in the conversation (its
      // request id names the execution, so no time bound is needed to tell it from others).
      async () => {
        const found = await getDb().chatMessage.findFirst({
          where: { conversationId, authorId: context.ownerId, clientRequestId, conversation: { moduleId } },
          select: { id: true },
        });
        return found ? { messageId: found.id, conversationId } : null;
      },
    );
    return { result };
  },
};

export const chatActions: readonly ActionDefinition[] = [chatPost];
