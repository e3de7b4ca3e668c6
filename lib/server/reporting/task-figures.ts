import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { DurationSummary } from "@/lib/reporting/stats";
import type { CumulativeFlow, OverdueDay, WorkloadRow } from "@/lib/reporting/types";
import {
  boardIdsSql,
  boardsCte,
  dayIndexSql,
  dayOfIndexSql,
  idArray,
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
  flow: {
    columns: string[] | null;
    days: { day: string; counts: Record<string, number> | null }[] | null;
  } | null;
  overdue: OverdueDay[] | null;
  workload: WorkloadRow[] | null;
};

/**
 * Which tasks a report is about, for a `"Task"` row `t` joined with its column `c` (of `cst`): with a
 * member filter, those assigned to one of the members or, unassigned and done, moved to done (or
 * created there) by one of them; else all.
 */
function membersFilter(window: ReportWindow): Prisma.Sql {
  if (window.memberIds === null) return Prisma.empty;
  const chosen = idArray(window.memberIds);
  return Prisma.sql`AND (t."assigneeIds" && ${chosen}
    OR (c.st = 2 AND cardinality(t."assigneeIds") = 0 AND t."columnSinceById" = ANY(${chosen})))`;
}

/**
 * `cst`: the report's boards' columns with their status by rank now (`st`: 0 todo, 1 work in
 * progress, 2 done), their name and rank.
 */
const columnsCte = Prisma.sql`cst AS MATERIALIZED (
      SELECT x."id", x."name", x.rn,
             CASE WHEN x.rn <= 1 THEN 0 WHEN x.rn >= x.n THEN 2 ELSE 1 END AS st
        FROM (SELECT c."id", c."name",
                     row_number() OVER (PARTITION BY c."boardId" ORDER BY c."order", c."id") AS rn,
                     count(*) OVER (PARTITION BY c."boardId") AS n
                FROM "TaskColumn" c WHERE c."boardId" = ANY(${boardIdsSql})) x)`;

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
 * Cumulative flow, from the tasks' columns now and the moves since the period's start (read once):
 * at the end of day d, a column holds the tasks created by then that are in it now, minus what
 * their moves after d brought in, plus what those moves took out. A move after d of a task created
 * by d is one made after d: so each move counts twice, at the day its task was created (undone) and
 * at its own day (redone), and each day is a running sum over days of
 *   (tasks created that day in the column now) − (their moves' net change) + (that day's moves' net
 *   change),
 * with every task created before the period on day 0. The moves are read once, from the partial
 * index "TaskActivity_flow" alone (a top-level task's move carries its columns and the task's
 * creation; with a member filter, only the moves of the tasks it keeps), and counted in one pass by
 * the four (day, column) pairs each contributes to (GROUPING SETS: −1 to its destination and +1 to
 * its source at its task's creation day, the opposite at its own day); all is summed per (day,
 * column) before the columns are named. Columns of the same name add up; names are ordered by their
 * average rank, done columns last.
 */
export function flowFiguresSql(window: ReportWindow): Prisma.Sql {
  const dayOf = (column: Prisma.Sql) =>
    Prisma.sql`CASE WHEN ${column} < (SELECT s FROM rng) THEN 0 ELSE ${dayIndexSql(column)} END`;
  const members = membersFilter(window);
  const movesOf =
    window.memberIds === null ? Prisma.empty : Prisma.sql`AND a."taskId" IN (SELECT ft."id" FROM ft)`;
  return Prisma.sql`WITH ${rangeCte(window)}, ${boardsCte(window)}, ${columnsCte},
    ft AS (
      SELECT t."id", t."columnId", ${dayOf(Prisma.sql`t."createdAt"`)} AS cd
        FROM "Task" t JOIN cst c ON c."id" = t."columnId"
       WHERE t."boardId" = ANY(${boardIdsSql}) AND t."parentId" IS NULL ${members}),
    mv AS (
      SELECT ${dayIndexSql(Prisma.sql`a."createdAt"`)} AS md, ${dayOf(Prisma.sql`a."taskCreatedAt"`)} AS cd,
             a."fromColumnId" AS src, a."toColumnId" AS dst
        FROM "TaskActivity" a
       WHERE a."boardId" = ANY(${boardIdsSql}) AND a."taskCreatedAt" IS NOT NULL
         AND a."createdAt" >= (SELECT s FROM rng) ${movesOf}),
    ev AS (
      SELECT ft.cd AS day, ft."columnId" AS col, count(*) AS n FROM ft GROUP BY 1, 2
      UNION ALL
      SELECT CASE WHEN GROUPING(mv.cd) = 0 THEN mv.cd ELSE mv.md END,
             CASE WHEN GROUPING(mv.src) = 0 THEN mv.src ELSE mv.dst END,
             CASE WHEN GROUPING(mv.cd) = GROUPING(mv.src) THEN count(*) ELSE -count(*) END
        FROM mv GROUP BY GROUPING SETS ((mv.cd, mv.dst), (mv.cd, mv.src), (mv.md, mv.dst), (mv.md, mv.src))),
    nm AS (SELECT c."name", avg(c.rn) AS rank, bool_or(c.st = 2) AS done FROM cst c GROUP BY c."name"),
    chg AS (
      SELECT LEAST(GREATEST(ev.day, 0), (SELECT "last" FROM rng) + 1) AS day, c."name", sum(ev.n) AS n
        FROM ev JOIN cst c ON c."id" = ev.col GROUP BY 1, 2),
    grid AS (
      SELECT d.i, nm."name", sum(COALESCE(chg.n, 0)) OVER (PARTITION BY nm."name" ORDER BY d.i) AS n
        FROM generate_series(0, (SELECT "last" FROM rng)) d(i) CROSS JOIN nm
        LEFT JOIN chg ON chg.day = d.i AND chg."name" = nm."name")
    SELECT json_build_object(
      'columns', (SELECT json_agg(nm."name" ORDER BY nm.done, nm.rank, nm."name") FROM nm),
      'days', (SELECT json_agg(json_build_object('day', ${dayOfIndexSql(window, Prisma.sql`x.i`)}, 'counts', x.counts) ORDER BY x.i)
                 FROM (SELECT grid.i, json_object_agg(grid."name", grid.n::int) AS counts FROM grid WHERE grid.i >= 1 GROUP BY grid.i) x)) AS "flow"`;
}

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
       WHERE wm."workspaceId" = ${membership.workspaceId})
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
    wanted.has("flow")
      ? reportQuery<Pick<Row, "flow">>(flowFiguresSql(window)).then(([first]) => first)
      : undefined,
  ]);
  const figures: TaskFigures = {};
  if (wanted.has("done")) figures.doneByDay = row?.done ?? {};
  if (wanted.has("onTime")) figures.onTime = row?.onTime ?? { onTime: 0, late: 0, noDueDate: 0 };
  if (wanted.has("cycle")) figures.cycle = row?.cycle ?? { count: 0, median: null, p85: null };
  if (wanted.has("flow")) {
    figures.flow = {
      columns: flowRow?.flow?.columns ?? [],
      days: (flowRow?.flow?.days ?? []).map((entry) => ({ day: entry.day, counts: entry.counts ?? {} })),
    };
  }
  if (wanted.has("overdue")) figures.overdue = row?.overdue ?? [];
  if (wanted.has("workload")) figures.workload = row?.workload ?? [];
  return figures;
}
