import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { translatorFor } from "@/lib/i18n/messages";
import { jsonOf, refineWithModel } from "@/lib/server/ai/model-json";
import type { Actor } from "@/lib/server/auth/sessions";
import { assertModuleCan } from "@/lib/server/modules/module-scope";
import { parseInput } from "@/lib/server/validation";
import * as z from "@/lib/zod";
import {
  NM_NAME_MAX,
  TEMPLATE_BODY_MAX,
  TEMPLATE_SUBJECT_MAX,
  draftCopySchema,
  nmModuleParamsSchema,
} from "@/modules/notification/schemas/notification-module";
import { builtInCopy, type CopyDraft, type CopyTexts } from "@/modules/notification/shared/copy-draft";
import { unknownVariables } from "@/modules/notification/shared/template-vars";
import { notificationScope } from "./scope";

// A campaign's copy from its goal and audience (issue 40, item 4): the built-in draft always answers
// (shared/copy-draft.ts); a configured model (AI_BASE_URL) is asked to write it, and its JSON is taken
// when it is a template's fields within their limits using only the built-in variables — otherwise,
// or when the provider fails or the asker is past their Ask AI limit, the built-in draft (`by` says).
// Nothing is stored: the person saves it as a template.

const REPLY_MAX_CHARS = 16_000;
const LANGUAGES: Record<Locale, string> = { en: "English", es: "Spanish" };

const modelCopySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(NM_NAME_MAX)),
  subject: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(TEMPLATE_SUBJECT_MAX)))),
  body: z.string().check(z.trim(), z.minLength(1), z.maxLength(TEMPLATE_BODY_MAX)),
});

function instructions(locale: Locale, email: boolean, builtIn: Omit<CopyDraft, "by">): string {
  return `You write the copy of a message a team sends to people (a notification campaign). Answer with one
JSON object only, no prose: {"name": "<a short name for the template>", ${email ? '"subject": "<the e-mail subject>", ' : ""}"body": "<the message, plain text, paragraphs separated by a blank line>"}.
Write in ${LANGUAGES[locale]}, in the tone asked. Keep it short and concrete${email ? "" : " (two sentences at most: it is shown in an app)"}; do not invent dates,
prices or links the goal does not give. You may use these placeholders, exactly as written, and no others:
{{recipient.name}}, {{workspace.name}}, {{project.name}}. A draft to improve on:
${JSON.stringify(builtIn)}`;
}

/** The model's copy when it is a valid template's fields (null otherwise). */
function modelCopy(reply: string, email: boolean): Omit<CopyDraft, "by"> | null {
  const parsed = modelCopySchema.safeParse(jsonOf(reply));
  if (!parsed.success) return null;
  const subject = email ? (parsed.data.subject ?? null) : null;
  if (email && !subject) return null;
  if (unknownVariables([subject, parsed.data.body], []).length > 0) return null;
  return { name: parsed.data.name, subject, body: parsed.data.body };
}

/**
 * POST /notification/{moduleId}/ai/copy {goal, audience, channelKind, tone}: a template's name,
 * subject and body to start from, for those who may add to the module.
 */
export async function draftCampaignCopy(
  actor: Actor,
  raw: { moduleId?: unknown; body?: unknown },
  locale: Locale,
): Promise<CopyDraft> {
  const { moduleId } = parseInput(nmModuleParamsSchema, raw);
  const input = parseInput(draftCopySchema, raw.body);
  const scope = await notificationScope(actor, moduleId, locale);
  assertModuleCan(scope, "add");
  const t = translatorFor(locale);
  const texts: CopyTexts = (key, values) => t(`notificationModule.copy.${key}` as never, values as never);
  const builtIn = builtInCopy(input, texts);
  const email = input.channelKind === "email";
  const reply = await refineWithModel(actor, scope, {
    describe: instructions(locale, email, builtIn),
    builtIn: JSON.stringify(builtIn),
    question: `Goal: ${input.goal}\nAudience: ${input.audience ?? "everyone the campaign is sent to"}\nTone: ${input.tone}\nChannel: ${input.channelKind}`,
    locale,
    maxChars: REPLY_MAX_CHARS,
    logTag: "campaign-copy",
  });
  const written = reply ? modelCopy(reply, email) : null;
  return written ? { ...written, by: "model" } : { ...builtIn, by: "built-in" };
}
