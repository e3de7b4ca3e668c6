import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { UNASSIGNED, type DrillRow, type MetricPoint } from "@/lib/metrics/entities";
import { getDb } from "@/lib/server/db";
import {
  defineMetricSource,
  type MetricContext,
  type MetricPointRef,
  type MetricQuery,
} from "@/lib/server/metrics/metric-source";
import { bucketKeySql, moduleIdsOf, periodSql } from "@/lib/server/metrics/sql";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { dbHrefs } from "@/modules/database-generator/shared/urls";

/**
 * The `databases` report entity (issue 37): the databases of the database generator modules the
 * viewer may read, and their tables. Rights: the module gate's read (server/scope.ts `dbScope`:
 * "readers read every database"), so every database and table of `ctx.scopes` counts.
 * - Main instant: the database's creation (`DbDatabase.createdAt`): `from`/`to` and the `date` X-axis,
 *   for both Y options (a table counts with its database).
 * - The person: the database's creator (`createdById`); `personIds` keeps their databases.
 * - X: `assignee` (the database's creator; nobody known — never set, or their account deleted —
 *   UNASSIGNED), `databases` (key the database's id, label its name), `date`.
 * - Y: `table-count`, the tables of those databases (a database without tables is a 0 point);
 *   `database-type`, the databases split into series by their type: the model keeps none (the spec's
 *   SQL Server / MongoDB / PostgreSQL choice was dropped: docs/modules/database-generator.md), so the
 *   series is the storage kind, the same for every database: `postgresql` (each table is a real
 *   PostgreSQL table).
 * - Drill: the tables behind a point (table-count), newest first, each opening its table's page; or
 *   the databases (database-type), each opening its database's page (shared/urls.ts `dbHrefs`).
 */
type Query = MetricQuery<"databases">;

/** Where every database of the generator is stored: its `database-type` series. */
export const DATABASE_STORAGE_KIND = "postgresql";

/** `dbs`: the databases a chart reads (readable modules, the period, the people). */
function databasesCte(ctx: MetricContext, query: Query): Prisma.Sql {
  const person = query.personIds
    ? Prisma.sql`AND d."createdById" = ANY(${[...query.personIds]}::bpchar[])`
    : Prisma.empty;
  return Prisma.sql`dbs AS (
      SELECT d."id", d."name", d."moduleId", d."createdById", d."createdAt"
        FROM "DbDatabase" d
       WHERE d."moduleId" = ANY(${moduleIdsOf(ctx.scopes)}::bpchar[])
             ${periodSql(Prisma.sql`d."createdAt"`, query)} ${person})`;
}

/** The X key of a database row `dbs`. */
function keySql(query: Query): Prisma.Sql {
  switch (query.x) {
    case "assignee":
      return Prisma.sql`COALESCE(dbs."createdById"::text, ${UNASSIGNED})`;
    case "databases":
      return Prisma.sql`dbs."id"::text`;
    case "date":
      return bucketKeySql(Prisma.sql`dbs."createdAt"`, query.bucket, query.zone);
  }
}

function labelSql(query: Query): Prisma.Sql {
  switch (query.x) {
    case "assignee":
      return Prisma.sql`(SELECT COALESCE(u."name", u."email") FROM "User" u WHERE u."id" = g.key::bpchar)`;
    case "databases":
      return Prisma.sql`(SELECT d."name" FROM "DbDatabase" d WHERE d."id" = g.key::bpchar)`;
    case "date":
      return Prisma.sql`NULL::text`;
  }
}

function byValue(a: MetricPoint, b: MetricPoint): number {
  return b.value - a.value || a.key.localeCompare(b.key) || (a.series ?? "").localeCompare(b.series ?? "");
}

const byKey = (a: MetricPoint, b: MetricPoint) =>
  a.key.localeCompare(b.key) || (a.series ?? "").localeCompare(b.series ?? "");

async function compute(ctx: MetricContext, query: Query): Promise<MetricPoint[]> {
  const tables = query.y === "table-count";
  const rows = await getDb().$queryRaw<{ key: string; label: string | null; value: number }[]>`
    WITH ${databasesCte(ctx, query)},
    g AS (SELECT ${keySql(query)} AS key,
                 ${tables ? Prisma.sql`count(t."id")::float8` : Prisma.sql`count(*)::float8`} AS value
            FROM dbs ${tables ? Prisma.sql`LEFT JOIN "DbTable" t ON t."databaseId" = dbs."id"` : Prisma.empty}
           GROUP BY 1)
    SELECT g.key, ${labelSql(query)} AS label, g.value FROM g`;
  const series = tables ? null : DATABASE_STORAGE_KIND;
  return rows
    .map((row) => ({ key: row.key, label: row.label, series, seriesLabel: null, value: row.value }))
    .sort(query.x === "date" ? byKey : byValue);
}

/** A database's or table's page, in its module's place (a project's routes, or a workspace module's page). */
function placeOf(scopes: ReadonlyMap<string, ModuleScope>, moduleId: string) {
  const scope = scopes.get(moduleId);
  return { projectId: scope?.project?.id ?? null, moduleId };
}

async function drill(
  ctx: MetricContext,
  query: Query,
  point: MetricPointRef,
  limit: number,
): Promise<DrillRow[]> {
  const scopes = new Map(ctx.scopes.map((scope) => [scope.moduleId, scope]));
  if (query.y === "database-type") {
    if (point.series !== null && point.series !== DATABASE_STORAGE_KIND) return [];
    const rows = await getDb().$queryRaw<{ id: string; name: string; moduleId: string; at: Date }[]>`
      WITH ${databasesCte(ctx, query)}
      SELECT dbs."id", dbs."name", dbs."moduleId", dbs."createdAt" AS at FROM dbs
       WHERE ${keySql(query)} = ${point.key}
       ORDER BY dbs."createdAt" DESC, dbs."id" DESC
       LIMIT ${limit}`;
    return rows.map((row) => ({
      id: row.id,
      title: row.name,
      subtitle: scopes.get(row.moduleId)?.name ?? null,
      href: dbHrefs.database(placeOf(scopes, row.moduleId), row.id),
      at: row.at.toISOString(),
    }));
  }
  const rows = await getDb().$queryRaw<
    { id: string; name: string; databaseId: string; database: string; moduleId: string; at: Date }[]
  >`
    WITH ${databasesCte(ctx, query)}
    SELECT t."id", t."name", t."databaseId", dbs."name" AS "database", dbs."moduleId", t."createdAt" AS at
      FROM dbs JOIN "DbTable" t ON t."databaseId" = dbs."id"
     WHERE ${keySql(query)} = ${point.key}
     ORDER BY t."createdAt" DESC, t."id" DESC
     LIMIT ${limit}`;
  return rows.map((row) => ({
    id: row.id,
    title: row.name,
    subtitle: row.database,
    href: dbHrefs.table(placeOf(scopes, row.moduleId), row.databaseId, row.id),
    at: row.at.toISOString(),
  }));
}

export const databaseMetrics = defineMetricSource({ entity: "databases", compute, drill });
