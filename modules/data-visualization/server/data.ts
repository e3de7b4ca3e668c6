import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, notFound } from "@/lib/server/errors";
import { MetricReader } from "@/lib/server/metrics/run-metric";
import { getUserTimeZone } from "@/lib/server/users/get-user";
import { parseInput } from "@/lib/server/validation";
import {
  chartParamsSchema,
  dataQuerySchema,
  DRILL_PAGE_MAX,
  drillQuerySchema,
  previewSchema,
} from "@/modules/data-visualization/schemas/dashboards";
import {
  BURN_STYLES,
  combineFilters,
  FIGURE_STYLES,
  NO_FILTERS,
  periodDays,
  periodInstants,
  readFilters,
  styleFits,
  todayIn,
  type ChartData,
  type DashboardData,
  type DrillPage,
  type Filters,
} from "@/modules/data-visualization/shared/types";
import { chartData, requestFor } from "./chart-data";
import { sourceDrill } from "./sources/source-points";
import { chartOf, chartRowSelect } from "./chart-rows";
import { dashboardScope, dataVisualizationScope } from "./scope";

/** The zone days are read in: the request's, else the viewer's saved one, else UTC. */
async function zoneOf(actor: Actor, zone: string | undefined): Promise<string> {
  return zone ?? (await getUserTimeZone(actor)) ?? "UTC";
}

/**
 * GET …/dashboards/{dashboardId}/data: every chart's data (or those `charts` names) under the
 * dashboard's filters, for the caller's rights; the charts are read side by side, each kind's
 * readable modules found once.
 */
export async function dashboardData(
  actor: Actor,
  input: { params: unknown; query: unknown },
  locale: Locale,
): Promise<DashboardData> {
  const { scope, dashboard } = await dashboardScope(actor, input.params, locale);
  const query = parseInput(dataQuerySchema, input.query);
  const [zone, rows] = await Promise.all([
    zoneOf(actor, query.zone),
    getDb().dashboardChart.findMany({
      where: { dashboardId: dashboard.id, ...(query.charts ? { id: { in: query.charts } } : {}) },
      orderBy: [{ y: "asc" }, { x: "asc" }, { id: "asc" }],
      select: chartRowSelect,
    }),
  ]);
  const reader = new MetricReader(scope.membership, locale);
  const outer = readFilters(dashboard.filters);
  const place = { moduleId: scope.moduleId, locale };
  const charts = await Promise.all(rows.map((row) => chartData(reader, chartOf(row), outer, zone, place)));
  return { charts, readAt: reader.now.toISOString() };
}

/** POST …/preview: the data of a chart not saved yet, under its dashboard's filters when it names one. */
export async function previewChart(
  actor: Actor,
  input: { moduleId: unknown; body: unknown },
  locale: Locale,
): Promise<ChartData> {
  const scope = await dataVisualizationScope(actor, input.moduleId, locale);
  const body = parseInput(previewSchema, input.body);
  if (!styleFits(body.style, body.source)) throw badRequest("validation.chartStyleSource");
  let outer: Filters = NO_FILTERS;
  if (body.dashboardId) {
    const dashboard = await getDb().dashboard.findFirst({
      where: { id: body.dashboardId, moduleId: scope.moduleId },
      select: { filters: true },
    });
    if (!dashboard) throw notFound("errors.dashboardNotFound");
    outer = readFilters(dashboard.filters);
  }
  const zone = await zoneOf(actor, body.zone);
  const reader = new MetricReader(scope.membership, locale);
  return chartData(reader, { id: "preview", ...body }, outer, zone, { moduleId: scope.moduleId, locale });
}

/**
 * GET …/charts/{chartId}/rows?key=&series=: the rows behind one bar (or slice, or day) of a chart,
 * newest first, under the same rights and filters as its data. Figures and burn charts have no
 * single point to open (400).
 */
export async function drillChart(
  actor: Actor,
  input: { params: unknown; query: unknown },
  locale: Locale,
): Promise<DrillPage> {
  const params = parseInput(chartParamsSchema, input.params);
  const { scope, dashboard } = await dashboardScope(actor, params, locale);
  const query = parseInput(drillQuerySchema, input.query);
  const row = await getDb().dashboardChart.findFirst({
    where: { id: params.chartId, dashboardId: dashboard.id },
    select: chartRowSelect,
  });
  if (!row) throw notFound("errors.chartNotFound");
  const chart = chartOf(row);
  if (BURN_STYLES.includes(chart.style) || FIGURE_STYLES.includes(chart.style)) {
    throw badRequest("validation.chartPointInvalid");
  }
  const filters = combineFilters(chart.filters, readFilters(dashboard.filters));
  if (!filters) return { rows: [], more: false };
  const zone = await zoneOf(actor, query.zone);
  const reader = new MetricReader(scope.membership, locale);
  const days = periodDays(filters, todayIn(zone, reader.now));
  const point = { key: query.key, series: query.series ?? null };
  const source = chart.source;
  let rows;
  if (source.type === "entity") {
    rows = await reader.drill(requestFor(source, filters, zone, days), point, DRILL_PAGE_MAX + 1);
  } else if (source.type === "sql") {
    // A query's rows are the query's: its editor shows them; a point has no rows of ours behind it.
    throw badRequest("validation.chartPointInvalid");
  } else {
    const instants = days ? periodInstants(days, zone) : null;
    const tableQuery = {
      zone,
      from: instants?.from ?? null,
      to: instants?.to ?? null,
      personIds: filters.personIds.length ? filters.personIds : null,
    };
    rows = await sourceDrill(
      reader,
      { moduleId: scope.moduleId },
      source,
      tableQuery,
      point,
      DRILL_PAGE_MAX + 1,
    );
  }
  return { rows: rows.slice(0, DRILL_PAGE_MAX), more: rows.length > DRILL_PAGE_MAX };
}
