import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { translatorFor } from "@/lib/i18n/messages";
import { REPORT_ENTITIES, type ReportEntity } from "@/lib/metrics/entities";
import { jsonOf, refineWithModel } from "@/lib/server/ai/model-json";
import type { Actor } from "@/lib/server/auth/sessions";
import { metricSources } from "@/lib/server/metrics/registry";
import { readableModulesFor, type ModuleScope } from "@/lib/server/modules/module-scope";
import { parseInput } from "@/lib/server/validation";
import * as z from "@/lib/zod";
import type { ModuleTag } from "@/modules/kinds";
import { chartProposalSchema, proposeSchema } from "@/modules/data-visualization/schemas/dashboards";
import {
  CHART_COLORS,
  CHART_STYLES,
  normalFilters,
  PERIODS,
  styleFits,
  type Proposal,
} from "@/modules/data-visualization/shared/types";
import { dataVisualizationScope } from "../scope";
import { chartName, proposeByRules, type RuleChart, type Translate } from "./rules";

// The AI smart builder (issue 37): a description → charts on the report entities, shown before they
// are added (nothing is stored). The built-in rules (./rules.ts) always answer; a configured model
// (lib/server/ai, AI_BASE_URL) is asked to refine their proposal, and its JSON is taken only as far
// as each chart passes chartProposalSchema on a report entity and fits its style — a reply with no
// such chart, or a provider that fails, gives the rules' proposal (`by` says which).

const REPLY_MAX_CHARS = 24_000;

type ProposedChart = Proposal["charts"][number];

/** The entities the person has something to count in: their kinds' readable modules, or the platform's. */
async function availableEntities(scope: ModuleScope, locale: Locale): Promise<Set<ReportEntity>> {
  const sources = [...metricSources()];
  const tags = [...new Set(sources.flatMap(([, found]) => (found.tag ? [found.tag] : [])))];
  const readable = new Set<ModuleTag>(
    (await readableModulesFor(scope.membership, tags, locale)).map((one) => one.tag as ModuleTag),
  );
  return new Set(
    sources.filter(([, found]) => !found.tag || readable.has(found.tag)).map(([entity]) => entity),
  );
}

function translator(locale: Locale): Translate {
  const t = translatorFor(locale);
  return (key, values) => t(`dataVisualization.${key}` as never, values as never);
}

const named = (charts: RuleChart[], locale: Locale): ProposedChart[] => {
  const t = translator(locale);
  return charts.map((chart) => ({ name: chartName(chart, t, locale), ...chart }));
};

function instructions(max: number, builtIn: ProposedChart[]): string {
  const entities = Object.entries(REPORT_ENTITIES)
    .map(([entity, options]) => `- ${entity}: X ${options.x.join(", ")}; Y ${options.y.join(", ")}`)
    .join("\n");
  return `You design dashboards of charts over a team's work. Answer with one JSON object only, no prose:
{"charts": [{"name": string (at most 120 characters, in the user's language), "style": one of ${CHART_STYLES.join(", ")}, "color": one of primary, ${CHART_COLORS.join(", ")}, "source": {"type": "entity", "entity": string, "x": string, "y": string, "bucket": "day" | "week" | "month"}, "filters": {"period": one of ${PERIODS.filter((p) => p !== "custom").join(", ")}}}]}.
Entities, each with its X options (what the bars are) and Y options (what is measured):
${entities}
Rules: use only those entities and options; burndown and burnup are for tasks with x "date"; number and metric show one figure (metric compares it with the previous period); a trend has x "date" with a bucket. Propose at most ${max} charts that answer the description.
A first proposal from built-in rules, to improve: ${JSON.stringify({ charts: builtIn })}`;
}

/** The charts of a model's reply that are valid proposals on report entities, at most `max`; null: none. */
export function modelCharts(reply: string, max: number): ProposedChart[] | null {
  const parsed = z.safeParse(z.object({ charts: z.array(z.unknown()) }), jsonOf(reply));
  if (!parsed.success) return null;
  const charts: ProposedChart[] = [];
  for (const item of parsed.data.charts) {
    const chart = chartProposalSchema.safeParse(item);
    if (!chart.success || chart.data.source.type !== "entity") continue;
    if (!styleFits(chart.data.style, chart.data.source)) continue;
    charts.push({ ...chart.data, filters: normalFilters(chart.data.filters) });
    if (charts.length >= max) break;
  }
  return charts.length > 0 ? charts : null;
}

async function askModel(
  actor: Actor,
  scope: ModuleScope,
  input: { prompt: string; max: number },
  builtIn: ProposedChart[],
  locale: Locale,
): Promise<ProposedChart[] | null> {
  const reply = await refineWithModel(actor, scope, {
    describe: instructions(input.max, builtIn),
    builtIn: JSON.stringify({ charts: builtIn }),
    question: input.prompt,
    locale,
    maxChars: REPLY_MAX_CHARS,
    logTag: "data-visualization",
  });
  return reply === null ? null : modelCharts(reply, input.max);
}

/** POST …/ai/propose {prompt, max}: charts for a description, for any reader of the module. */
export async function proposeCharts(
  actor: Actor,
  input: { moduleId: unknown; body: unknown },
  locale: Locale,
): Promise<Proposal> {
  const scope = await dataVisualizationScope(actor, input.moduleId, locale);
  const body = parseInput(proposeSchema, input.body);
  const available = await availableEntities(scope, locale);
  const builtIn = named(proposeByRules(body.prompt, { max: body.max, available }).charts, locale);
  const fromModel = await askModel(actor, scope, body, builtIn, locale);
  return fromModel ? { charts: fromModel, by: "model" } : { charts: builtIn, by: "built-in" };
}
