import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { translatorFor } from "@/lib/i18n/messages";
import { jsonOf, refineWithModel } from "@/lib/server/ai/model-json";
import type { Actor } from "@/lib/server/auth/sessions";
import { assertModuleCan, readableModulesFor, type ModuleScope } from "@/lib/server/modules/module-scope";
import { parseInput } from "@/lib/server/validation";
import * as z from "@/lib/zod";
import type { ModuleTag } from "@/modules/kinds";
import { AUTOMATION_NAME_MAX, proposeSchema } from "../../schemas/processes";
import { catalogEntry, RULE_STEP_CATALOG, TRIGGER_CATALOG, type CatalogEntry } from "../../shared/catalog";
import { ruleSchema, type Rule } from "../../shared/rule";
import type { AutomationProposal } from "../../shared/types";
import { automationScope } from "../processes";
import { proposeRule, type ProposalText, type ProposeContext } from "./rules";

// 'Generate with AI' (issue 38): a description → an automation's name and basic rule, shown before it
// is made (nothing is stored here). The built-in rules (./rules.ts) always answer; a configured model
// (lib/server/ai, AI_BASE_URL) is asked to improve their proposal, and its JSON is taken only when it
// is a valid rule of catalog names whose modules are the project's own — else the rules' proposal.

const REPLY_MAX_CHARS = 16_000;

/** The tags a proposal may fill a `module` setting with. */
function moduleTags(): ModuleTag[] {
  const tags = new Set<string>();
  for (const entry of [...TRIGGER_CATALOG, ...RULE_STEP_CATALOG])
    for (const field of entry.fields)
      if (field.kind === "module" && field.moduleTag) tags.add(field.moduleTag);
  return [...tags] as ModuleTag[];
}

/** The first module of each kind the asker may read where the automation lives (its project). */
async function placeModules(scope: ModuleScope, locale: Locale): Promise<Record<string, string>> {
  const readable = await readableModulesFor(scope.membership, moduleTags(), locale);
  const modules: Record<string, string> = {};
  for (const one of readable) {
    if ((one.project?.id ?? null) !== (scope.project?.id ?? null)) continue;
    modules[one.tag] ??= one.moduleId;
  }
  return modules;
}

/** The proposal's name: the description's first sentence, as a name. */
export function nameOf(prompt: string): string {
  const first = prompt
    .trim()
    .split(/(?<=[.!?])\s|\n/)[0]!
    .replace(/[.!?]+$/, "")
    .trim();
  const name = first.charAt(0).toLocaleUpperCase() + first.slice(1);
  return name.length > 60 ? `${name.slice(0, 59).trimEnd()}…` : name;
}

/** A model's rule, kept only when every step is in the catalog and each module setting is the project's. */
export function modelRule(
  reply: string,
  modules: Record<string, string>,
): { name: string | null; rule: Rule } | null {
  const parsed = z.safeParse(z.object({ name: z.optional(z.string()), rule: z.unknown() }), jsonOf(reply));
  if (!parsed.success) return null;
  const rule = ruleSchema.safeParse(parsed.data.rule);
  if (!rule.success) return null;
  const allowed = new Set(Object.values(modules));
  const fits = (step: Rule["trigger"], catalog: readonly CatalogEntry[]) => {
    const entry = catalogEntry(catalog, step.name);
    if (!entry) return false;
    const keys = new Set(entry.fields.map((field) => field.key));
    return Object.entries(step.config).every(
      ([key, value]) =>
        keys.has(key) &&
        (entry.fields.find((field) => field.key === key)!.kind !== "module" ||
          (typeof value === "string" && allowed.has(value))),
    );
  };
  if (!fits(rule.data.trigger, TRIGGER_CATALOG)) return null;
  if (!rule.data.actions.every((step) => fits(step, RULE_STEP_CATALOG))) return null;
  const name = parsed.data.name?.trim().slice(0, AUTOMATION_NAME_MAX) || null;
  return { name, rule: rule.data };
}

function instructions(context: ProposeContext, builtIn: Rule | null): string {
  const line = (entry: CatalogEntry) =>
    `- ${entry.name}: settings ${entry.fields.map((field) => `${field.key} (${field.kind}${field.required ? ", required" : ""}${field.options ? `: ${field.options.join("|")}` : ""})`).join(", ") || "none"}${entry.variables ? `; variables ${entry.variables.join(", ")}` : ""}${entry.outputs ? `; result ${entry.outputs.join(", ")}` : ""}`;
  return `You turn a description of a team's routine into one automation rule. Answer with one JSON object only, no prose:
{"name": string (at most 60 characters, in the user's language), "rule": {"trigger": {"name": string, "config": object}, "match": "all" | "any", "conditions": [{"variable": string, "operator": "eq" | "neq" | "contains" | "gt" | "lt" | "isSet" | "isNotSet", "value": string}], "actions": [{"name": string, "config": object}]}}.
Triggers (what starts the run, with the variables it starts with):
${TRIGGER_CATALOG.map(line).join("\n")}
Steps of "actions", in order (an action's result is read as Task_<its 1-based position>.<result>):
${RULE_STEP_CATALOG.map(line).join("\n")}
A setting may be a FEEL expression starting with "=" over the variables (e.g. "= key + \\": \\" + title"). Modules of this project by kind (use only these ids for module settings): ${JSON.stringify(context.modules)}. The person asking has the id ${context.userId} (use it for member settings meant for "me"). A schedule's rrule is an RFC 5545 RRULE without DTSTART.
A first proposal from built-in rules, to improve: ${JSON.stringify(builtIn)}`;
}

async function askModel(
  actor: Actor,
  scope: ModuleScope,
  prompt: string,
  context: ProposeContext,
  builtIn: Rule | null,
  locale: Locale,
): Promise<{ name: string | null; rule: Rule } | null> {
  const reply = await refineWithModel(actor, scope, {
    describe: instructions(context, builtIn),
    builtIn: JSON.stringify({ rule: builtIn }),
    question: prompt,
    locale,
    maxChars: REPLY_MAX_CHARS,
    logTag: "workflow-automation",
  });
  return reply === null ? null : modelRule(reply, context.modules);
}

/** POST …/ai/propose {prompt}: an automation for a description, for anyone who may add one. */
export async function proposeAutomation(
  actor: Actor,
  input: { moduleId: unknown; body: unknown },
  locale: Locale,
): Promise<AutomationProposal> {
  const scope = await automationScope(actor, input.moduleId, locale);
  assertModuleCan(scope, "add");
  const { prompt } = parseInput(proposeSchema, input.body);
  const t = translatorFor(locale);
  const text: ProposalText = (key, values) =>
    t(`workflowAutomation.ai.texts.${key}` as never, values as never);
  const context: ProposeContext = { modules: await placeModules(scope, locale), userId: actor.userId, text };
  const proposed = proposeRule(prompt, context);
  const builtIn = proposed ? ruleSchema.parse(proposed) : null;
  const fromModel = await askModel(actor, scope, prompt, context, builtIn, locale);
  if (fromModel) return { name: fromModel.name ?? nameOf(prompt), rule: fromModel.rule, by: "model" };
  return { name: nameOf(prompt), rule: builtIn, by: "built-in" };
}
