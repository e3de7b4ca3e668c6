import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { DrillRow } from "@/lib/metrics/entities";
import { EMPTY_KEY, type SourceColumn, type TableAxes } from "@/lib/metrics/tables";
import { getDb } from "@/lib/server/db";
import type { SourcePoint } from "@/lib/server/metrics/metric-source";
import type { TableQuery } from "@/lib/server/metrics/table-source";
import type { Dataset } from "@/modules/data-visualization/shared/sources";

// A dataset's points (an uploaded file stored as rows of cells, DashboardDatasetRow): X a column's
// values (a date column bucketed: a day as it is, an instant in the chart's zone), the aggregate of a
// number column, split by a column; one statement. The period narrows a date X-axis; a dataset has no
// people to filter by.

const MAX_POINTS = 501;

const cellText = (column: SourceColumn) => Prisma.sql`(r."cells"->>${Number(column.id.slice(1))}::int)`;

function keySql(column: SourceColumn, axes: Pick<TableAxes, "bucket">, zone: string): Prisma.Sql {
  const text = cellText(column);
  if (column.kind === "date") {
    return Prisma.sql`COALESCE(to_char(date_trunc(${axes.bucket}, CASE WHEN length(${text}) = 10 THEN ${text}::date::timestamp
      ELSE ${text}::timestamptz AT TIME ZONE ${zone} END), 'YYYY-MM-DD'), ${EMPTY_KEY})`;
  }
  return Prisma.sql`COALESCE(NULLIF(${text}, ''), ${EMPTY_KEY})`;
}

function periodSql(x: SourceColumn, query: TableQuery): Prisma.Sql {
  if (x.kind !== "date" || (!query.from && !query.to)) return Prisma.empty;
  const at = Prisma.sql`(CASE WHEN length(${cellText(x)}) = 10 THEN (${cellText(x)}::date::timestamp AT TIME ZONE ${query.zone})
    ELSE ${cellText(x)}::timestamptz END)`;
  return Prisma.sql`${query.from ? Prisma.sql`AND ${at} >= ${query.from}::timestamptz` : Prisma.empty}
    ${query.to ? Prisma.sql`AND ${at} < ${query.to}::timestamptz` : Prisma.empty}`;
}

function axesOf(dataset: Dataset, axes: TableAxes) {
  const columns = new Map(dataset.columns.map((column) => [column.id, column]));
  const x = columns.get(axes.x);
  const measured = axes.column ? columns.get(axes.column) : null;
  const group = axes.groupBy ? columns.get(axes.groupBy) : null;
  if (!x || (axes.column && measured?.kind !== "number") || (axes.groupBy && !group)) return null;
  if (axes.y !== "count" && !measured) return null;
  return { x, measured: measured ?? null, group: group ?? null };
}

const label = (column: SourceColumn, key: string) =>
  key === EMPTY_KEY || column.kind === "date" ? null : key;

export async function datasetPoints(
  dataset: Dataset,
  axes: TableAxes,
  query: TableQuery,
): Promise<SourcePoint[] | null> {
  const found = axesOf(dataset, axes);
  if (!found) return null;
  const { x, measured, group } = found;
  const value =
    axes.y === "count" || !measured
      ? Prisma.sql`count(*)::float8`
      : Prisma.sql`round((${Prisma.raw(axes.y)}((${cellText(measured)})::float8))::numeric, 2)::float8`;
  const series = group ? keySql(group, axes, query.zone) : Prisma.sql`NULL::text`;
  const order = x.kind === "date" ? Prisma.sql`1 ASC, 2 ASC` : Prisma.sql`3 DESC NULLS LAST, 1 ASC, 2 ASC`;
  const rows = await getDb().$queryRaw<
    { key: string; series: string | null; value: number | null; n: number }[]
  >`
    SELECT ${keySql(x, axes, query.zone)} AS key, ${series} AS series, ${value} AS value, count(*)::int AS n
      FROM "DashboardDatasetRow" r
     WHERE r."datasetId" = ${dataset.id} ${periodSql(x, query)}
     GROUP BY 1, 2 ORDER BY ${order} LIMIT ${MAX_POINTS}`;
  return rows.flatMap((row) =>
    row.value === null
      ? []
      : [
          {
            key: row.key,
            label: label(x, row.key),
            series: row.series,
            seriesLabel: group && row.series !== null ? label(group, row.series) : null,
            value: row.value,
            weight: row.n,
          },
        ],
  );
}

/** The rows behind one point: "Row n" and the first text column's value. */
export async function datasetDrill(
  dataset: Dataset,
  axes: TableAxes,
  query: TableQuery,
  point: { key: string; series: string | null },
  limit: number,
): Promise<DrillRow[]> {
  const found = axesOf(dataset, axes);
  if (!found) return [];
  const { x, group } = found;
  const named = dataset.columns.find((column) => column.kind === "text") ?? null;
  const seriesCondition =
    group && point.series !== null
      ? Prisma.sql`AND ${keySql(group, axes, query.zone)} = ${point.series}`
      : Prisma.empty;
  const rows = await getDb().$queryRaw<{ n: number; title: string | null }[]>`
    SELECT r."n", ${named ? cellText(named) : Prisma.sql`NULL::text`} AS title
      FROM "DashboardDatasetRow" r
     WHERE r."datasetId" = ${dataset.id} ${periodSql(x, query)}
       AND ${keySql(x, axes, query.zone)} = ${point.key} ${seriesCondition}
     ORDER BY r."n" DESC LIMIT ${limit}`;
  return rows.map((row) => ({
    id: `${dataset.id}:${row.n}`,
    title: row.title || `#${row.n}`,
    subtitle: dataset.name,
    href: null,
    at: null,
  }));
}
