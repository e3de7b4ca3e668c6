import "server-only";
import { draftFromPrompt } from "@/modules/form-builder/shared/ai-draft";
import {
  ELEMENT_TYPES,
  PALETTE_SIZE,
  defaultConfig,
  elementConfigSchema,
  formConfigurationSchema,
  formContentSchema,
  type FormContent,
} from "@/modules/form-builder/shared/elements";
import { layOut } from "@/modules/form-builder/shared/templates";
import { closestTemplate } from "@/modules/form-builder/shared/ai-draft";
import type { FormDraft } from "@/modules/form-builder/shared/types";
import type { Locale } from "@/lib/i18n/config";
import { aiDraftSchema } from "@/modules/form-builder/schemas/form-builder";
import * as z from "@/lib/zod";
import type { Actor } from "@/lib/server/auth/sessions";
import type { AiModuleContext } from "@/lib/server/ai/provider";
import { jsonOf, modelReply } from "@/lib/server/ai/model-json";
import { aiProvider } from "@/lib/server/ai/select-provider";
import { consume } from "@/lib/server/security/rate-limit";
import { parseInput } from "@/lib/server/validation";
import { assertModuleCan, formBuilderScope } from "./scope";

// 'Quick start with AI' (issue 17): a form drafted from a prompt through Ask AI's provider. The
// built-in provider answers with the closest template, adapted (modules/form-builder/shared/ai-draft.ts); a
// model is asked for a JSON form, which is laid out and checked against the element schema. A reply
// that is not a valid form (or a provider that fails) falls back to the built-in draft: the answer
// is always a form that passes validation.

const DRAFT_MAX_CHARS = 32_000;

/** What a model answers: a title and elements by type and configuration (we lay them out). */
const modelFormSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  description: z._default(z.string().check(z.maxLength(2_000)), ""),
  elements: z
    .array(z.object({ type: z.enum(ELEMENT_TYPES), configuration: z._default(elementConfigSchema, {}) }))
    .check(z.minLength(1), z.maxLength(60)),
  configuration: z._default(formConfigurationSchema, { theme: "1", alignment: "left", direction: "ltr" }),
});

const INSTRUCTIONS = `You design web forms. Answer with one JSON object only, no prose:
{"title": string, "description": string, "elements": [{"type": one of ${ELEMENT_TYPES.join(", ")}, "configuration": {"label": string, "required": boolean, "placeholder"?: string, "options"?: string[] (radio and select), "min"?: number, "max"?: number (number: 0 to 20), "heading"?: string (heading), "description"?: string (description)}}]}.
Use "heading" first. Keep it under 15 elements.`;

/** A model's form laid out and validated, or null. */
export function modelDraft(reply: string): FormDraft | null {
  const parsed = z.safeParse(modelFormSchema, jsonOf(reply));
  if (!parsed.success) return null;
  const elements = layOut(
    parsed.data.elements.map((e) => [
      e.type,
      { ...defaultConfig(e.type), ...e.configuration },
      { w: PALETTE_SIZE[e.type].w },
    ]),
  ).map((e, n) => ({ ...e, id: `m${n}` }));
  const content = z.safeParse(formContentSchema, {
    elements,
    configuration: parsed.data.configuration,
    logic: [],
  });
  if (!content.success) return null;
  return {
    title: parsed.data.title,
    description: parsed.data.description,
    ...content.data,
    templateId: null,
  };
}

function builtInDraft(prompt: string): FormDraft {
  const draft = draftFromPrompt(prompt);
  const content: FormContent = z.parse(formContentSchema, draft.content);
  return {
    title: draft.title,
    description: draft.description,
    ...content,
    templateId: closestTemplate(prompt).id,
  };
}

/** POST /form-builder/{id}/form/draft {prompt}: a draft to create a form from (nothing is stored). */
export async function draftForm(
  actor: Actor,
  input: { moduleId: unknown; body: unknown },
  locale: Locale,
): Promise<FormDraft> {
  const scope = await formBuilderScope(actor, input.moduleId, locale);
  assertModuleCan(scope, "add");
  const { prompt } = parseInput(aiDraftSchema, input.body);
  await consume("askAiPerUser", actor.userId);
  const provider = aiProvider();
  if (provider.name === "built-in") return builtInDraft(prompt);
  const context: AiModuleContext = {
    tag: "FormBuilder",
    moduleId: scope.moduleId,
    placement: scope.project ? "project" : "workspace",
    name: scope.name,
    canCreate: true,
    describe: () => INSTRUCTIONS,
    tools: [],
    answer: () => Promise.resolve(JSON.stringify(builtInDraft(prompt))),
    preface: () => null,
  };
  const reply = await modelReply(provider, {
    context,
    locale,
    question: prompt,
    maxChars: DRAFT_MAX_CHARS,
    logTag: "form-builder",
  });
  return modelDraft(reply) ?? builtInDraft(prompt);
}
