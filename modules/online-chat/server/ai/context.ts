import "server-only";
import type { AiIntent } from "@/lib/ai/intents";
import { translateMessage } from "@/lib/i18n/messages";
import { placedModule, type AiModuleKind } from "@/lib/server/ai/provider";
import { chatScope } from "@/modules/online-chat/server/scope";
import { answerFor } from "./answers";
import { chatFacts } from "./chat-data";
import { chatTools } from "./tools";

/**
 * An Online chat's assistant: the chat's gate (chatScope: 404 for another workspace's id, a hidden
 * project, a private module or another kind; 403 without the right to read), then the asker's own
 * conversations as tools and built-in answers — summaries, unread messages, decisions and reply
 * drafts. It reads only conversations the asker is in (their ChatMember row), never anyone else's.
 */
export const onlineChatAi: AiModuleKind = {
  tag: "OnlineChat",
  async open(actor, moduleId, locale) {
    const scope = await chatScope(actor, moduleId, locale);
    const facts = chatFacts(scope, actor.userId, translateMessage(locale, "ai.onlineChat.answers.alone"));
    const answer = answerFor(facts, locale);
    return {
      ...placedModule("OnlineChat", scope),
      canCreate: scope.access.add,
      describe: () =>
        [
          `The module is an online chat named "${scope.name}": channels (named, with operators) and direct conversations (1:1 or a small group) of a team, with threads of replies, reactions and @mentions.`,
          `You help ${actor.name}, the person asking: you see only the conversations they are in, through the tools; messages marked fromYou are theirs, mentionsYou call on them.`,
          `Today is ${new Date().toISOString().slice(0, 10)}; times are UTC. The person ${
            scope.access.add ? "may" : "may not"
          } write in this chat.`,
          "Read the conversations only through the tools, and say who said what. Link a message as [author, time](link) with the link its tool result gives.",
          'To propose a reply, call draft_reply and write one ```json block {"type": "chatReply", "conversationId", "conversation", "text"} with the conversation\'s id from the tool and the reply\'s plain text; you may improve the built-in draft.',
        ].join("\n"),
      tools: chatTools(facts, actor, locale),
      answer: (intent: AiIntent) =>
        answer(
          intent.kind === "chatSummary" ||
            intent.kind === "chatUnread" ||
            intent.kind === "chatDecisions" ||
            intent.kind === "chatDraftReply"
            ? intent
            : { kind: "help" },
        ),
      preface: () => null,
    };
  },
};
