import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { withEvents, type Tx } from "@/lib/server/events/commit";
import { badRequest, notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { assertModuleCan } from "@/lib/server/modules/module-scope";
import { parseInput } from "@/lib/server/validation";
import {
  chartParamsSchema,
  createChartSchema,
  layoutSchema,
  updateChartSchema,
} from "@/modules/data-visualization/schemas/dashboards";
import {
  CHART_NAME_MAX,
  CHARTS_PER_DASHBOARD_MAX,
  DEFAULT_SIZE,
  normalFilters,
  styleFits,
  type Chart,
  type ChartSource,
  type ChartStyle,
  type Dashboard,
  type Filters,
} from "@/modules/data-visualization/shared/types";
import { chartOf, chartRowSelect, freePlace } from "./chart-rows";
import { readDashboard } from "./dashboards";
import { dashboardEvents } from "./events";
import { dashboardRowSelect, dashboardScope, type DashboardRow } from "./scope";

function assertFits(style: ChartStyle, source: ChartSource) {
  if (!styleFits(style, source)) throw badRequest("validation.chartStyleSource");
}

/** Charts of a dashboard are added one at a time under its row's lock: the count and places hold. */
async function lockDashboard(tx: Tx, dashboardId: string) {
  await tx.$queryRaw`SELECT 1 FROM "Dashboard" WHERE "id" = ${dashboardId} FOR UPDATE`;
  return tx.dashboardChart.findMany({
    where: { dashboardId },
    select: { x: true, y: true, w: true, h: true },
  });
}

async function touch(tx: Tx, dashboardId: string) {
  await tx.dashboard.update({ where: { id: dashboardId }, data: { updatedAt: new Date() } });
}

async function insertChart(
  tx: Tx,
  dashboard: DashboardRow,
  chart: { name: string; style: ChartStyle; color: string; source: ChartSource; filters: Filters },
  place: { x: number; y: number; w: number; h: number } | undefined,
  size: { w: number; h: number },
) {
  const taken = await lockDashboard(tx, dashboard.id);
  if (taken.length >= CHARTS_PER_DASHBOARD_MAX) throw badRequest("validation.dashboardFull");
  const at = place ?? freePlace(taken, size);
  const row = await tx.dashboardChart.create({
    data: {
      id: newId(),
      dashboardId: dashboard.id,
      workspaceId: dashboard.workspaceId,
      name: chart.name,
      style: chart.style,
      color: chart.color,
      source: chart.source as Prisma.InputJsonValue,
      filters: normalFilters(chart.filters) as Prisma.InputJsonValue,
      ...at,
    },
    select: chartRowSelect,
  });
  await touch(tx, dashboard.id);
  return chartOf(row);
}

/** POST …/dashboards/{dashboardId}/charts: the Add Item dialog's chart, placed where there is room. */
export async function createChart(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
): Promise<Chart> {
  const { scope, dashboard } = await dashboardScope(actor, input.params, locale);
  assertModuleCan(scope, "add");
  const body = parseInput(createChartSchema, input.body);
  assertFits(body.style, body.source);
  return withEvents(async (tx, emit) => {
    const chart = await insertChart(tx, dashboard, body, body.place, DEFAULT_SIZE);
    emit(...dashboardEvents(actor, dashboard, [{ type: "dashboard.changed", dashboardId: dashboard.id }]));
    return chart;
  });
}

/** A chart of the dashboard the params name (another dashboard's chart: 404). */
async function chartScope(actor: Actor, rawParams: unknown, locale: Locale) {
  const params = parseInput(chartParamsSchema, rawParams);
  const found = await dashboardScope(actor, params, locale);
  const chart = await getDb().dashboardChart.findFirst({
    where: { id: params.chartId, dashboardId: found.dashboard.id },
    select: chartRowSelect,
  });
  if (!chart) throw notFound("errors.chartNotFound");
  return { ...found, chart };
}

/** PATCH …/charts/{chartId}. */
export async function updateChart(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
): Promise<Chart> {
  const { scope, dashboard, chart } = await chartScope(actor, input.params, locale);
  assertModuleCan(scope, "edit");
  const body = parseInput(updateChartSchema, input.body);
  const current = chartOf(chart);
  assertFits(body.style ?? current.style, body.source ?? current.source);
  return withEvents(async (tx, emit) => {
    const row = await tx.dashboardChart.update({
      where: { id: chart.id },
      data: {
        name: body.name,
        style: body.style,
        color: body.color,
        source: body.source as Prisma.InputJsonValue | undefined,
        filters: body.filters && (normalFilters(body.filters) as Prisma.InputJsonValue),
      },
      select: chartRowSelect,
    });
    await touch(tx, dashboard.id);
    emit(...dashboardEvents(actor, dashboard, [{ type: "dashboard.changed", dashboardId: dashboard.id }]));
    return chartOf(row);
  });
}

/** POST …/charts/{chartId}/duplicate: "{name} (copy)" of the same size, in the first free place. */
export async function duplicateChart(actor: Actor, params: unknown, locale: Locale): Promise<Chart> {
  const { scope, dashboard, chart } = await chartScope(actor, params, locale);
  assertModuleCan(scope, "add");
  const copy = chartOf(chart);
  const suffix = " (copy)";
  const name = `${copy.name.slice(0, CHART_NAME_MAX - suffix.length)}${suffix}`;
  return withEvents(async (tx, emit) => {
    const created = await insertChart(tx, dashboard, { ...copy, name }, undefined, { w: copy.w, h: copy.h });
    emit(...dashboardEvents(actor, dashboard, [{ type: "dashboard.changed", dashboardId: dashboard.id }]));
    return created;
  });
}

/** DELETE …/charts/{chartId} (a dashboard's card that showed it shows its first chart again). */
export async function deleteChart(actor: Actor, params: unknown, locale: Locale): Promise<{ id: string }> {
  const { scope, dashboard, chart } = await chartScope(actor, params, locale);
  assertModuleCan(scope, "delete");
  await withEvents(async (tx, emit) => {
    await tx.dashboardChart.deleteMany({ where: { id: chart.id } });
    await tx.dashboard.updateMany({
      where: { id: dashboard.id, coverChartId: chart.id },
      data: { coverChartId: null },
    });
    await touch(tx, dashboard.id);
    emit(...dashboardEvents(actor, dashboard, [{ type: "dashboard.changed", dashboardId: dashboard.id }]));
  });
  return { id: chart.id };
}

/**
 * PUT …/dashboards/{dashboardId}/layout: every chart's place after a drag or resize, in one
 * statement; a chart of another dashboard, or one named twice, is refused (400).
 */
export async function saveLayout(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
): Promise<Dashboard> {
  const { scope, dashboard } = await dashboardScope(actor, input.params, locale);
  assertModuleCan(scope, "edit");
  const { items } = parseInput(layoutSchema, input.body);
  const ids = items.map((item) => item.id);
  if (new Set(ids).size !== ids.length) throw badRequest("validation.chartPlaceInvalid");
  await withEvents(async (tx, emit) => {
    await lockDashboard(tx, dashboard.id);
    const moved = await tx.$executeRaw`
      UPDATE "DashboardChart" c SET "x" = l.x, "y" = l.y, "w" = l.w, "h" = l.h, "updatedAt" = now()
        FROM unnest(${ids}::text[], ${items.map((i) => i.x)}::int[], ${items.map((i) => i.y)}::int[],
                    ${items.map((i) => i.w)}::int[], ${items.map((i) => i.h)}::int[]) AS l(id, x, y, w, h)
       WHERE c."id" = l.id AND c."dashboardId" = ${dashboard.id}
         AND (c."x", c."y", c."w", c."h") IS DISTINCT FROM (l.x, l.y, l.w, l.h)`;
    const known = await tx.dashboardChart.count({ where: { dashboardId: dashboard.id, id: { in: ids } } });
    if (known !== ids.length) throw badRequest("validation.chartPlaceInvalid");
    if (moved > 0) {
      await touch(tx, dashboard.id);
      emit(...dashboardEvents(actor, dashboard, [{ type: "dashboard.changed", dashboardId: dashboard.id }]));
    }
  });
  const fresh = await getDb().dashboard.findUniqueOrThrow({
    where: { id: dashboard.id },
    select: dashboardRowSelect,
  });
  return readDashboard(fresh);
}
