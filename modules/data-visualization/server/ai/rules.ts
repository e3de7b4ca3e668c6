// The AI smart builder's built-in rules (issue 37): a description in English or Spanish → charts on
// the report entities (lib/metrics/entities.ts). The description is cut into clauses ("tasks by
// assignee and hours per project" is two); each clause names an entity (or follows the one before),
// an X-axis, a Y-axis, a style and a period by keywords; nothing understood gives an overview of
// what the workspace has. Pure: no model, no database (server/ai/propose.ts names the charts and asks
// a configured model to refine them).
import {
  isXOption,
  isYOption,
  REPORT_ENTITIES,
  type DateBucket,
  type ReportEntity,
} from "@/lib/metrics/entities";
import { BURN_STYLES, FIGURE_STYLES, type ChartStyle, type EntitySource } from "../../shared/chart";
import { NO_FILTERS, type Filters, type Period } from "../../shared/filters";
import {
  BUCKET_WORDS,
  ENTITY_WORDS,
  IMPLIED,
  OVER_TIME,
  PERIOD_WORDS,
  STYLE_WORDS,
  X_WORDS,
  Y_WORDS,
} from "./rule-words";

/** A chart the rules propose (named by `chartName`). */
export interface RuleChart {
  style: ChartStyle;
  color: string;
  source: EntitySource;
  filters: Filters;
}

/** Lower case, no accents, words only: "Tareas por día" → " tareas por dia ". */
export function normalize(text: string): string {
  const plain = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9%]+/g, " ")
    .trim();
  return ` ${plain} `;
}

const has = (text: string, pattern: RegExp) => pattern.test(text);

const PALETTE = ["primary", "teal", "grape", "orange", "indigo", "cyan", "pink", "lime"];
/** X options read best as a ring (few, exclusive values). */
const RING_X = new Set(["completion-status", "billable", "chat-status", "sent-status", "goal-status"]);

const find = <T>(text: string, table: [T, RegExp][]): T | null =>
  table.find(([, pattern]) => has(text, pattern))?.[0] ?? null;

/** What one clause asks for (null parts: not said). */
interface Ask {
  entity: ReportEntity | null;
  x: string | null;
  y: string | null;
  style: ChartStyle | null;
  bucket: DateBucket | null;
  period: Period | null;
  overTime: boolean;
}

function readClause(text: string): Ask {
  const entity = find(text, ENTITY_WORDS) ?? find(text, IMPLIED);
  const bucket = find(text, BUCKET_WORDS);
  return {
    entity,
    x: null,
    y: null,
    style: find(text, STYLE_WORDS),
    bucket,
    period: find(text, PERIOD_WORDS),
    overTime: bucket !== null || has(text, OVER_TIME),
  };
}

/** The X and Y of a clause for its entity: said ones the entity has, else null. */
function axesOf(text: string, entity: ReportEntity): { x: string | null; y: string | null } {
  let x: string | null = null;
  for (const word of X_WORDS) {
    if (!has(text, word.pattern)) continue;
    const option = word.x(entity);
    if (option && isXOption(entity, option)) {
      x = option;
      break;
    }
  }
  let y: string | null = null;
  for (const word of Y_WORDS) {
    const option = word.y[entity];
    if (option && isYOption(entity, option) && has(text, word.pattern)) {
      y = option;
      break;
    }
  }
  return { x, y };
}

function chartOf(ask: Ask & { entity: ReportEntity }, index: number): RuleChart {
  const entity = ask.entity;
  const options = REPORT_ENTITIES[entity];
  const burn = ask.style !== null && BURN_STYLES.includes(ask.style);
  const figure = ask.style !== null && FIGURE_STYLES.includes(ask.style) && (!ask.x || ask.x === "date");
  let x = ask.x ?? (ask.overTime && isXOption(entity, "date") ? "date" : options.x[0]);
  // A figure sums its points: read by date (or status), where each row counts once (by assignee, a
  // task of two people would count twice).
  if (figure && !ask.x)
    x = isXOption(entity, "date") ? "date" : (options.x.find((o) => o.endsWith("-status")) ?? x);
  if (burn) x = "date";
  const y = ask.y ?? options.y[0];
  let style = ask.style;
  // A figure of a chart that splits its bars would hide them: a said X wins over "total".
  if (style && FIGURE_STYLES.includes(style) && ask.x && ask.x !== "date") style = null;
  if (!style) style = x === "date" ? "line" : RING_X.has(x) ? "donut" : "bar";
  const period = ask.period ?? (burn ? "last-30-days" : "all");
  return {
    style: burn && entity !== "tasks" ? "line" : style,
    color: PALETTE[index % PALETTE.length]!,
    source: { type: "entity", entity, x, y, bucket: ask.bucket ?? "week" },
    filters: { ...NO_FILTERS, period },
  };
}

/** The overview of one entity asked for alone: by its first X-axis, by status, and over time. */
function overviewOf(ask: Ask & { entity: ReportEntity }): Ask[] {
  const { x } = REPORT_ENTITIES[ask.entity];
  const status = x.find((option) => option.endsWith("-status"));
  const asks: Ask[] = [{ ...ask, x: x[0], style: null }];
  if (status && status !== x[0]) asks.push({ ...ask, x: status, style: null });
  if ((x as readonly string[]).includes("date"))
    asks.push({ ...ask, x: "date", style: null, overTime: true });
  return asks;
}

/** With nothing understood: the workspace's work at a glance, from what it has. */
const DEFAULT_ASKS: Ask[] = [
  { entity: "tasks", x: "task-status", y: null, style: "donut", bucket: null, period: null, overTime: false },
  { entity: "tasks", x: "assignee", y: null, style: "bar", bucket: null, period: null, overTime: false },
  {
    entity: "tasks",
    x: "date",
    y: null,
    style: "line",
    bucket: "week",
    period: "last-90-days",
    overTime: true,
  },
  {
    entity: "time-entries",
    x: "assignee",
    y: "hours",
    style: "bar",
    bucket: null,
    period: "this-month",
    overTime: false,
  },
  {
    entity: "meetings",
    x: "date",
    y: null,
    style: "line",
    bucket: "week",
    period: "last-90-days",
    overTime: true,
  },
  { entity: "goals", x: "goal-status", y: null, style: "donut", bucket: null, period: null, overTime: false },
];

const sameChart = (a: RuleChart, b: RuleChart) =>
  a.style === b.style && JSON.stringify([a.source, a.filters]) === JSON.stringify([b.source, b.filters]);

/**
 * The charts a description asks for, at most `max` (at least one): `available` are the entities the
 * person has something to count in (the overview and the default prefer them; a named entity is
 * proposed even without data).
 */
export function proposeByRules(
  prompt: string,
  options: { max: number; available?: ReadonlySet<ReportEntity> },
): { charts: RuleChart[]; understood: boolean } {
  const text = normalize(prompt);
  // One period said once holds for every ask; several are each their own ask's.
  const periods = PERIOD_WORDS.filter(([, pattern]) => has(text, pattern));
  const global = periods.length === 1 ? periods[0]![0] : null;
  // Punctuation first (normalising drops it), then the words that join two asks.
  const clauses = prompt
    .split(/[.;:\n,]+/)
    .flatMap((part) =>
      normalize(part).split(/\b(?:and|y|e|also|tambien|plus|then|luego|as well as|ademas)\b/),
    )
    .map((part) => ` ${part.trim()} `)
    .filter((part) => part.trim());
  const asks: Ask[] = [];
  let last: ReportEntity | null = null;
  // A style said before any entity ("a pie chart: meetings by status") goes to the next ask.
  let pending: ChartStyle | null = null;
  for (const clause of clauses) {
    const ask = readClause(clause);
    const entity: ReportEntity | null = ask.entity ?? last;
    if (!entity) {
      pending = ask.style ?? pending;
      continue;
    }
    const axes = axesOf(clause, entity);
    const said =
      ask.entity !== null || axes.x !== null || axes.y !== null || ask.style !== null || ask.overTime;
    if (!said) continue;
    last = entity;
    asks.push({ ...ask, entity, ...axes, style: ask.style ?? pending, period: ask.period ?? global });
    pending = null;
  }
  const understood = asks.length > 0;
  let chosen = asks;
  const only = asks[0];
  if (asks.length === 1 && only?.entity && !only.x && !only.y && !only.style && !only.overTime)
    chosen = overviewOf({ ...only, entity: only.entity });
  if (!understood) {
    const available = options.available;
    const fits = DEFAULT_ASKS.filter((ask) => !available || (ask.entity && available.has(ask.entity)));
    chosen = (fits.length > 0 ? fits : DEFAULT_ASKS.slice(0, 3)).map((ask) => ({
      ...ask,
      period: global ?? ask.period,
    }));
  }
  const charts: RuleChart[] = [];
  for (const ask of chosen) {
    if (!ask.entity) continue;
    const chart = chartOf({ ...ask, entity: ask.entity }, charts.length);
    if (!charts.some((other) => sameChart(other, chart))) charts.push(chart);
    if (charts.length >= options.max) break;
  }
  return { charts, understood };
}

/** The `dataVisualization` namespace's translator (its keys hold dashes: `axes.task-count`). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The Y options that count the entity itself (the chart is named by the entity: "Tasks by …"). */
const ENTITY_COUNT: Partial<Record<ReportEntity, string>> = {
  tasks: "task-count",
  events: "event-count",
  files: "file-count",
  meetings: "meeting-count",
  notifications: "notification-count",
  goals: "goal-count",
  "form-responses": "response-count",
  "time-entries": "entry-count",
};

/** A chart's name in the person's language: "Tasks by assignee", "Hours per week, this month". */
export function chartName(chart: RuleChart, t: Translate, locale: string): string {
  const { entity, x, y } = chart.source;
  const lower = (text: string) => text.toLocaleLowerCase(locale);
  const measure = ENTITY_COUNT[entity] === y ? t(`entities.${entity}`) : t(`axes.${y}`);
  let name: string;
  if (BURN_STYLES.includes(chart.style)) name = t(`ai.names.${chart.style}`);
  else if (FIGURE_STYLES.includes(chart.style)) name = t("ai.names.total", { measure: lower(measure) });
  else if (x === "date")
    name = t("ai.names.perBucket", { measure, bucket: t(`ai.names.buckets.${chart.source.bucket}`) });
  else name = t("ai.names.by", { measure, axis: lower(t(`axes.${x}`)) });
  const period = chart.filters.period;
  return period === "all" ? name : t("ai.names.withPeriod", { name, period: lower(t(`periods.${period}`)) });
}
