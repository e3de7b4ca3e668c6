// The reply Online chat's built-in assistant drafts (issue 32 Ask AI), with no model: a greeting to
// the people who wrote to the asker, the questions they asked acknowledged, else a word on what they
// said. Short, for the asker to finish in the message box. Pure; unit-tested in
// tests/unit/chat-ai-digest.test.ts.
import type { Translate } from "@/lib/ai/format";
import { excerpt, mentions, questionIn, type DigestMessage } from "./ai-digest";

/** Questions acknowledged in one draft at most (the newest). */
export const DRAFT_QUESTIONS_MAX = 3;
/** More people than this are greeted as everyone. */
export const DRAFT_NAMES_MAX = 3;
/** A quoted question or message is cut at this many characters. */
const QUOTE_MAX = 100;

/**
 * A reply to the messages addressed to the asker `me` (others', oldest first), in the language of
 * `t` (messages `ai.onlineChat.draft.*`) and `locale` (the names' list): null when there are none.
 */
export function composeReply(
  addressed: readonly DigestMessage[],
  me: string,
  locale: string,
  t: Translate,
): string | null {
  if (addressed.length === 0) return null;
  const names: string[] = [];
  for (const message of [...addressed].reverse()) {
    const first = (message.authorName ?? "").trim().split(/\s+/)[0] ?? "";
    if (first && !names.includes(first)) names.push(first);
  }
  const greeting =
    names.length === 0 || names.length > DRAFT_NAMES_MAX
      ? t("greetingAll")
      : t("greeting", { names: new Intl.ListFormat(locale, { type: "conjunction" }).format(names) });

  const questions: string[] = [];
  for (const message of [...addressed].reverse()) {
    const question = questionIn(message.body);
    if (question && !questions.includes(question)) questions.push(question);
    if (questions.length === DRAFT_QUESTIONS_MAX) break;
  }
  questions.reverse();
  const lines = [greeting];
  if (questions.length === 1) lines.push(t("question", { question: excerpt(questions[0] ?? "", QUOTE_MAX) }));
  else if (questions.length > 1) {
    lines.push(t("questionsIntro"));
    for (const question of questions)
      lines.push(t("questionLine", { question: excerpt(question, QUOTE_MAX) }));
  } else {
    const last = addressed[addressed.length - 1] as DigestMessage;
    const quoted = excerpt(last.body, QUOTE_MAX);
    lines.push(mentions(last, me) ? t("mentioned", { excerpt: quoted }) : t("thanks", { excerpt: quoted }));
  }
  return lines.join("\n");
}
