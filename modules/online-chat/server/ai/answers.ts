import "server-only";
import type { ChatIntent } from "@/lib/ai/intents";
import { escapeMarkdown as plain } from "@/lib/ai/markdown-lite";
import { jsonBlock } from "@/lib/ai/reply-parts";
import type { Locale } from "@/lib/i18n/config";
import { answerText } from "@/lib/server/ai/answer-text";
import type { ChatReplyDraft } from "@/modules/online-chat/schemas/chat-ai";
import {
  addressedTo,
  digestConversation,
  DIGEST_SHOWN,
  excerpt,
  unreadHighlights,
  type DigestMessage,
  type HighlightReason,
} from "@/modules/online-chat/shared/ai-digest";
import { type Decision } from "@/modules/online-chat/shared/ai-decisions";
import { composeReply } from "@/modules/online-chat/shared/ai-drafts";
import { UNREAD_COUNTED } from "@/modules/online-chat/shared/constants";
import {
  conversationMessages,
  findDecisions,
  messageLink,
  MESSAGES_READ,
  resolveConversation,
  unreadDigest,
  UNREAD_CONVERSATIONS,
  type AiConversation,
  type ChatFacts,
} from "./chat-data";

// The built-in assistant's answers for an Online chat module (no model): each intent read from the
// asker's own conversations through chat-data.ts and written in their language, every message cited
// with a link that opens it on the chat page; a reply draft as a ```json block.

/** A reply is drafted from the conversation's latest messages, this many. */
export const DRAFT_CONTEXT = 50;
/** Unread messages shown per conversation (the rest are counted). */
export const HIGHLIGHTS_SHOWN = 3;
/** Decisions listed in one answer. */
export const DECISIONS_SHOWN = 15;
/** Conversations offered when a name matches none. */
const CONVERSATIONS_OFFERED = 10;
/** Participants listed in a summary. */
const PARTICIPANTS_SHOWN = 8;

export interface ReplyDraftResult {
  conversation: AiConversation;
  /** The messages the reply answers, oldest first. */
  addressed: DigestMessage[];
  /** The latest messages read (oldest first), for a model to write from. */
  recent: DigestMessage[];
  draft: ChatReplyDraft | null;
}

/** A reply for one of the asker's conversations: what it answers and the built-in draft (null: nothing to answer). */
export async function draftReplyFor(
  facts: ChatFacts,
  conversation: AiConversation,
  locale: Locale,
): Promise<ReplyDraftResult> {
  const recent = await conversationMessages(facts, conversation.id, DRAFT_CONTEXT);
  const addressed = addressedTo(recent, facts.userId, conversation.kind === "direct");
  const text = composeReply(addressed, facts.userId, locale, answerText(locale, "ai.onlineChat.draft").t);
  return {
    conversation,
    addressed,
    recent,
    draft: text
      ? {
          type: "chatReply",
          conversationId: conversation.id,
          conversation: excerpt(conversation.label, 200),
          text,
        }
      : null,
  };
}

export function answerFor(facts: ChatFacts, locale: Locale) {
  const { t, list } = answerText(locale, "ai.onlineChat.answers");
  const moduleName = plain(facts.scope.name);
  const me = facts.userId;
  const time = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  const when = (iso: string) => time.format(new Date(iso));
  const quote = (text: string) => t("quoted", { text: plain(excerpt(text)) });
  const who = (message: Pick<DigestMessage, "authorName">) => message.authorName ?? t("someone");
  /** "[Mia Member · Nov 29, 2026, 10:00 AM](link)", with the conversation first when given. */
  const cite = (message: DigestMessage, conversation?: string) =>
    `[${plain([conversation, who(message), when(message.createdAt)].filter(Boolean).join(" · "))}](${messageLink(facts, message)})`;
  const unreadCount = (count: number) =>
    count >= UNREAD_COUNTED ? t("unreadMany", { count: UNREAD_COUNTED - 1 }) : t("unreadCount", { count });
  const conversationLine = (conversation: AiConversation) =>
    `- [${plain(conversation.label)}](${conversation.link})${conversation.unread > 0 ? ` · ${unreadCount(conversation.unread)}` : ""}`;

  /** The asker's conversation a question names, or an answer saying why there is none. */
  const conversationOrAnswer = async (
    name: string | null,
    fallback: "recent" | "unread" = "recent",
  ): Promise<AiConversation | string> => {
    const conversations = await facts.conversations();
    if (conversations.length === 0) return t("noConversations", { module: moduleName });
    const conversation = await resolveConversation(facts, name, fallback);
    if (conversation) return conversation;
    return list(
      t("conversationNotFound", { name: plain(name ?? ""), module: moduleName }),
      conversations.slice(0, CONVERSATIONS_OFFERED).map(conversationLine),
      conversations.length,
    );
  };

  const reasonOf = (decision: Decision) =>
    [
      decision.phrase ? t("decisionSays", { phrase: plain(decision.phrase) }) : null,
      decision.approval.approved
        ? t("decisionApproved", {
            approvers: decision.approval.approvers,
            reactors: decision.approval.reactors,
          })
        : null,
    ]
      .filter(Boolean)
      .join(" · ");

  const summary = async (name: string | null): Promise<string> => {
    const conversation = await conversationOrAnswer(name);
    if (typeof conversation === "string") return conversation;
    const label = plain(conversation.label);
    const messages = await conversationMessages(facts, conversation.id, MESSAGES_READ);
    if (messages.length === 0) return t("summaryEmpty", { conversation: label, link: conversation.link });
    const digest = digestConversation(messages, me, conversation.memberCount - 1);
    const text = [
      t("summaryTitle", { conversation: label }),
      "",
      t(messages.length >= MESSAGES_READ ? "summarySpanCapped" : "summarySpan", {
        count: messages.length,
        from: when(digest.from ?? ""),
        to: when(digest.to ?? ""),
        link: conversation.link,
      }),
    ];
    const section = (title: string, lines: string[], total = lines.length) => {
      if (lines.length > 0) text.push("", list(title, lines.slice(0, DIGEST_SHOWN), total));
    };
    text.push(
      "",
      list(
        t("whoTitle"),
        digest.participants
          .slice(0, PARTICIPANTS_SHOWN)
          .map(
            (person) =>
              `- ${t("participant", { name: plain(person.name ?? t("someone")), count: person.count })} · ${t("latestBy")} [${quote(person.last.body)}](${messageLink(facts, person.last)})`,
          ),
        digest.participants.length,
      ),
    );
    section(
      t("keyTitle"),
      digest.keyMessages.map(({ message, reactors, replies }) => {
        const counts = [
          reactors > 0 ? t("reactions", { count: reactors }) : null,
          replies > 0 ? t("replies", { count: replies }) : null,
        ].filter(Boolean);
        return `- ${cite(message)}: ${quote(message.body)} · ${counts.join(" · ")}`;
      }),
      digest.keyMessages.length,
    );
    section(
      t("decisionsTitle"),
      digest.decisions.map(
        (decision) => `- ${cite(decision.message)}: ${quote(decision.message.body)} · ${reasonOf(decision)}`,
      ),
      digest.decisions.length,
    );
    section(
      t("questionsTitle"),
      digest.questions.map(({ message, question }) => `- ${cite(message)}: ${quote(question)}`),
      digest.questions.length,
    );
    section(
      t("mentionsTitle"),
      digest.mentionsOfMe.map((message) => `- ${cite(message)}: ${quote(message.body)}`),
      digest.mentionsOfMe.length,
    );
    section(
      t("linksTitle"),
      digest.links.map(({ url, message }) => `- ${plain(url)} · ${cite(message)}`),
      digest.links.length,
    );
    section(
      t("latestTitle"),
      digest.latest.map((message) => `- ${cite(message)}: ${quote(message.body)}`),
    );
    return text.join("\n");
  };

  const reasonLabel = (reason: HighlightReason) => t(`reason.${reason}`);

  const unread = async (): Promise<string> => {
    const { conversations, threads } = await unreadDigest(facts);
    if (conversations.length === 0 && threads.length === 0) return t("unreadNone", { module: moduleName });
    const total = conversations.reduce((sum, entry) => sum + entry.unread, 0);
    const text = [t("unreadTitle", { module: moduleName })];
    if (conversations.length > 0) {
      text.push(
        "",
        t(conversations.length >= UNREAD_CONVERSATIONS ? "unreadIntroCapped" : "unreadIntro", {
          count: total,
          conversations: conversations.length,
        }),
      );
      for (const entry of conversations) {
        const shown = unreadHighlights(entry.messages, me, HIGHLIGHTS_SHOWN);
        text.push(
          "",
          list(
            `**${plain(entry.conversation.label)}** · ${unreadCount(entry.unread)} · [${t("open")}](${entry.conversation.link})`,
            shown.map(({ message, reasons }) =>
              [`- ${cite(message)}: ${quote(message.body)}`, ...reasons.map(reasonLabel)].join(" · "),
            ),
            entry.unread,
          ),
        );
      }
    }
    if (threads.length > 0)
      text.push(
        "",
        list(
          t("threadsTitle"),
          threads.map(
            (thread) =>
              `- [${quote(thread.root.body)}](${thread.link}) · ${plain(thread.conversation)} · ${unreadCount(thread.unread)} · ${t("threadLatest", { name: plain(thread.latest.authorName ?? t("someone")), text: quote(thread.latest.body) })}`,
          ),
          threads.length,
        ),
      );
    return text.join("\n");
  };

  const decisions = async (name: string | null): Promise<string> => {
    const conversations = await facts.conversations();
    if (conversations.length === 0) return t("noConversations", { module: moduleName });
    const conversation = name ? await resolveConversation(facts, name) : null;
    const missing = name && !conversation ? t("decisionsNoConversation", { name: plain(name) }) : null;
    const found = await findDecisions(facts, conversation?.id);
    const where = conversation ? plain(conversation.label) : moduleName;
    const text = missing ? [missing, ""] : [];
    if (found.length === 0) text.push(t("decisionsNone", { where }));
    else
      text.push(
        list(
          t("decisionsIntro", { count: found.length, where }),
          found
            .slice(0, DECISIONS_SHOWN)
            .map(
              (decision) =>
                `- ${cite(decision.message, conversation ? undefined : decision.conversation)}: ${quote(decision.message.body)} · ${reasonOf(decision)}`,
            ),
          found.length,
        ),
      );
    return text.join("\n");
  };

  const draftReply = async (name: string | null): Promise<string> => {
    const conversation = await conversationOrAnswer(name, "unread");
    if (typeof conversation === "string") return conversation;
    const label = plain(conversation.label);
    const { addressed, draft } = await draftReplyFor(facts, conversation, locale);
    if (!draft)
      return t(conversation.kind === "direct" ? "draftNothingDirect" : "draftNothing", {
        conversation: label,
        link: conversation.link,
      });
    return [
      facts.scope.access.add
        ? t("draftIntro", { conversation: label })
        : t("draftIntroReadOnly", { conversation: label }),
      "",
      jsonBlock(draft),
      "",
      list(
        t("draftAnswers"),
        addressed.slice(-DIGEST_SHOWN).map((message) => `- ${cite(message)}: ${quote(message.body)}`),
        addressed.length,
      ),
    ].join("\n");
  };

  return async (intent: ChatIntent): Promise<string> => {
    switch (intent.kind) {
      case "chatSummary":
        return summary(intent.conversation);
      case "chatUnread":
        return unread();
      case "chatDecisions":
        return decisions(intent.conversation);
      case "chatDraftReply":
        return draftReply(intent.conversation);
      case "help":
        return t("help", { module: moduleName });
    }
  };
}
