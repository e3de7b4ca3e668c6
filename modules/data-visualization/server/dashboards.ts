import "server-only";
import type { Page } from "@/lib/contracts/endpoint";
import type { Locale } from "@/lib/i18n/config";
import { afterKeyset, encodeKeyset } from "@/lib/server/api/keyset";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { withEvents } from "@/lib/server/events/commit";
import { badRequest } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { assertModuleCan, ownerColumns } from "@/lib/server/modules/module-scope";
import { parseInput } from "@/lib/server/validation";
import {
  createDashboardSchema,
  listDashboardsQuerySchema,
  updateDashboardSchema,
} from "@/modules/data-visualization/schemas/dashboards";
import type { Dashboard, DashboardSummary } from "@/modules/data-visualization/shared/types";
import {
  DEFAULT_SIZE,
  normalFilters,
  readFilters,
  styleFits,
  type Place,
} from "@/modules/data-visualization/shared/types";
import { chartOf, chartRowSelect, freePlace } from "./chart-rows";
import { dashboardEvents } from "./events";
import { dashboardRowSelect, dashboardScope, dataVisualizationScope, type DashboardRow } from "./scope";

export const DASHBOARDS_PAGE = 50;

function summaryOf(row: DashboardRow, chartCount: number, firstChartId: string | null): DashboardSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    chartCount,
    coverChartId: row.coverChartId ?? firstChartId,
    createdBy: row.createdBy && { id: row.createdBy.id, name: row.createdBy.name ?? row.createdBy.email },
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET …/dashboards: the module's dashboards, last changed first, 50 a page. */
export async function listDashboards(
  actor: Actor,
  input: { moduleId: unknown; query: unknown },
  locale: Locale,
): Promise<Page<DashboardSummary>> {
  const scope = await dataVisualizationScope(actor, input.moduleId, locale);
  const query = parseInput(listDashboardsQuerySchema, input.query);
  const rows = await getDb().dashboard.findMany({
    where: { moduleId: scope.moduleId, ...afterKeyset("updatedAt", query.cursor) },
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    take: DASHBOARDS_PAGE + 1,
    select: {
      ...dashboardRowSelect,
      _count: { select: { charts: true } },
      charts: { select: { id: true }, orderBy: [{ y: "asc" }, { x: "asc" }, { id: "asc" }], take: 1 },
    },
  });
  const page = rows.slice(0, DASHBOARDS_PAGE);
  const last = page.at(-1);
  return {
    data: page.map((row) => summaryOf(row, row._count.charts, row.charts[0]?.id ?? null)),
    nextCursor: rows.length > DASHBOARDS_PAGE && last ? encodeKeyset(last.updatedAt, last.id) : null,
  };
}

/** A dashboard with its charts in grid order (top to bottom, left to right). */
export async function readDashboard(row: DashboardRow): Promise<Dashboard> {
  const charts = await getDb().dashboardChart.findMany({
    where: { dashboardId: row.id },
    orderBy: [{ y: "asc" }, { x: "asc" }, { id: "asc" }],
    select: chartRowSelect,
  });
  return {
    ...summaryOf(row, charts.length, charts[0]?.id ?? null),
    filters: readFilters(row.filters),
    charts: charts.map(chartOf),
  };
}

/** GET …/dashboards/{dashboardId}. */
export async function getDashboard(actor: Actor, params: unknown, locale: Locale): Promise<Dashboard> {
  const { dashboard } = await dashboardScope(actor, params, locale);
  return readDashboard(dashboard);
}

/**
 * POST …/dashboards: a dashboard, empty or with the charts of a template or of the AI smart builder
 * (placed two to a row in the order given).
 */
export async function createDashboard(
  actor: Actor,
  input: { moduleId: unknown; body: unknown },
  locale: Locale,
): Promise<Dashboard> {
  const scope = await dataVisualizationScope(actor, input.moduleId, locale);
  assertModuleCan(scope, "add");
  const body = parseInput(createDashboardSchema, input.body);
  const id = newId();
  const row = await withEvents(async (tx, emit) => {
    const created = await tx.dashboard.create({
      data: {
        id,
        workspaceId: scope.membership.workspaceId,
        ...ownerColumns(scope),
        name: body.name,
        description: body.description || null,
        createdById: actor.userId,
      },
      select: dashboardRowSelect,
    });
    if (body.charts.length > 0) {
      const taken: Place[] = [];
      await tx.dashboardChart.createMany({
        data: body.charts.map((chart) => {
          if (!styleFits(chart.style, chart.source)) throw badRequest("validation.chartStyleSource");
          const place = freePlace(taken, DEFAULT_SIZE);
          taken.push(place);
          return {
            id: newId(),
            dashboardId: id,
            workspaceId: scope.membership.workspaceId,
            name: chart.name,
            style: chart.style,
            color: chart.color,
            source: chart.source,
            filters: normalFilters(chart.filters),
            ...place,
          };
        }),
      });
    }
    emit(...dashboardEvents(actor, created, [{ type: "dashboard.changed", dashboardId: id }]));
    return created;
  });
  return readDashboard(row);
}

/** PATCH …/dashboards/{dashboardId}: name, description, its filters, the chart its card shows. */
export async function updateDashboard(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
): Promise<Dashboard> {
  const { scope, dashboard } = await dashboardScope(actor, input.params, locale);
  assertModuleCan(scope, "edit");
  const body = parseInput(updateDashboardSchema, input.body);
  const row = await withEvents(async (tx, emit) => {
    if (body.coverChartId) {
      const chart = await tx.dashboardChart.findFirst({
        where: { id: body.coverChartId, dashboardId: dashboard.id },
        select: { id: true },
      });
      if (!chart) throw badRequest("validation.dashboardCoverInvalid");
    }
    const updated = await tx.dashboard.update({
      where: { id: dashboard.id },
      data: {
        name: body.name,
        description: body.description === undefined ? undefined : body.description || null,
        filters: body.filters && normalFilters(body.filters),
        coverChartId: body.coverChartId,
      },
      select: dashboardRowSelect,
    });
    emit(...dashboardEvents(actor, updated, [{ type: "dashboard.changed", dashboardId: dashboard.id }]));
    return updated;
  });
  return readDashboard(row);
}

/** DELETE …/dashboards/{dashboardId}: with its charts. */
export async function deleteDashboard(
  actor: Actor,
  params: unknown,
  locale: Locale,
): Promise<{ id: string }> {
  const { scope, dashboard } = await dashboardScope(actor, params, locale);
  assertModuleCan(scope, "delete");
  await withEvents(async (tx, emit) => {
    await tx.dashboard.deleteMany({ where: { id: dashboard.id } });
    emit(...dashboardEvents(actor, dashboard, [{ type: "dashboard.removed", dashboardId: dashboard.id }]));
  });
  return { id: dashboard.id };
}
