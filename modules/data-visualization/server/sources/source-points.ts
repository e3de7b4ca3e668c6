import "server-only";
import type { DrillRow } from "@/lib/metrics/entities";
import { EMPTY_KEY } from "@/lib/metrics/tables";
import type { SourcePoint } from "@/lib/server/metrics/metric-source";
import type { MetricReader } from "@/lib/server/metrics/run-metric";
import type { TableQuery } from "@/lib/server/metrics/table-source";
import type { DatasetSource, SqlSource, TableSource } from "@/modules/data-visualization/shared/types";
import { findConnector } from "./connectors";
import { datasetDrill, datasetPoints } from "./dataset-points";
import { findDataset } from "./datasets";
import { runSql } from "./run-sql";

// The points of a chart over a table, a dataset or a connector's query, for the reader's viewer:
// a table only when it is one of the database generator modules they may read; a dataset or a
// connector only of the dashboard's own module. Null: the source is gone (the chart shows no data).

type Where = { moduleId: string };

const tableAxes = (source: TableSource | DatasetSource) => ({
  x: source.x,
  y: source.y,
  column: source.column,
  groupBy: source.groupBy,
  bucket: source.bucket,
});

/**
 * A connector's query as points: the `x` column's values as keys (in the query's order), the `y`
 * column summed per key (and per `series` value); rows past the cap are not read.
 */
function sqlPoints(source: SqlSource, rows: Awaited<ReturnType<typeof runSql>>): SourcePoint[] | null {
  const index = (name: string | null) => (name === null ? -1 : rows.columns.findIndex((c) => c.id === name));
  const x = index(source.x);
  const y = index(source.y);
  const series = index(source.series);
  if (x < 0 || y < 0 || (source.series !== null && series < 0)) return null;
  const points = new Map<string, SourcePoint>();
  for (const row of rows.rows) {
    const key = row[x] === null || row[x] === "" ? EMPTY_KEY : String(row[x]);
    const split = series < 0 ? null : row[series] === null ? EMPTY_KEY : String(row[series]);
    const value = typeof row[y] === "number" ? row[y] : Number(row[y]);
    if (!Number.isFinite(value)) continue;
    const id = `${key}\u0000${split ?? ""}`;
    const point = points.get(id);
    if (point) {
      point.value += value;
      point.weight = (point.weight ?? 1) + 1;
    } else {
      const label = key === EMPTY_KEY ? null : key;
      points.set(id, {
        key,
        label,
        series: split,
        seriesLabel: split === EMPTY_KEY ? null : split,
        value,
        weight: 1,
      });
    }
  }
  return [...points.values()];
}

export async function sourcePoints(
  reader: MetricReader,
  where: Where,
  source: TableSource | DatasetSource | SqlSource,
  query: TableQuery,
): Promise<{ points: SourcePoint[]; truncated: boolean } | null> {
  if (source.type === "table") {
    const found = await reader.tableScopes();
    if (!found || found.scopes.length === 0) return null;
    const points = await found.provider.points(found.scopes, source.tableId, tableAxes(source), query);
    return points && { points: points.slice(0, 500), truncated: points.length > 500 };
  }
  if (source.type === "dataset") {
    const dataset = await findDataset(where, source.datasetId);
    const points = dataset && (await datasetPoints(dataset, tableAxes(source), query));
    return points && { points: points.slice(0, 500), truncated: points.length > 500 };
  }
  const connector = await findConnector(where, source.connectorId);
  if (!connector) return null;
  const rows = await runSql(connector.info, source.sql);
  const points = sqlPoints(source, rows);
  return points && { points: points.slice(0, 500), truncated: rows.truncated || points.length > 500 };
}

export async function sourceDrill(
  reader: MetricReader,
  where: Where,
  source: TableSource | DatasetSource,
  query: TableQuery,
  point: { key: string; series: string | null },
  limit: number,
): Promise<DrillRow[]> {
  if (source.type === "table") {
    const found = await reader.tableScopes();
    if (!found || found.scopes.length === 0) return [];
    return found.provider.drill(found.scopes, source.tableId, tableAxes(source), query, point, limit);
  }
  const dataset = await findDataset(where, source.datasetId);
  return dataset ? datasetDrill(dataset, tableAxes(source), query, point, limit) : [];
}
