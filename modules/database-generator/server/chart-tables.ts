import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { DrillRow } from "@/lib/metrics/entities";
import {
  EMPTY_KEY,
  type SourceColumn,
  type SourceColumnKind,
  type SourceDatabase,
  type TableAxes,
} from "@/lib/metrics/tables";
import { getDb } from "@/lib/server/db";
import type { SourcePoint } from "@/lib/server/metrics/metric-source";
import { bucketKeySql, periodSql } from "@/lib/server/metrics/sql";
import type { TableQuery, TableSourceProvider } from "@/lib/server/metrics/table-source";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { columnFamily, effectiveType } from "@/modules/database-generator/shared/columns";
import type { Column, Table } from "@/modules/database-generator/shared/types";
import { dbHrefs } from "@/modules/database-generator/shared/urls";
import { cellColumn, recordsTable } from "./physical";
import { valueSql } from "./record-sql";
import { tablesWithColumns } from "./tables";

// The database generator's tables as chart sources (issue 37; lib/server/metrics/table-source.ts):
// for people who may read the module, as its pages show them. A chart reads a column's values as the
// table's own views do (record-sql.ts valueSql: formulas, rollups, the record's own fields): text,
// choices (by their names), checkboxes, people and numbers as categories, numbers aggregated, dates
// and instants bucketed (instants in the chart's zone; a date is a calendar day). Multiple choices,
// links, lookups, long texts and files are not charted. The period and people filters read the
// record's creation.

const MAX_POINTS = 501;

function kindOf(column: Column): SourceColumnKind | null {
  const type = effectiveType(column);
  if (type === "longText") return null;
  switch (columnFamily(column)) {
    case "number":
      return "number";
    case "date":
      return "date";
    case "text":
    case "select":
    case "checkbox":
      return "text";
    default:
      return null;
  }
}

const chartable = (table: Table): { column: Column; kind: SourceColumnKind }[] =>
  table.columns.flatMap((column) => {
    const kind = kindOf(column);
    return kind ? [{ column, kind }] : [];
  });

const sourceColumns = (table: Table): SourceColumn[] =>
  chartable(table).map(({ column, kind }) => ({ id: column.id, name: column.name, kind }));

const isInstant = (column: Column) => {
  const type = effectiveType(column);
  return type === "dateTime" || type === "createdTime" || type === "modifiedTime";
};

/** A column's value as a point's key: text, a choice's id, a bucket's first day; null → EMPTY_KEY. */
function keySql(column: Column, kind: SourceColumnKind, axes: Pick<TableAxes, "bucket">, zone: string) {
  const value = valueSql(column);
  if (kind === "date") {
    if (!isInstant(column))
      return Prisma.sql`COALESCE(to_char(date_trunc(${axes.bucket}, ${value}), 'YYYY-MM-DD'), ${EMPTY_KEY})`;
    // dateTime cells are timestamptz, the record's own times UTC timestamps: both read as UTC first.
    const utc = effectiveType(column) === "dateTime" ? Prisma.sql`(${value} AT TIME ZONE 'UTC')` : value;
    return Prisma.sql`COALESCE(${bucketKeySql(utc, axes.bucket, zone)}, ${EMPTY_KEY})`;
  }
  if (effectiveType(column) === "checkbox")
    return Prisma.sql`(CASE WHEN ${value} THEN 'true' ELSE 'false' END)`;
  const raw = columnFamily(column) === "select" ? cellColumn(column.id) : value;
  return Prisma.sql`COALESCE(NULLIF(${raw}::text, ''), ${EMPTY_KEY})`;
}

/** How a key reads: a choice's name, ✓ / ✗ for a checkbox, the text itself; null for an empty cell or a date. */
function labelOf(column: Column, kind: SourceColumnKind, key: string): string | null {
  if (key === EMPTY_KEY || kind === "date") return null;
  if (effectiveType(column) === "checkbox") return key === "true" ? "✓" : "✗";
  if (columnFamily(column) === "select")
    return column.options.choices?.find((c) => c.id === key)?.name ?? key;
  return key;
}

/** The table if one of the readable modules holds it, with its records table and its module. */
async function readableTable(scopes: readonly ModuleScope[], tableId: string) {
  const [table] = await tablesWithColumns({
    id: tableId,
    database: { moduleId: { in: scopes.map((scope) => scope.moduleId) } },
  });
  if (!table) return null;
  const database = await getDb().dbDatabase.findUnique({
    where: { id: table.databaseId },
    select: { moduleId: true, workspaceId: true },
  });
  const scope = scopes.find((candidate) => candidate.moduleId === database?.moduleId);
  if (!database || !scope) return null;
  return { ...table, records: recordsTable({ workspaceId: database.workspaceId, id: table.id }), scope };
}

function filtersSql(query: TableQuery): Prisma.Sql {
  const person = query.personIds
    ? Prisma.sql`AND r."createdById" = ANY(${[...query.personIds]}::bpchar[])`
    : Prisma.empty;
  return Prisma.sql`WHERE true ${periodSql(Prisma.sql`r."createdAt"`, query)} ${person}`;
}

function axesOf(table: Table, axes: TableAxes) {
  const columns = new Map(chartable(table).map((entry) => [entry.column.id, entry]));
  const x = columns.get(axes.x);
  const measured = axes.column ? columns.get(axes.column) : null;
  const group = axes.groupBy ? columns.get(axes.groupBy) : null;
  if (!x || (axes.column && measured?.kind !== "number") || (axes.groupBy && !group)) return null;
  if (axes.y !== "count" && !measured) return null;
  return { x, measured: measured ?? null, group: group ?? null };
}

export const databaseChartTables: TableSourceProvider = {
  async list(scopes) {
    const ids = scopes.map((scope) => scope.moduleId);
    const [databases, tables] = await Promise.all([
      getDb().dbDatabase.findMany({
        where: { moduleId: { in: ids } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: { id: true, name: true, moduleId: true },
      }),
      tablesWithColumns({ database: { moduleId: { in: ids } } }),
    ]);
    const byModule = new Map(scopes.map((scope) => [scope.moduleId, scope]));
    return databases.flatMap((database): SourceDatabase[] => {
      const scope = byModule.get(database.moduleId);
      if (!scope) return [];
      return [
        {
          moduleId: scope.moduleId,
          moduleName: scope.name,
          project: scope.project && { id: scope.project.id, name: scope.project.name },
          id: database.id,
          name: database.name,
          tables: tables
            .filter((table) => table.databaseId === database.id)
            .map((table) => ({
              id: table.id,
              name: table.name,
              recordCount: table.recordCount,
              columns: sourceColumns(table),
            })),
        },
      ];
    });
  },

  async rows(scopes, tableId, limit) {
    const table = await readableTable(scopes, tableId);
    if (!table) return null;
    const columns = chartable(table);
    const cells = columns.length
      ? Prisma.join(
          columns.map(({ column, kind }) =>
            kind === "number"
              ? Prisma.sql`(${valueSql(column)})::float8`
              : Prisma.sql`(${keySql(column, kind, { bucket: "day" }, "UTC")})`,
          ),
        )
      : Prisma.sql`NULL`;
    const rows = await getDb().$queryRaw<{ cells: (string | number | null)[] }[]>`
      SELECT json_build_array(${cells}) AS cells FROM ${table.records} r ORDER BY r."number" LIMIT ${limit + 1}`;
    return {
      columns: sourceColumns(table),
      rows: rows.slice(0, limit).map((row) =>
        row.cells.map((cell, index) => {
          const entry = columns[index];
          if (cell === null || !entry || entry.kind === "number") return cell;
          return cell === EMPTY_KEY
            ? null
            : (labelOf(entry.column, entry.kind, String(cell)) ?? String(cell));
        }),
      ),
      truncated: rows.length > limit,
    };
  },

  async points(scopes, tableId, axes, query) {
    const table = await readableTable(scopes, tableId);
    if (!table) return null;
    const found = axesOf(table, axes);
    if (!found) return null;
    const { x, measured, group } = found;
    const measure = measured ? Prisma.sql`(${valueSql(measured.column)})::float8` : Prisma.empty;
    const value =
      axes.y === "count"
        ? Prisma.sql`count(*)::float8`
        : Prisma.sql`round((${Prisma.raw(axes.y)}(${measure}))::numeric, 2)::float8`;
    const series = group ? keySql(group.column, group.kind, axes, query.zone) : Prisma.sql`NULL::text`;
    const order = x.kind === "date" ? Prisma.sql`1 ASC, 2 ASC` : Prisma.sql`3 DESC NULLS LAST, 1 ASC, 2 ASC`;
    const rows = await getDb().$queryRaw<
      { key: string; series: string | null; value: number | null; n: number }[]
    >`
      SELECT ${keySql(x.column, x.kind, axes, query.zone)} AS key, ${series} AS series, ${value} AS value,
             count(*)::int AS n
        FROM ${table.records} r ${filtersSql(query)}
       GROUP BY 1, 2 ORDER BY ${order} LIMIT ${MAX_POINTS}`;
    return rows.flatMap((row) =>
      row.value === null
        ? []
        : [
            {
              key: row.key,
              label: labelOf(x.column, x.kind, row.key),
              series: row.series,
              seriesLabel:
                group && row.series !== null ? labelOf(group.column, group.kind, row.series) : null,
              value: row.value,
              weight: row.n,
            } satisfies SourcePoint,
          ],
    );
  },

  async drill(scopes, tableId, axes, query, point, limit) {
    const table = await readableTable(scopes, tableId);
    if (!table) return [];
    const found = axesOf(table, axes);
    if (!found) return [];
    const { x, group } = found;
    const primary = table.columns.find((column) => column.primary) ?? table.columns[0];
    const seriesCondition =
      group && point.series !== null
        ? Prisma.sql`AND ${keySql(group.column, group.kind, axes, query.zone)} = ${point.series}`
        : Prisma.empty;
    const rows = await getDb().$queryRaw<{ id: string; number: number; title: string | null; at: Date }[]>`
      SELECT r."id", r."number", ${primary ? Prisma.sql`(${valueSql(primary)})::text` : Prisma.sql`NULL::text`} AS title,
             r."createdAt" AS at
        FROM ${table.records} r ${filtersSql(query)}
         AND ${keySql(x.column, x.kind, axes, query.zone)} = ${point.key} ${seriesCondition}
       ORDER BY r."createdAt" DESC, r."number" DESC LIMIT ${limit}`;
    const place = { projectId: table.scope.project?.id ?? null, moduleId: table.scope.moduleId };
    return rows.map((row): DrillRow => ({
      id: row.id,
      title: row.title || `#${row.number}`,
      subtitle: table.name,
      href: dbHrefs.table(place, table.databaseId, table.id),
      at: row.at.toISOString(),
    }));
  },
};
