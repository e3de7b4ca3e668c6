import "server-only";
import { normalizeWithMap } from "@/lib/ai/intents";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import type { AiTool } from "@/lib/server/ai/provider";
import { toolsOf } from "@/lib/server/ai/tool-kit";
import { searchMessages } from "@/modules/online-chat/server/search";
import {
  conversationLabel,
  digestConversation,
  excerpt,
  mentions,
  reactorCount,
  unreadHighlights,
  type DigestMessage,
} from "@/modules/online-chat/shared/ai-digest";
import { type Decision } from "@/modules/online-chat/shared/ai-decisions";
import { chatHref } from "@/modules/online-chat/shared/links";
import { draftReplyFor, HIGHLIGHTS_SHOWN } from "./answers";
import {
  conversationMessages,
  findDecisions,
  messageLink,
  MESSAGES_READ,
  resolveConversation,
  unreadDigest,
  type AiConversation,
  type ChatFacts,
} from "./chat-data";
import { chatToolSchemas, type ChatToolName } from "./tool-schemas";

// The model's tools for an Online chat module: the same reads as the built-in assistant
// (chat-data.ts, answers.ts), under the actor's rights (the chat's gate ran when the context was
// opened, and runs again on every question) and only in the conversations the actor is in. Results
// are bounded (LIST_LIMIT items, TEXT_MAX characters a message) and the provider cuts each at 8,000
// characters.

/** At most this many items are listed in one result; counts are whole. */
export const LIST_LIMIT = 20;
/** A message's text is cut at this many characters in a result. */
export const TEXT_MAX = 500;
/** read_conversation's messages by default. */
const READ_DEFAULT = 50;

const DESCRIPTIONS: Record<ChatToolName, string> = {
  list_conversations:
    "The person's conversations in this chat (channels and direct conversations they are in), most recent first: id, kind, name, unread messages, link",
  read_conversation:
    "The latest messages of one of the person's conversations, oldest first: author, time, text, reactions, replies, whether it mentions the person, link",
  summarize_conversation:
    "A digest of the latest 200 messages of one of the person's conversations: who wrote how much, the most reacted and replied messages, decisions, questions, mentions of the person, links, the last messages",
  unread_summary:
    "The person's unread messages: each conversation with unread messages (count, the messages to read first, the latest ones) and the threads they follow with new replies",
  find_decisions:
    'Messages that state a decision ("we decided", "let\'s go with", "agreed", "decidimos", "vamos con"…) or that most of those who reacted approved with ✅ or 👍, newest first, with links',
  search_messages:
    "Find messages by words in the person's conversations (or one of them), newest first, with links",
  draft_reply:
    'What a reply in one of the person\'s conversations would answer (the messages of others since their last one that are addressed to them), the latest messages, and a built-in draft {type: "chatReply", conversationId, conversation, text}',
};

export function chatTools(facts: ChatFacts, actor: Actor, locale: Locale): AiTool[] {
  const me = facts.userId;
  const conversationOf = (conversation: AiConversation) => ({
    id: conversation.id,
    kind: conversation.kind,
    name: conversation.label,
    members: conversation.memberCount,
    unread: conversation.unread,
    lastActivity: conversation.activityAt,
    link: conversation.link,
  });
  const messageOf = (message: DigestMessage) => ({
    id: message.id,
    author: message.authorName,
    fromYou: message.authorId === me,
    at: message.createdAt,
    text: excerpt(message.body, TEXT_MAX),
    ...(message.rootId ? { inThread: true } : {}),
    ...(message.replyCount > 0 ? { replies: message.replyCount } : {}),
    ...(message.reactions.length > 0
      ? {
          reactions: message.reactions.map((reaction) => ({
            emoji: reaction.emoji,
            count: reaction.userIds.length,
          })),
        }
      : {}),
    ...(mentions(message, me) ? { mentionsYou: true } : {}),
    link: messageLink(facts, message),
  });
  const decisionOf = (decision: Decision, conversation?: string) => ({
    ...(conversation ? { conversation } : {}),
    ...messageOf(decision.message),
    ...(decision.phrase ? { says: decision.phrase } : {}),
    ...(decision.approval.approved
      ? { approvedBy: decision.approval.approvers, peopleWhoReacted: decision.approval.reactors }
      : {}),
  });
  /** The conversation asked for, or the error the model is given. */
  const conversationFor = async (name: string | undefined, fallback: "recent" | "unread" = "recent") => {
    const conversation = await resolveConversation(facts, name, fallback);
    return conversation
      ? { conversation }
      : {
          error: name
            ? `None of the person's conversations in this chat is "${name}"; list_conversations gives their names`
            : "The person is in no conversation of this chat",
        };
  };

  return toolsOf(chatToolSchemas, DESCRIPTIONS, {
    list_conversations: async ({ query, limit }) => {
      const all = await facts.conversations();
      const plain = (text: string) => normalizeWithMap(text).normalized;
      const words = plain(query ?? "")
        .split(" ")
        .filter(Boolean);
      const found = all.filter((conversation) =>
        words.every((word) => plain(conversation.label).includes(word)),
      );
      return { total: found.length, conversations: found.slice(0, limit ?? LIST_LIMIT).map(conversationOf) };
    },
    read_conversation: async ({ conversation: name, limit }) => {
      const found = await conversationFor(name);
      if ("error" in found) return found;
      const messages = await conversationMessages(facts, found.conversation.id, limit ?? READ_DEFAULT);
      return { conversation: conversationOf(found.conversation), messages: messages.map(messageOf) };
    },
    summarize_conversation: async ({ conversation: name }) => {
      const found = await conversationFor(name);
      if ("error" in found) return found;
      const messages = await conversationMessages(facts, found.conversation.id, MESSAGES_READ);
      const digest = digestConversation(messages, me, found.conversation.memberCount - 1);
      return {
        conversation: conversationOf(found.conversation),
        messagesRead: digest.count,
        from: digest.from,
        to: digest.to,
        participants: digest.participants.map((person) => ({
          name: person.name,
          you: person.id === me,
          messages: person.count,
        })),
        keyMessages: digest.keyMessages
          .slice(0, LIST_LIMIT)
          .map(({ message }) => ({ ...messageOf(message), peopleWhoReacted: reactorCount(message) })),
        decisions: digest.decisions.slice(0, LIST_LIMIT).map((decision) => decisionOf(decision)),
        questions: digest.questions
          .slice(0, LIST_LIMIT)
          .map(({ message, question }) => ({ ...messageOf(message), question })),
        mentionsOfYou: digest.mentionsOfMe.slice(0, LIST_LIMIT).map(messageOf),
        links: digest.links.slice(0, LIST_LIMIT).map(({ url, message }) => ({
          url,
          author: message.authorName,
          message: messageLink(facts, message),
        })),
        latest: digest.latest.map(messageOf),
      };
    },
    unread_summary: async () => {
      const { conversations, threads } = await unreadDigest(facts);
      return {
        conversations: conversations.map((entry) => ({
          conversation: conversationOf(entry.conversation),
          unread: entry.unread,
          readFirst: unreadHighlights(entry.messages, me, HIGHLIGHTS_SHOWN).map(({ message, reasons }) => ({
            ...messageOf(message),
            why: reasons,
          })),
          latest: entry.messages.slice(-5).map(messageOf),
        })),
        threadsWithNewReplies: threads.map((thread) => ({
          conversation: thread.conversation,
          root: { author: thread.root.authorName, text: excerpt(thread.root.body, TEXT_MAX) },
          newReplies: thread.unread,
          latestReply: {
            author: thread.latest.authorName,
            at: thread.latest.createdAt,
            text: excerpt(thread.latest.body, TEXT_MAX),
          },
          link: thread.link,
        })),
      };
    },
    find_decisions: async ({ conversation: name }) => {
      let conversation: AiConversation | undefined;
      if (name) {
        const found = await conversationFor(name);
        if ("error" in found) return found;
        conversation = found.conversation;
      }
      const decisions = await findDecisions(facts, conversation?.id);
      return {
        in: conversation ? conversation.label : "all of the person's conversations",
        total: decisions.length,
        decisions: decisions
          .slice(0, LIST_LIMIT)
          .map((decision) => decisionOf(decision, decision.conversation)),
      };
    },
    search_messages: async ({ query, conversation: name }) => {
      let conversationId: string | undefined;
      if (name) {
        const found = await conversationFor(name);
        if ("error" in found) return found;
        conversationId = found.conversation.id;
      }
      const found = await searchMessages(
        actor,
        { moduleId: facts.scope.moduleId, query: { q: query, conversationId } },
        locale,
      );
      return {
        more: found.nextCursor !== null || found.data.length > LIST_LIMIT,
        messages: found.data.slice(0, LIST_LIMIT).map((message) => ({
          conversation: conversationLabel(
            {
              id: message.conversation.id,
              kind: message.conversation.kind,
              name: message.conversation.name,
              people: message.conversation.people.map((person) => person.name),
            },
            facts.alone,
          ),
          author: message.author?.name ?? null,
          fromYou: message.author?.id === me,
          at: message.createdAt,
          text: excerpt(message.body, TEXT_MAX),
          ...(message.rootId ? { inThread: true } : {}),
          link: chatHref(facts.page, {
            conversationId: message.conversationId,
            thread: message.rootId ?? null,
            message: message.id,
          }),
        })),
      };
    },
    draft_reply: async ({ conversation: name }) => {
      const found = await conversationFor(name, "unread");
      if ("error" in found) return found;
      const result = await draftReplyFor(facts, found.conversation, locale);
      return {
        conversation: conversationOf(found.conversation),
        canWrite: facts.scope.access.add,
        addressedToYou: result.addressed.slice(-LIST_LIMIT).map(messageOf),
        latest: result.recent.slice(-LIST_LIMIT).map(messageOf),
        draft: result.draft,
      };
    },
  });
}
