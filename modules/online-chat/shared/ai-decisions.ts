// What Online chat's assistant takes for a decision (issue 32 Ask AI): a message that says one, in
// English or Spanish ("we decided", "vamos con"; not asked, not negated), or one most of whose
// reactors approved (✅/👍). Pure; PostgreSQL finds a superset with DECISION_SQL_PATTERN
// (server/ai/chat-data.ts) and decisionOf keeps the real ones. Unit-tested in
// tests/unit/chat-ai-digest.test.ts.
import { normalizeWithMap } from "@/lib/ai/intents";
import type { DigestMessage } from "./ai-digest";

/**
 * What a decision says, in English and Spanish, lower case and without accents: each a regular
 * expression that reads the same in JavaScript and in PostgreSQL (letters, spaces, `.?`, `'?`,
 * groups of alternatives), so the server's statement finds a superset of what `decisionPhrase` keeps.
 */
export const DECISION_PHRASES: readonly string[] = [
  // English
  "(we|we've|we have|i|i've|i have|they|team|it's been|it has been|has been|has|have) decided",
  "decided (to|that|on|against)",
  "it's decided",
  "final decision",
  "the decision is",
  "decision:",
  "decided:",
  "let.?s go with",
  "we('ll| will| are going to|'re going| are going) go with",
  "(we're|we are) going with",
  "going forward with",
  "agreed",
  "(we|all) agree",
  "consensus is",
  "settled on",
  "(we|we'll|we will) stick with",
  "approved",
  // Spanish
  "decidimos",
  "(hemos|han|he|se ha|ya esta) decidido",
  "queda decidido",
  "se decidio",
  "decision final",
  "la decision es",
  "acordamos",
  "(hemos|han|se ha) acordado",
  "acordado",
  "de acuerdo en",
  "estamos de acuerdo",
  "vamos con",
  "nos quedamos con",
  "quedamos en",
  "aprobado",
];

/** The phrases for PostgreSQL's `~` on the body lower-cased and unaccented (no word boundaries). */
export const DECISION_SQL_PATTERN = DECISION_PHRASES.map(
  (phrase) => `(${phrase.replace(/ /g, "\\s+")})`,
).join("|");

const DECISION_PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}_])(?:${DECISION_PHRASES.map((phrase) => `(?:${phrase.replace(/ /g, "\\s+")})`).join("|")})(?![\\p{L}\\p{N}_])`,
  "gu",
);
/** A negation just before a phrase ("not agreed", "no hemos decidido", "haven't decided yet"). */
const NEGATED =
  /(?:\bnot|n't|\bno|\bnever|\bnunca)\s+(?:(?:yet|really|fully|been|lo|la|le|se|hemos|han|he|ha|todavia|aun)\s+)*$/;

/**
 * The decision phrase a message states (as written, e.g. "we decided", "vamos con"), or null: not
 * in a question ("Agreed?", "¿Vamos con el plan B?") and not negated ("we haven't decided").
 */
export function decisionPhrase(body: string): string | null {
  const { normalized, at } = normalizeWithMap(body);
  for (const match of normalized.matchAll(DECISION_PATTERN)) {
    const start = match.index;
    const end = start + match[0].length;
    if (NEGATED.test(normalized.slice(Math.max(0, start - 24), start))) continue;
    // The sentence it is in ends with a question mark (or opens with ¿): a proposal, not a decision.
    const sentenceEnd = normalized.slice(end).search(/[.!?\n]/);
    const closing = sentenceEnd === -1 ? "" : (normalized[end + sentenceEnd] ?? "");
    const opening =
      normalized
        .slice(0, start)
        .split(/[.!?\n]/)
        .pop() ?? "";
    if (closing === "?" || opening.includes("¿")) continue;
    return body.slice(at[start] ?? 0, at[end] ?? body.length).replace(/\s+/g, " ");
  }
  return null;
}

/** Reactions that approve: ✅ ✔️ ☑️ 👍, without variation selectors and skin tones. */
export const APPROVAL_EMOJI: readonly string[] = ["✅", "✔", "☑", "👍"];
/** What an emoji loses to be compared with APPROVAL_EMOJI (as a class for JavaScript and PostgreSQL). */
export const EMOJI_DECORATION = "[\uFE0F\u{1F3FB}-\u{1F3FF}]";

export function isApprovalEmoji(emoji: string): boolean {
  return APPROVAL_EMOJI.includes(emoji.replace(new RegExp(EMOJI_DECORATION, "gu"), ""));
}

/** Approvals count from at least this many people (fewer when the conversation has fewer others). */
export const APPROVALS_MIN = 2;

/**
 * A message's approval: the people other than its author who put ✅/👍 on it, of those who reacted
 * at all. Approved when they are more than half of those who reacted and at least APPROVALS_MIN (or
 * everyone else in a smaller conversation: the other person of a 1:1).
 */
export function approvalOf(
  message: Pick<DigestMessage, "authorId" | "reactions">,
  others: number,
): { approvers: number; reactors: number; approved: boolean } {
  const approvers = new Set<string>();
  const reactors = new Set<string>();
  for (const reaction of message.reactions)
    for (const userId of reaction.userIds) {
      if (userId === message.authorId) continue;
      reactors.add(userId);
      if (isApprovalEmoji(reaction.emoji)) approvers.add(userId);
    }
  const needed = Math.max(1, Math.min(APPROVALS_MIN, others));
  return {
    approvers: approvers.size,
    reactors: reactors.size,
    approved: approvers.size >= needed && approvers.size * 2 > reactors.size,
  };
}

export interface Decision {
  message: DigestMessage;
  /** The phrase that states it, as written; null when only its reactions make it one. */
  phrase: string | null;
  approval: { approvers: number; reactors: number; approved: boolean };
}

/** The message as a decision (its phrase, or a ✅/👍 majority), else null. */
export function decisionOf(message: DigestMessage, others: number): Decision | null {
  const phrase = decisionPhrase(message.body);
  const approval = approvalOf(message, others);
  if (phrase === null && !approval.approved) return null;
  return { message, phrase, approval };
}
