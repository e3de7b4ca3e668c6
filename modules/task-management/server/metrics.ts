import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { UNASSIGNED, type DrillRow } from "@/lib/metrics/entities";
import { getDb } from "@/lib/server/db";
import type {
  BurnDay,
  MetricContext,
  MetricPointRef,
  MetricQuery,
  SourcePoint,
} from "@/lib/server/metrics/metric-source";
import { defineMetricSource } from "@/lib/server/metrics/metric-source";
import { bucketKeySql, moduleIdsOf, periodSql } from "@/lib/server/metrics/sql";
import { statusIndexSql, statusSql } from "@/lib/server/tasks/status-sql";

/**
 * The `tasks` report entity (issue 37): the top-level tasks of the boards of the task modules the
 * viewer may read (subtasks are steps of their task, as in reports: lib/server/reporting/report-data.ts).
 * - Main instant: the task's creation (`from`/`to`, and the `date` X-axis).
 * - The person: an assignee (`personIds` keeps tasks assigned to one of them; by assignee, only their
 *   bars).
 * - X: `assignee` (a task counts once for each assignee; none: UNASSIGNED), `task-status` (its
 *   column's rank now: todo, work-in-progress, done — the boards' rule), `completion-status`
 *   (completed: in its board's last column; else overdue: due before now; on-track: due later;
 *   no-due-date), `project` (the module's project; a workspace's own board: "workspace"), `date`.
 * - Y: `task-count`; `time-to-complete`, the average cycle time in hours of the done tasks that were
 *   ever in progress (from `startedAt` to entering done, `columnSince`: the reports' cycle time).
 */
type Query = MetricQuery<"tasks">;

/** `tk`: the tasks a chart reads, with their status index `st`, project and module. */
function tasksCte(ctx: MetricContext, query: Query): Prisma.Sql {
  const ids = moduleIdsOf(ctx.scopes);
  const person = query.personIds
    ? Prisma.sql`AND t."assigneeIds"::text[] && ${[...query.personIds]}::text[]`
    : Prisma.empty;
  const finished =
    query.y === "time-to-complete" ? Prisma.sql`AND c.st = 2 AND t."startedAt" IS NOT NULL` : Prisma.empty;
  return Prisma.sql`bd AS MATERIALIZED (
      SELECT b."id", COALESCE(b."projectModuleId", b."workspaceModuleId") AS "moduleId", pm."projectId"
        FROM "TaskBoard" b LEFT JOIN "ProjectModule" pm ON pm."id" = b."projectModuleId"
       WHERE b."projectModuleId" = ANY(${ids}::bpchar[]) OR b."workspaceModuleId" = ANY(${ids}::bpchar[])),
    cst AS MATERIALIZED (
      SELECT x."id", ${statusIndexSql(Prisma.sql`x.rn`, Prisma.sql`x.n`)} AS st
        FROM (SELECT c."id", row_number() OVER (PARTITION BY c."boardId" ORDER BY c."order", c."id") AS rn,
                     count(*) OVER (PARTITION BY c."boardId") AS n
                FROM "TaskColumn" c WHERE c."boardId" = ANY(ARRAY(SELECT "id" FROM bd))) x),
    tk AS (
      SELECT t."id", t."number", t."title", t."assigneeIds", t."createdAt", t."dueDate", t."startedAt",
             t."columnSince", c.st, bd."projectId", bd."moduleId"
        FROM "Task" t JOIN cst c ON c."id" = t."columnId" JOIN bd ON bd."id" = t."boardId"
       WHERE t."boardId" = ANY(ARRAY(SELECT "id" FROM bd)) AND t."parentId" IS NULL
             ${periodSql(Prisma.sql`t."createdAt"`, query)} ${person} ${finished})`;
}

/** The X key of a task row `tk` (with `a.uid`, its assignee, when by assignee). */
function keySql(ctx: MetricContext, query: Query): Prisma.Sql {
  switch (query.x) {
    case "assignee":
      return Prisma.sql`COALESCE(a.uid, ${UNASSIGNED})`;
    case "task-status":
      return statusSql(Prisma.sql`(tk.st + 1)`, Prisma.sql`3`);
    case "completion-status":
      return Prisma.sql`CASE WHEN tk.st = 2 THEN 'completed' WHEN tk."dueDate" IS NULL THEN 'no-due-date'
        WHEN tk."dueDate" < ${ctx.now} THEN 'overdue' ELSE 'on-track' END`;
    case "project":
      return Prisma.sql`COALESCE(tk."projectId", 'workspace')`;
    case "date":
      return bucketKeySql(Prisma.sql`tk."createdAt"`, query.bucket, query.zone);
  }
}

/** By assignee, one row per (task, assignee): `a.uid`, null for an unassigned task. */
function assigneesJoin(query: Query): Prisma.Sql {
  if (query.x !== "assignee") return Prisma.empty;
  const chosen = query.personIds
    ? Prisma.sql`WHERE a.uid = ANY(${[...query.personIds]}::text[])`
    : Prisma.empty;
  return Prisma.sql`CROSS JOIN LATERAL (
      SELECT u AS uid FROM unnest(CASE WHEN cardinality(tk."assigneeIds") = 0 THEN ARRAY[NULL]::text[]
                                        ELSE tk."assigneeIds"::text[] END) u) a ${chosen}`;
}

const valueSql = (query: Query) =>
  query.y === "task-count"
    ? Prisma.sql`count(*)::float8`
    : Prisma.sql`round((avg(extract(epoch FROM tk."columnSince" - tk."startedAt")) / 3600)::numeric, 2)::float8`;

const ORDER: Record<Query["x"], (a: SourcePoint, b: SourcePoint) => number> = {
  assignee: byValue,
  project: byValue,
  "task-status": byList(["todo", "work-in-progress", "done"]),
  "completion-status": byList(["completed", "on-track", "overdue", "no-due-date"]),
  date: (a, b) => a.key.localeCompare(b.key),
};

function byValue(a: SourcePoint, b: SourcePoint): number {
  return b.value - a.value || a.key.localeCompare(b.key);
}

function byList(keys: readonly string[]) {
  return (a: SourcePoint, b: SourcePoint) => keys.indexOf(a.key) - keys.indexOf(b.key);
}

async function compute(ctx: MetricContext, query: Query): Promise<SourcePoint[]> {
  const label =
    query.x === "assignee"
      ? Prisma.sql`(SELECT COALESCE(u."name", u."email") FROM "User" u WHERE u."id" = g.key)`
      : query.x === "project"
        ? Prisma.sql`(SELECT p."name" FROM "Project" p WHERE p."id" = g.key)`
        : Prisma.sql`NULL::text`;
  const rows = await getDb().$queryRaw<{ key: string; label: string | null; value: number; n: number }[]>`
    WITH ${tasksCte(ctx, query)},
    g AS (SELECT ${keySql(ctx, query)} AS key, ${valueSql(query)} AS value, count(*)::int AS n
            FROM tk ${assigneesJoin(query)} GROUP BY 1)
    SELECT g.key, ${label} AS label, g.value, g.n FROM g`;
  return rows
    .map((row) => ({
      key: row.key,
      label: row.label,
      series: null,
      seriesLabel: null,
      value: row.value,
      weight: row.n,
    }))
    .sort(ORDER[query.x]);
}

async function drill(
  ctx: MetricContext,
  query: Query,
  point: MetricPointRef,
  limit: number,
): Promise<DrillRow[]> {
  const rows = await getDb().$queryRaw<
    { id: string; number: number; title: string; moduleId: string; projectName: string | null; at: Date }[]
  >`
    WITH ${tasksCte(ctx, query)}
    SELECT DISTINCT ON (tk."createdAt", tk."id") tk."id", tk."number", tk."title", tk."moduleId",
           (SELECT p."name" FROM "Project" p WHERE p."id" = tk."projectId") AS "projectName", tk."createdAt" AS at
      FROM tk ${assigneesJoin(query)}
     WHERE ${keySql(ctx, query)} = ${point.key}
     ORDER BY tk."createdAt" DESC, tk."id" DESC
     LIMIT ${limit}`;
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    subtitle: row.projectName,
    href: `/task-management/${row.moduleId}/tasks/${row.id}/edit`,
    at: row.at.toISOString(),
  }));
}

/**
 * Burn charts: the top-level tasks in scope at the end of each day (created by then; the period's
 * filter does not apply: work created before it is in scope) and done by then (in the last column,
 * entered by then). A task's current state counts: one reopened since is not done on any day, and a
 * deleted task counts nowhere (as in reports). One scan of the tasks, counted by day bucket.
 */
async function burn(
  ctx: MetricContext,
  query: Query,
  days: { day: string; end: Date }[],
): Promise<BurnDay[]> {
  if (days.length === 0) return [];
  const ends = days.map((day) => day.end);
  const rows = await getDb().$queryRaw<{ i: number; created: number; done: number }[]>`
    WITH ${tasksCte(ctx, { ...query, from: null, to: null, y: "task-count" })},
    e AS (SELECT ${ends}::timestamp[] AS b)
    SELECT x.i, count(*) FILTER (WHERE x.kind = 'c')::int AS created, count(*) FILTER (WHERE x.kind = 'd')::int AS done
      FROM (SELECT 'c' AS kind, width_bucket(tk."createdAt", (SELECT b FROM e)) AS i FROM tk
            UNION ALL
            SELECT 'd', width_bucket(tk."columnSince", (SELECT b FROM e)) FROM tk WHERE tk.st = 2) x
     GROUP BY x.i`;
  // width_bucket over the ends: 0 before the first day's end, i within day i + 1's, n after the last.
  const created = new Array<number>(days.length + 1).fill(0);
  const done = new Array<number>(days.length + 1).fill(0);
  for (const row of rows) {
    if (row.i > days.length - 1) continue;
    created[row.i] = (created[row.i] ?? 0) + row.created;
    done[row.i] = (done[row.i] ?? 0) + row.done;
  }
  let scope = 0;
  let finished = 0;
  return days.map((day, index) => {
    scope += created[index] ?? 0;
    finished += done[index] ?? 0;
    return { day: day.day, scope, done: finished };
  });
}

export const taskMetrics = defineMetricSource({ entity: "tasks", compute, drill, burn });
