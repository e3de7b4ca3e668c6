// What Online chat's assistant reads in messages without a model (issue 32 Ask AI): decisions ("we
// decided", "vamos con", a ✅/👍 majority), questions, links, mentions of the asker, a conversation's
// digest (who said what, its key messages) and the highlights of unread messages, and which of the
// asker's conversations a question names. Pure: the server's reads (server/ai/chat-data.ts) feed it;
// unit-tested in tests/unit/chat-ai-digest.test.ts.
import { normalizeWithMap } from "@/lib/ai/intents";
import { decisionOf, type Decision } from "./ai-decisions";

/** A message as the assistant reads it (not deleted; a reply only while its root is not). */
export interface DigestMessage {
  id: string;
  conversationId: string;
  seq: number;
  /** A reply's thread; null for a top-level message. */
  rootId: string | null;
  body: string;
  /** ISO time. */
  createdAt: string;
  authorId: string | null;
  authorName: string | null;
  /** Its reactions by emoji, with who put each. */
  reactions: readonly { emoji: string; userIds: readonly string[] }[];
  /** A root's replies not deleted. */
  replyCount: number;
  mentionIds: readonly string[];
  mentionsChannel: boolean;
}

/** A message's text in an answer: its first EXCERPT_MAX characters on one line. */
export const EXCERPT_MAX = 160;

export function excerpt(text: string, max = EXCERPT_MAX): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  return `${[...line]
    .slice(0, max - 1)
    .join("")
    .trimEnd()}…`;
}

// ---- questions, links, mentions --------------------------------------------------------------------

/** http(s) addresses; a trailing full stop, comma, colon, semicolon, quote or bracket is not part of one. */
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+[^\s<>".,:;!?'")\]]/gi;

/** The first question a message asks ("Can we ship on Friday?", "¿Quién revisa el PR?"), else null. */
export function questionIn(body: string): string | null {
  // Addresses ("https://x.y/?a=1") ask nothing.
  const text = body.replace(URL_PATTERN, " ").replace(/\s+/g, " ").trim();
  for (const found of text.matchAll(/¿[^?]*\?|[^.!?¿]*\?/gu)) {
    const question = found[0].trim();
    if (/\p{L}{2,}/u.test(question)) return question;
  }
  return null;
}

/** The web addresses a message gives (http and https; trailing punctuation left out). */
export function linksIn(body: string): string[] {
  return [...body.matchAll(URL_PATTERN)].map((match) => match[0]);
}

/** The message calls on `userId` (an @mention of them, or @channel). */
export function mentions(
  message: Pick<DigestMessage, "mentionIds" | "mentionsChannel">,
  userId: string,
): boolean {
  return message.mentionsChannel || message.mentionIds.includes(userId);
}

/** How many people reacted to a message (each once, whatever their emoji). */
export function reactorCount(message: Pick<DigestMessage, "reactions">): number {
  return new Set(message.reactions.flatMap((reaction) => reaction.userIds)).size;
}

// ---- a conversation's digest ------------------------------------------------------------------------

export interface Participant {
  id: string | null;
  name: string | null;
  count: number;
  /** Their latest message read. */
  last: DigestMessage;
}

export interface ConversationDigest {
  count: number;
  /** ISO times of the first and last message read (null: none). */
  from: string | null;
  to: string | null;
  /** Who wrote, most messages first. */
  participants: Participant[];
  /** The messages with the most reactions and replies (a reply weighs two reactions), best first. */
  keyMessages: { message: DigestMessage; reactors: number; replies: number }[];
  decisions: Decision[];
  /** Questions others asked, newest first. */
  questions: { message: DigestMessage; question: string }[];
  /** Messages of others that call on the asker, newest first. */
  mentionsOfMe: DigestMessage[];
  /** Each address once, with its first message; newest first. */
  links: { url: string; message: DigestMessage }[];
  /** The last messages, oldest first. */
  latest: DigestMessage[];
}

export const DIGEST_SHOWN = 5;
export const LATEST_SHOWN = 3;

/**
 * What a conversation's messages (oldest first) say to `me`: who wrote how much, the messages most
 * reacted to and replied to, its decisions, the questions others asked, the mentions of `me`, the
 * links given and the last messages. `others`: how many people besides `me` are in it.
 */
export function digestConversation(
  messages: readonly DigestMessage[],
  me: string,
  others: number,
): ConversationDigest {
  const people = new Map<string, Participant>();
  for (const message of messages) {
    const key = message.authorId ?? "";
    const person = people.get(key);
    if (person) {
      person.count++;
      person.last = message;
    } else people.set(key, { id: message.authorId, name: message.authorName, count: 1, last: message });
  }
  const participants = [...people.values()].sort(
    (a, b) => b.count - a.count || (b.last.seq > a.last.seq ? 1 : -1),
  );
  const newestFirst = [...messages].reverse();
  const keyMessages = messages
    .map((message) => ({ message, reactors: reactorCount(message), replies: message.replyCount }))
    .filter((entry) => entry.reactors + entry.replies > 0)
    .sort(
      (a, b) => b.reactors + 2 * b.replies - (a.reactors + 2 * a.replies) || b.message.seq - a.message.seq,
    );
  const decisions = newestFirst.flatMap((message) => decisionOf(message, others) ?? []);
  const questions = newestFirst.flatMap((message) => {
    if (message.authorId === me) return [];
    const question = questionIn(message.body);
    return question ? [{ message, question }] : [];
  });
  const seen = new Set<string>();
  const links: { url: string; message: DigestMessage }[] = [];
  for (const message of newestFirst)
    for (const url of linksIn(message.body))
      if (!seen.has(url)) {
        seen.add(url);
        links.push({ url, message });
      }
  return {
    count: messages.length,
    from: messages[0]?.createdAt ?? null,
    to: messages[messages.length - 1]?.createdAt ?? null,
    participants,
    keyMessages,
    decisions,
    questions,
    mentionsOfMe: newestFirst.filter((message) => message.authorId !== me && mentions(message, me)),
    links,
    latest: messages.slice(-LATEST_SHOWN),
  };
}

/**
 * The messages a reply in the conversation would answer (oldest first): the top-level messages of
 * others after the asker's own last one — in a direct conversation all of them, in a channel those
 * that call on the asker (@mention or @channel).
 */
export function addressedTo(
  messages: readonly DigestMessage[],
  me: string,
  direct: boolean,
): DigestMessage[] {
  const top = messages.filter((message) => message.rootId === null);
  let mine = -1;
  top.forEach((message, index) => {
    if (message.authorId === me) mine = index;
  });
  return top
    .slice(mine + 1)
    .filter((message) => message.authorId !== me && (direct || mentions(message, me)));
}

/** Why an unread message stands out. */
export type HighlightReason = "mention" | "question" | "reactions";

/**
 * The unread messages worth reading first (at most `n`, oldest first): those that call on `me`,
 * then questions, then those most reacted to and replied to, then the newest.
 */
export function unreadHighlights(
  messages: readonly DigestMessage[],
  me: string,
  n: number,
): { message: DigestMessage; reasons: HighlightReason[] }[] {
  const scored = messages.map((message) => {
    const reasons: HighlightReason[] = [];
    if (mentions(message, me)) reasons.push("mention");
    if (questionIn(message.body)) reasons.push("question");
    const engagement = reactorCount(message) + 2 * message.replyCount;
    if (engagement > 0) reasons.push("reactions");
    const score =
      (reasons.includes("mention") ? 1_000 : 0) + (reasons.includes("question") ? 100 : 0) + engagement;
    return { message, reasons, score };
  });
  return scored
    .sort((a, b) => b.score - a.score || b.message.seq - a.message.seq)
    .slice(0, n)
    .sort((a, b) => a.message.seq - b.message.seq)
    .map(({ message, reasons }) => ({ message, reasons }));
}

// ---- which conversation ------------------------------------------------------------------------------

/** One of the asker's conversations as a question may name it. */
export interface NamedConversation {
  id: string;
  kind: "channel" | "direct";
  /** A channel's name. */
  name: string | null;
  /** The other people's names (a direct conversation is named by them). */
  people: readonly string[];
}

/** How a conversation is called in an answer: "#launch", or its other people's names. */
export function conversationLabel(conversation: NamedConversation, alone = "—"): string {
  if (conversation.kind === "channel") return `#${conversation.name ?? ""}`;
  return conversation.people.length > 0 ? conversation.people.join(", ") : alone;
}

const words = (text: string) =>
  normalizeWithMap(text)
    .normalized.split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * The conversation of `conversations` (most recent first) that `query` names: an id, a channel's
 * name or a direct conversation's people ("Mia", "Mia Member", "mia and adam"). The whole name
 * first, then every word of the query found in its names (fewer other words first: a 1:1 with Mia
 * before a group with Mia), the most recent on a tie. Null when none.
 */
export function findConversation<C extends NamedConversation>(
  query: string,
  conversations: readonly C[],
): C | null {
  const q = normalizeWithMap(query.replace(/^[#@]+/, "")).normalized.trim();
  if (!q) return null;
  const byId = conversations.find((conversation) => conversation.id === q);
  if (byId) return byId;
  const asked = words(q).filter((word) => !["and", "y", "with", "con", "&"].includes(word));
  let best: { conversation: C; score: number } | null = null;
  for (const conversation of conversations) {
    const names = conversation.kind === "channel" ? [conversation.name ?? ""] : [...conversation.people];
    const whole = names.map((name) => normalizeWithMap(name).normalized);
    let score = 0;
    if (whole.join(", ") === q) score = 1_000;
    else if (whole.includes(q)) score = 900 - names.length;
    else {
      const have = names.flatMap(words);
      const all =
        asked.length > 0 && asked.every((word) => have.some((h) => h === word || h.startsWith(word)));
      if (all) score = 500 - Math.max(0, have.length - asked.length);
      else if (conversation.kind === "channel" && whole[0]?.includes(q)) score = 100;
    }
    if (score > 0 && (!best || score > best.score)) best = { conversation, score };
  }
  return best?.conversation ?? null;
}
