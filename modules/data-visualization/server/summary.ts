import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { DataVisualizationSummary } from "@/lib/modules/summaries";
import { getDb } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { MetricReader } from "@/lib/server/metrics/run-metric";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import {
  chartSourceSchema,
  CHART_STYLES,
  readFilters,
  type ChartStyle,
} from "@/modules/data-visualization/shared/types";
import { dvHrefs } from "@/modules/data-visualization/shared/urls";
import { chartData } from "./chart-data";

/** The grid reads covers in UTC: a thumbnail's days need no viewer's zone. */
const SUMMARY_ZONE = "UTC";

interface Row {
  moduleId: string;
  total: number;
  id: string;
  name: string;
  updatedAt: Date;
  dashboardFilters: Prisma.JsonValue;
  chartId: string | null;
  chartName: string | null;
  style: string | null;
  color: string | null;
  source: Prisma.JsonValue;
  filters: Prisma.JsonValue;
}

const isStyle = (value: string | null): value is ChartStyle =>
  value !== null && (CHART_STYLES as readonly string[]).includes(value);

/** A cover chart's points for the grid's viewer, or null when it is not drawn on the grid. */
async function coverOf(
  reader: MetricReader,
  row: Row,
): Promise<NonNullable<DataVisualizationSummary["latest"]>["cover"]> {
  const source = chartSourceSchema.safeParse(row.source);
  if (!row.chartId || !source.success || !isStyle(row.style)) return null;
  // An external database is asked only on the visualization's own page (its time-out is seconds).
  if (source.data.type === "sql") return null;
  try {
    const data = await chartData(
      reader,
      { id: row.chartId, style: row.style, source: source.data, filters: readFilters(row.filters) },
      readFilters(row.dashboardFilters),
      SUMMARY_ZONE,
      { moduleId: row.moduleId, locale: reader.locale },
    );
    return {
      name: row.chartName ?? "",
      style: row.style,
      color: row.color ?? "primary",
      points: data.points,
    };
  } catch (error) {
    // A source gone since (a table deleted) leaves the card without its thumbnail, not the grid.
    if (error instanceof AppError) return null;
    throw error;
  }
}

/**
 * The cards of the grid's data visualization modules: each module's count of visualizations and
 * the one changed last with its cover chart (its chosen one, else its first) — one query for every
 * module, then at most one chart's data per module, read as the grid's viewer may read it.
 */
export async function summarizeDataVisualizations(
  scopes: ModuleScope[],
  now: Date,
): Promise<Map<string, DataVisualizationSummary>> {
  if (scopes.length === 0) return new Map();
  const rows = await getDb().$queryRaw<Row[]>`
    SELECT r."moduleId", r."total", r."id", r."name", r."updatedAt", r."dashboardFilters",
           c."id" AS "chartId", c."name" AS "chartName", c."style", c."color", c."source", c."filters"
      FROM (SELECT d."moduleId", d."id", d."name", d."updatedAt", d."coverChartId",
                   d."filters" AS "dashboardFilters",
                   count(*) OVER (PARTITION BY d."moduleId")::int AS "total",
                   row_number() OVER (PARTITION BY d."moduleId" ORDER BY d."updatedAt" DESC, d."id" DESC) AS n
              FROM "Dashboard" d
             WHERE d."moduleId" = ANY(${scopes.map((scope) => scope.moduleId)}::bpchar[])) r
      LEFT JOIN LATERAL (
            SELECT ch."id", ch."name", ch."style", ch."color", ch."source", ch."filters"
              FROM "DashboardChart" ch
             WHERE ch."dashboardId" = r."id"
             ORDER BY (ch."id" = r."coverChartId") IS TRUE DESC, ch."y", ch."x", ch."id"
             LIMIT 1) c ON true
     WHERE r.n = 1`;
  const byModule = new Map(rows.map((row) => [row.moduleId, row]));
  // One reader for the grid: every module's charts are read for the same viewer.
  const reader = new MetricReader(scopes[0]!.membership, "en", now);
  const cards = await Promise.all(
    scopes.map(async (scope): Promise<[string, DataVisualizationSummary]> => {
      const row = byModule.get(scope.moduleId);
      if (!row) return [scope.moduleId, { tag: "DataVisualization", dashboards: 0, latest: null }];
      const place = { projectId: scope.project?.id ?? null, moduleId: scope.moduleId };
      return [
        scope.moduleId,
        {
          tag: "DataVisualization",
          dashboards: row.total,
          latest: {
            id: row.id,
            name: row.name,
            updatedAt: row.updatedAt.toISOString(),
            href: dvHrefs.visualization(place, row.id),
            cover: await coverOf(reader, row),
          },
        },
      ];
    }),
  );
  return new Map(cards);
}
