import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { translatorFor } from "@/lib/i18n/messages";
import { htmlToLine, escapeHtml } from "@/lib/html-text";
import { moduleParamsSchema } from "@/lib/schemas/module-members";
import { refineWithModel } from "@/lib/server/ai/model-json";
import type { Actor } from "@/lib/server/auth/sessions";
import { sanitizeDescription } from "@/lib/server/rich-text/sanitize-description";
import { parseInput } from "@/lib/server/validation";
import { describeTaskSchema } from "@/modules/task-management/schemas/tasks";
import { builtInDescription, type DescribeTexts } from "@/modules/task-management/shared/description-draft";
import type { DescriptionDraft } from "@/modules/task-management/shared/types";
import { assertWrite, taskModuleScope } from "../task-module";

// The AI-assisted description (issue 40, item 4): the built-in draft always answers
// (shared/description-draft.ts); a configured model (AI_BASE_URL) is asked to fill it in from the
// title and what is written so far, and its reply is taken once sanitised as a description is — an
// empty reply, a failing provider or the asker's Ask AI limit gives the built-in draft (`by` says which).

const REPLY_MAX_CHARS = 12_000;
const LANGUAGES: Record<Locale, string> = { en: "English", es: "Spanish" };

function instructions(locale: Locale, builtIn: string): string {
  return `You write the description of a task on a team's task board. Answer with the description only, as
HTML using <h3>, <p>, <ul>, <ol>, <li>, <strong> and <em> — no other tags, no code fences, no preamble.
Write in ${LANGUAGES[locale]}. Be brief and concrete: what is to be done, why, and when it is done; do not
invent facts the title and notes do not give (keep a short hint in <em> there instead). Follow this
structure for the task's type:
${builtIn}`;
}

/** A model's reply as description HTML: its fenced block if any; plain text becomes paragraphs and lists. */
function replyHtml(reply: string): string {
  const text = (/```(?:html)?\s*([\s\S]*?)```/.exec(reply)?.[1] ?? reply).trim();
  if (/<(p|ul|ol|h3)\b/i.test(text)) return text;
  const blocks: string[] = [];
  let items: string[] = [];
  const flush = () => {
    if (items.length) blocks.push(`<ul>${items.map((item) => `<li><p>${item}</p></li>`).join("")}</ul>`);
    items = [];
  };
  for (const line of text
    .split(/\n+/)
    .map((one) => one.trim())
    .filter(Boolean)) {
    const bullet = /^[-*•]\s+(.*)$/.exec(line);
    if (bullet) items.push(escapeHtml(bullet[1]!));
    else {
      flush();
      blocks.push(`<p>${escapeHtml(line.replace(/^#+\s*/, ""))}</p>`);
    }
  }
  flush();
  return blocks.join("");
}

/**
 * POST /task-management/{moduleId}/ai/description {title, issueType, description}: a description to
 * start from, for those who may add or edit tasks on the board. Nothing is stored.
 */
export async function draftTaskDescription(
  actor: Actor,
  raw: { moduleId?: unknown; body?: unknown },
  locale: Locale,
): Promise<DescriptionDraft> {
  const { moduleId } = parseInput(moduleParamsSchema, raw);
  const input = parseInput(describeTaskSchema, raw.body);
  const scope = await taskModuleScope(actor, moduleId, locale);
  if (!scope.access.edit) assertWrite(scope, "add");
  const t = translatorFor(locale);
  const texts: DescribeTexts = (key, values) => t(`tasks.describe.${key}` as never, values as never);
  const builtIn = builtInDescription(input, texts);
  const notes = input.description ? htmlToLine(input.description).slice(0, 4_000) : "";
  const reply = await refineWithModel(actor, scope, {
    describe: instructions(locale, builtIn),
    builtIn,
    question: `Task type: ${input.issueType}. Title: ${input.title}${notes ? `\nNotes so far: ${notes}` : ""}`,
    locale,
    maxChars: REPLY_MAX_CHARS,
    logTag: "task-description",
  });
  const drafted = reply ? sanitizeDescription(replyHtml(reply)) : null;
  return drafted ? { description: drafted, by: "model" } : { description: builtIn, by: "built-in" };
}
