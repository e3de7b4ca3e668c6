import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { DrillRow, MetricPoint } from "@/lib/metrics/entities";
import { moduleHref } from "@/lib/modules/routes";
import { getDb } from "@/lib/server/db";
import {
  defineMetricSource,
  type MetricContext,
  type MetricPointRef,
  type MetricQuery,
} from "@/lib/server/metrics/metric-source";
import { bucketKeySql, moduleIdsOf, periodSql } from "@/lib/server/metrics/sql";
import { entryMsUntilSql, idArray, trackersCte, visibleEntrySql } from "@/lib/server/reporting/report-sql";
import { TIME_TRACKER_TAG } from "@/modules/time-tracker/shared/types";

/**
 * The time-entries report entity (issue 37): the time trackers' entries (`TimeEntry`) a chart may
 * count, as the workspace reports count time (lib/server/reporting/report-data.ts, time-figures.ts).
 *
 * - Rights: entries of the readable trackers of the chart (ctx.scopes), and of other people only
 *   where the tracker's own reports show them to the viewer (they manage its members); elsewhere
 *   only the viewer's own — trackersCte and visibleEntrySql (lib/server/reporting/report-sql.ts).
 * - Main instant: the entry's start (`from` ≤ start < `to`; an entry belongs to the day it starts,
 *   as in the tracker). The person: the entry's person (`TimeEntry.userId`, whose time it is).
 * - X: `assignee` the entry's person (id, name or e-mail); `project` the tracker's project (id,
 *   name), the workspace's own trackers under key "workspace" (label null); `billable` the keys
 *   "billable" and "non-billable"; `date` the bucket of the start in the query's zone.
 * - Y: `hours` the sum of the entries' durations in hours (whole seconds, as the reports count them;
 *   a running entry up to ctx.now), 2 decimals; `entry-count` the number of entries.
 * - Drill: the entries, newest start first; an entry opens its tracker: the timer tab for the
 *   viewer's own, the reports tab for another's (the only place the tracker shows it to them).
 */

type Query = MetricQuery<"time-entries">;

/** The key of the workspace's own trackers (no project) on the project axis. */
export const WORKSPACE_PROJECT_KEY = "workspace";
const BILLABLE_ORDER = ["billable", "non-billable"];

const personLabel = Prisma.sql`COALESCE(NULLIF(u."name", ''), u."email")`;
const noLabel = Prisma.sql`NULL::text`;

/** The X axis of a query: each entry's key and label (`t` an entry, `tr` its tracker, `u` its person). */
function axisOf(query: Query): { key: Prisma.Sql; label: Prisma.Sql } {
  switch (query.x) {
    case "assignee":
      return { key: Prisma.sql`t."userId"::text`, label: personLabel };
    case "project":
      return {
        key: Prisma.sql`COALESCE(tr."projectId"::text, ${WORKSPACE_PROJECT_KEY})`,
        label: Prisma.sql`tr."projectName"`,
      };
    case "billable":
      return {
        key: Prisma.sql`CASE WHEN t."billable" THEN 'billable' ELSE 'non-billable' END`,
        label: noLabel,
      };
    case "date":
      return { key: bucketKeySql(Prisma.sql`t."start"`, query.bucket, query.zone), label: noLabel };
  }
}

/**
 * `FROM … WHERE …` of the entries a context may count under a query's filters: the readable
 * trackers of the chart (one index range of TimeEntry_report_range per tracker), the reports'
 * rule for others' entries, the period of the start and the people.
 */
function entriesSql(ctx: MetricContext, query: Query, withPerson: boolean): Prisma.Sql {
  const people =
    query.personIds === null ? Prisma.empty : Prisma.sql`AND t."userId" = ANY(${idArray(query.personIds)})`;
  const person = withPerson ? Prisma.sql`JOIN "User" u ON u."id" = t."userId"` : Prisma.empty;
  return Prisma.sql`FROM tr JOIN "TimeEntry" t ON t."moduleId" = tr."id" ${person}
    WHERE tr."id" = ANY(${idArray(moduleIdsOf(ctx.scopes))}) AND ${visibleEntrySql(ctx.membership)}
      ${periodSql(Prisma.sql`t."start"`, query)} ${people}`;
}

/** The readable trackers with their projects and whether the viewer sees everyone's entries there. */
const trackersOf = (ctx: MetricContext) => trackersCte({ membership: ctx.membership, projectIds: null });

/** An entry's ms, a running one counted up to the instant the dashboard is read at. */
const entryMs = (ctx: MetricContext) => entryMsUntilSql(Prisma.sql`${ctx.now}::timestamp`);

async function compute(ctx: MetricContext, query: Query): Promise<MetricPoint[]> {
  const axis = axisOf(query);
  const value =
    query.y === "hours"
      ? Prisma.sql`round((sum(${entryMs(ctx)}) / 3600000.0)::numeric, 2)::float8`
      : Prisma.sql`count(*)::int`;
  const rows = await getDb().$queryRaw<{ key: string; label: string | null; value: number }[]>`
    WITH ${trackersOf(ctx)}
    SELECT ${axis.key} AS "key", ${axis.label} AS "label", ${value} AS "value"
      ${entriesSql(ctx, query, query.x === "assignee")}
     GROUP BY 1, 2`;
  const points = rows.map((row) => ({
    key: row.key,
    label: row.label,
    series: null,
    seriesLabel: null,
    value: row.value,
  }));
  return sortPoints(points, query.x);
}

/** Dates ascending, billable before non-billable, people and projects by value (most first) then key. */
function sortPoints(points: MetricPoint[], x: Query["x"]): MetricPoint[] {
  if (x === "date") return points.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  if (x === "billable")
    return points.sort((a, b) => BILLABLE_ORDER.indexOf(a.key) - BILLABLE_ORDER.indexOf(b.key));
  return points.sort((a, b) => b.value - a.value || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

type DrillSqlRow = {
  id: string;
  moduleId: string;
  userId: string;
  description: string;
  taskKey: string | null;
  person: string;
  start: Date;
};

async function drill(
  ctx: MetricContext,
  query: Query,
  point: MetricPointRef,
  limit: number,
): Promise<DrillRow[]> {
  const axis = axisOf(query);
  const rows = await getDb().$queryRaw<DrillSqlRow[]>`
    WITH ${trackersOf(ctx)}
    SELECT t."id", t."moduleId", t."userId", t."description", t."taskKey", ${personLabel} AS "person", t."start"
      ${entriesSql(ctx, query, true)}
       AND ${axis.key} = ${point.key}
     ORDER BY t."start" DESC, t."id" DESC
     LIMIT ${limit}`;
  const names = new Map(ctx.scopes.map((scope) => [scope.moduleId, scope.name]));
  return rows.map((row) => {
    const tracker = moduleHref({ id: row.moduleId, tag: TIME_TRACKER_TAG });
    return {
      id: row.id,
      title: row.description.trim() || row.taskKey || names.get(row.moduleId) || "",
      subtitle: row.person,
      href: row.userId === ctx.membership.userId ? tracker : `${tracker}?active=reports`,
      at: row.start.toISOString(),
    };
  });
}

export const timeEntryMetrics = defineMetricSource({ entity: "time-entries", compute, drill });
