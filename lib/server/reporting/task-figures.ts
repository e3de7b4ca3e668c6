import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { DurationSummary } from "@/lib/reporting/stats";
import type { CumulativeFlow, OverdueDay, WorkloadRow } from "@/lib/reporting/types";
import { flowFigures } from "./flow-figures";
import {
  boardIdsSql,
  boardsCte,
  columnsCte,
  dayIndexSql,
  dayOfIndexSql,
  idArray,
  membersFilter,
  rangeCte,
  reportQuery,
  type ReportWindow,
} from "./report-sql";

/** The task figures a statement can compute; only those asked for are. */
export type TaskFigure = "done" | "onTime" | "cycle" | "flow" | "overdue" | "workload";

export interface TaskFigures {
  /** Tasks done in the period (by the member rule), per local day `YYYY-MM-DD`. */
  doneByDay?: Record<string, number>;
  onTime?: { onTime: number; late: number; noDueDate: number };
  cycle?: DurationSummary;
  flow?: CumulativeFlow;
  overdue?: OverdueDay[];
  workload?: WorkloadRow[];
}

type Row = {
  done: Record<string, number> | null;
  onTime: { onTime: number; late: number; noDueDate: number } | null;
  cycle: { count: number; median: number | null; p85: number | null } | null;
  overdue: OverdueDay[] | null;
  workload: WorkloadRow[] | null;
};

/**
 * The CTEs every figure but the flow builds on (the rules are in report-data.ts), from the tasks'
 * rows alone (no activity is read):
 * - `tf`: the top-level tasks the report is about (the member rule) with their column's status now,
 *   `startedAt`, and for a task in a done column `doneAt` (when it entered it: "columnSince") and,
 *   when it has no assignee, `doneBy` (who moved it there or created it there); tasks done before
 *   the period are left out (they count in no figure here);
 * - `dp`: those done in the period, with the index of their day.
 */
function baseCtes(window: ReportWindow): Prisma.Sql {
  return Prisma.sql`${rangeCte(window)}, ${boardsCte(window)}, ${columnsCte},
    tf AS MATERIALIZED (
      SELECT t."id", c.st, t."createdAt", t."dueDate", t."assigneeIds", t."startedAt",
             CASE WHEN c.st = 2 THEN t."columnSince" END AS "doneAt",
             CASE WHEN c.st = 2 AND cardinality(t."assigneeIds") = 0 THEN t."columnSinceById" END AS "doneBy"
        FROM "Task" t JOIN cst c ON c."id" = t."columnId"
       WHERE t."boardId" = ANY(${boardIdsSql}) AND t."parentId" IS NULL
         AND (c.st < 2 OR t."columnSince" >= (SELECT s FROM rng)) ${membersFilter(window)}),
    dp AS (
      SELECT tf.*, ${dayIndexSql(Prisma.sql`tf."doneAt"`)} AS "doneDay"
        FROM tf WHERE tf."doneAt" >= (SELECT s FROM rng) AND tf."doneAt" < (SELECT e FROM rng))`;
}

/** Tasks done in the period per local day. */
const doneSql = (window: ReportWindow) => Prisma.sql`(SELECT json_object_agg(x.day, x.n) FROM (
    SELECT ${dayOfIndexSql(window, Prisma.sql`dp."doneDay"`)} AS day, count(*)::int AS n FROM dp GROUP BY dp."doneDay") x)`;

/**
 * Done in the period: on time (done on or before the due day, both local days; a due day after the
 * period is after every done day in it), late, and without a due date.
 */
const onTimeSql = Prisma.sql`(SELECT json_build_object(
    'onTime', count(*) FILTER (WHERE x.due IS NOT NULL AND x."doneDay" <= x.due),
    'late', count(*) FILTER (WHERE x.due IS NOT NULL AND x."doneDay" > x.due),
    'noDueDate', count(*) FILTER (WHERE x.due IS NULL))
  FROM (SELECT dp."doneDay", ${dayIndexSql(Prisma.sql`dp."dueDate"`)} AS due FROM dp) x)`;

/**
 * Cycle times of the tasks done in the period: from their start (the first entry into a column that
 * was work in progress then, or their creation in one) to `doneAt`; a task never seen in progress
 * has none. percentile_cont interpolates linearly, as lib/reporting/stats.ts percentile does.
 */
const cycleSql = Prisma.sql`(SELECT json_build_object('count', count(*),
      'median', percentile_cont(0.5) WITHIN GROUP (ORDER BY x.ms), 'p85', percentile_cont(0.85) WITHIN GROUP (ORDER BY x.ms))
    FROM (SELECT EXTRACT(EPOCH FROM (dp."doneAt" - dp."startedAt")) * 1000 AS ms FROM dp WHERE dp."startedAt" IS NOT NULL) x)`;

/**
 * Open tasks past their due day at the end of each day: a task counts from the later of its due day
 * and its creation day to the day before it was done (never, while it is open). Approximation: the
 * due date is today's (its history is not kept), and a task is open until its last entry into done
 * (time it spent in done before being reopened counts as open; a task done before the period is
 * done throughout). Summed as +1/−1 per day index, then accumulated.
 */
const overdueSql = (window: ReportWindow) => Prisma.sql`(WITH
    od AS (
      SELECT x.a, x.b, count(*) AS n FROM (
        SELECT GREATEST(${dayIndexSql(Prisma.sql`tf."dueDate"`)}, ${dayIndexSql(Prisma.sql`tf."createdAt"`)}, 1) AS a,
               CASE WHEN tf.st = 2 THEN ${dayIndexSql(Prisma.sql`tf."doneAt"`)} END AS b
          FROM tf WHERE tf."dueDate" IS NOT NULL AND (tf.st < 2 OR tf."doneAt" IS NOT NULL)) x
       GROUP BY x.a, x.b),
    ev AS (
      SELECT od.a AS i, od.n FROM od WHERE od.b IS NULL OR od.b > od.a
      UNION ALL
      SELECT od.b, -od.n FROM od WHERE od.b > od.a),
    per AS (SELECT ev.i, sum(ev.n) AS n FROM ev WHERE ev.i <= (SELECT "last" FROM rng) GROUP BY ev.i)
    SELECT json_agg(json_build_object('day', ${dayOfIndexSql(window, Prisma.sql`x.i`)}, 'overdue', x.n) ORDER BY x.i)
      FROM (SELECT d.i, (sum(COALESCE(per.n, 0)) OVER (ORDER BY d.i))::int AS n
              FROM generate_series(1, (SELECT "last" FROM rng)) d(i) LEFT JOIN per ON per.i = d.i) x)`;

/**
 * Per member: open tasks assigned to them now, todo / in progress, those of them past their due day
 * (due before today started), and the tasks done in the period (credited to the assignees, or to
 * whoever moved an unassigned one to done). Current members of the workspace only; with a member
 * filter, exactly those members (zeros included), else everyone with some work.
 */
const workloadSql = (window: ReportWindow) => {
  const { membership } = window;
  const chosen = window.memberIds === null ? null : idArray(window.memberIds);
  const inChosen = chosen ? Prisma.sql`AND u.id = ANY(${chosen})` : Prisma.empty;
  const rows = chosen
    ? Prisma.sql`w."userId" = ANY(${chosen})`
    : Prisma.sql`(w.todo + w."inProgress" + w.done) > 0`;
  // Tasks are grouped by their assignee list first (few distinct lists), then the lists unnested.
  return Prisma.sql`(WITH
    opn AS (
      SELECT u.id AS "userId", sum(g.todo) AS todo, sum(g."inProgress") AS "inProgress", sum(g.overdue) AS overdue
        FROM (SELECT tf."assigneeIds", count(*) FILTER (WHERE tf.st = 0) AS todo, count(*) FILTER (WHERE tf.st = 1) AS "inProgress",
                     count(*) FILTER (WHERE tf."dueDate" < (SELECT ts FROM rng)) AS overdue
                FROM tf WHERE tf.st < 2 GROUP BY tf."assigneeIds") g
        CROSS JOIN LATERAL unnest(g."assigneeIds") AS u(id)
       WHERE true ${inChosen}
       GROUP BY u.id),
    fin AS (
      SELECT u.id AS "userId", sum(g.n) AS done
        FROM (SELECT CASE WHEN cardinality(dp."assigneeIds") = 0 THEN ARRAY[dp."doneBy"] ELSE dp."assigneeIds" END AS ids,
                     count(*) AS n
                FROM dp GROUP BY 1) g
        CROSS JOIN LATERAL unnest(g.ids) AS u(id)
       WHERE u.id IS NOT NULL ${inChosen}
       GROUP BY u.id),
    w AS (
      SELECT wm."userId", COALESCE(o.todo, 0)::int AS todo, COALESCE(o."inProgress", 0)::int AS "inProgress",
             COALESCE(o.overdue, 0)::int AS overdue, COALESCE(f.done, 0)::int AS done
        FROM "WorkspaceMember" wm
        LEFT JOIN opn o ON o."userId" = wm."userId"
        LEFT JOIN fin f ON f."userId" = wm."userId"
       WHERE wm."workspaceId" = ${membership.workspaceId} AND NOT wm."service")
    SELECT json_agg(json_build_object(
             'member', json_build_object('id', u."id", 'name', u."name", 'image', u."image"),
             'todo', w.todo, 'inProgress', w."inProgress", 'overdue', w.overdue, 'done', w.done)
           ORDER BY w.todo + w."inProgress" DESC, u."name", u."id")
      FROM w JOIN "User" u ON u."id" = w."userId"
     WHERE ${rows})`;
};

/** The statement of every task figure but the flow (exported for EXPLAIN in tuning). */
export function taskFiguresSql(window: ReportWindow, wanted: ReadonlySet<TaskFigure>): Prisma.Sql {
  const none = Prisma.sql`NULL::json`;
  const pick = (figure: TaskFigure, sql: Prisma.Sql) => (wanted.has(figure) ? sql : none);
  return Prisma.sql`WITH ${baseCtes(window)}
    SELECT ${pick("done", doneSql(window))} AS "done", ${pick("onTime", onTimeSql)} AS "onTime",
           ${pick("cycle", cycleSql)} AS "cycle", ${pick("overdue", overdueSql(window))} AS "overdue",
           ${pick("workload", workloadSql(window))} AS "workload"`;
}

/**
 * The task figures of a report, in up to two statements run side by side: the flow (which reads
 * the period's moves), and the rest (the tasks' rows only: in it the shared CTEs are computed once
 * and each figure asked for is one JSON column).
 */
export async function taskFigures(
  window: ReportWindow,
  wanted: ReadonlySet<TaskFigure>,
): Promise<TaskFigures> {
  const rest = new Set([...wanted].filter((figure) => figure !== "flow"));
  const [row, flowRow] = await Promise.all([
    rest.size > 0 ? reportQuery<Row>(taskFiguresSql(window, rest)).then(([first]) => first) : undefined,
    wanted.has("flow") ? flowFigures(window) : undefined,
  ]);
  const figures: TaskFigures = {};
  if (wanted.has("done")) figures.doneByDay = row?.done ?? {};
  if (wanted.has("onTime")) figures.onTime = row?.onTime ?? { onTime: 0, late: 0, noDueDate: 0 };
  if (wanted.has("cycle")) figures.cycle = row?.cycle ?? { count: 0, median: null, p85: null };
  if (flowRow) figures.flow = flowRow;
  if (wanted.has("overdue")) figures.overdue = row?.overdue ?? [];
  if (wanted.has("workload")) figures.workload = row?.workload ?? [];
  return figures;
}
