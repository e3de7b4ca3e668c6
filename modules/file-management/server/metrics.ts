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
import { FILE_CATEGORIES } from "@/modules/file-management/shared/file-category";
import { noTrashedAncestor } from "./item-rows";
import { typeCondition } from "./list-items";
import { drivePageHref } from "./summary";

/**
 * The `files` report entity (issue 37): the files (not folders) of the file management modules the
 * viewer may read that are not in the trash — neither trashed themselves nor inside a trashed folder
 * (item-rows.ts `noTrashedAncestor`, as the listing and the grid card read them). Rights: the module
 * gate's read (server/scope.ts `driveScope`: a reader of the module reads every item; a share only
 * adds the right to change an item, to a person who already reads the module), so every live file of
 * `ctx.scopes` counts.
 * - Main instant: the file's creation (`DriveItem.createdAt`, its first upload; a new version keeps
 *   it): `from`/`to` and the `date` X-axis.
 * - The person: the file's owner, who uploaded it (`createdById`); `personIds` keeps their files.
 * - X: `file-owner` (nobody known, their account deleted: UNASSIGNED), `files` (the file's category
 *   by its detected content type, shared/file-category.ts: image, video, audio, document,
 *   spreadsheet, presentation, pdf, archive, text, other — in SQL the page's own type filter,
 *   list-items.ts `typeCondition`), `date`.
 * - Y: `file-count`; `file-type`, the count split into series by the same category.
 * - Drill: the files, newest first, each opening its folder in the file manager (summary.ts
 *   `drivePageHref`, as the grid card's links do).
 */
type Query = MetricQuery<"files">;

/** The category of a DriveItem `i` by its content type (the type filter's conditions, in order). */
const categorySql = Prisma.sql`(CASE ${Prisma.join(
  FILE_CATEGORIES.flatMap((category) =>
    category === "other" ? [] : [Prisma.sql`WHEN ${typeCondition(category)} THEN ${category}`],
  ),
  " ",
)} ELSE 'other' END)`;

/** `fl`: the live files a chart reads, with their category. */
function filesCte(ctx: MetricContext, query: Query): Prisma.Sql {
  const person = query.personIds
    ? Prisma.sql`AND i."createdById" = ANY(${[...query.personIds]}::bpchar[])`
    : Prisma.empty;
  return Prisma.sql`fl AS (
      SELECT i."id", i."name", i."moduleId", i."parentId", i."createdById", i."createdAt",
             ${categorySql} AS category
        FROM "DriveItem" i
       WHERE i."moduleId" = ANY(${moduleIdsOf(ctx.scopes)}::bpchar[]) AND i."trashedAt" IS NULL
         AND i."kind" = 'file' AND ${noTrashedAncestor}
             ${periodSql(Prisma.sql`i."createdAt"`, query)} ${person})`;
}

/** The X key of a file row `fl`. */
function keySql(query: Query): Prisma.Sql {
  switch (query.x) {
    case "file-owner":
      return Prisma.sql`COALESCE(fl."createdById"::text, ${UNASSIGNED})`;
    case "files":
      return Prisma.sql`fl.category`;
    case "date":
      return bucketKeySql(Prisma.sql`fl."createdAt"`, query.bucket, query.zone);
  }
}

const seriesSql = (query: Query) =>
  query.y === "file-type" ? Prisma.sql`fl.category` : Prisma.sql`NULL::text`;

const categoryIndex = (series: string | null) => (FILE_CATEGORIES as readonly string[]).indexOf(series ?? "");
const seriesOrder = (a: MetricPoint, b: MetricPoint) => categoryIndex(a.series) - categoryIndex(b.series);

/** People and categories by their total (all series) descending, then key; dates ascending. */
function sortPoints(points: MetricPoint[], query: Query): MetricPoint[] {
  const totals = new Map<string, number>();
  for (const point of points) totals.set(point.key, (totals.get(point.key) ?? 0) + point.value);
  return points.sort(
    (a, b) =>
      (query.x === "date" ? 0 : totals.get(b.key)! - totals.get(a.key)!) ||
      a.key.localeCompare(b.key) ||
      seriesOrder(a, b),
  );
}

async function compute(ctx: MetricContext, query: Query): Promise<MetricPoint[]> {
  const label =
    query.x === "file-owner"
      ? Prisma.sql`(SELECT COALESCE(u."name", u."email") FROM "User" u WHERE u."id" = g.key::bpchar)`
      : Prisma.sql`NULL::text`;
  const rows = await getDb().$queryRaw<
    { key: string; series: string | null; label: string | null; value: number }[]
  >`
    WITH ${filesCte(ctx, query)},
    g AS (SELECT ${keySql(query)} AS key, ${seriesSql(query)} AS series, count(*)::float8 AS value
            FROM fl GROUP BY 1, 2)
    SELECT g.key, g.series, ${label} AS label, g.value FROM g`;
  return sortPoints(
    rows.map((row) => ({
      key: row.key,
      label: row.label,
      series: row.series,
      seriesLabel: null,
      value: row.value,
    })),
    query,
  );
}

async function drill(
  ctx: MetricContext,
  query: Query,
  point: MetricPointRef,
  limit: number,
): Promise<DrillRow[]> {
  const series =
    query.y === "file-type" && point.series !== null
      ? Prisma.sql`AND fl.category = ${point.series}`
      : Prisma.empty;
  const rows = await getDb().$queryRaw<
    { id: string; name: string; moduleId: string; parentId: string | null; at: Date }[]
  >`
    WITH ${filesCte(ctx, query)}
    SELECT fl."id", fl."name", fl."moduleId", fl."parentId", fl."createdAt" AS at
      FROM fl
     WHERE ${keySql(query)} = ${point.key} ${series}
     ORDER BY fl."createdAt" DESC, fl."id" DESC
     LIMIT ${limit}`;
  const scopes = new Map(ctx.scopes.map((scope) => [scope.moduleId, scope]));
  return rows.map((row) => {
    const scope = scopes.get(row.moduleId);
    return {
      id: row.id,
      title: row.name,
      subtitle: scope?.name ?? null,
      href: scope ? drivePageHref(scope, row.parentId) : null,
      at: row.at.toISOString(),
    };
  });
}

export const fileMetrics = defineMetricSource({ entity: "files", compute, drill });
