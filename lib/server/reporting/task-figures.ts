import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { DurationSummary } from "@/lib/reporting/stats";
import type { CumulativeFlow, OverdueDay, WorkloadRow } from "@/lib/reporting/types";
import { getDb } from "@/lib/server/db";
import {
  boardIdsSql,
  boardsCte,
  dayIndexSql,
  dayOfIndexSql,
  idArray,
  rangeCte,
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
 * The CTEs every task figure builds on (the rules are in report-data.ts):
 * - `cst`: the boards' columns with their status by rank (`st`: 0 todo, 1 work in progress, 2
 *   done);
 * - `mv` (cycle time, flow): the boards' moves since the period's start, read once
 *   (TaskActivity(boardId, actionType, createdAt)), with their day and their source and
 *   destination column ids;
 * - `ta`: per task moved since then, its last move — and, for cycle times, its first move, its
 *   first entry into work in progress and its first move out of one (a first move out of work in
 *   progress means it was created there); without cycle times or flow, straight from the index
 *   range with no JSON read; the flow alone needs none of it;
 * - `tf`: the top-level tasks the report is about (the member rule) with their column and status
 *   now, the above, and `doneAt`: for a task in a done column, its last move (which led it there)
 *   when it moved since the period's start, or its creation when it was created there since then
 *   and never moved; null otherwise (open, or done before the period);
 * - `dp`: those done in the period, with the index of their day.
 * `doneBy`, who moved an unassigned task to done (or created it there), is read by one index probe
 * per such task, only where the member rule or the workload needs it.
 */
function baseCtes(window: ReportWindow, wanted: ReadonlySet<TaskFigure>): Prisma.Sql {
  const cycle = wanted.has("cycle");
  const flow = wanted.has("flow");
  const chosen = window.memberIds === null ? null : idArray(window.memberIds);
  const doneBy = (row: string) => {
    const x = Prisma.raw(row);
    return Prisma.sql`CASE WHEN ${x}."doneAt" IS NULL OR cardinality(${x}."assigneeIds") > 0 THEN NULL
        WHEN ${x}."lastAt" IS NULL THEN ${x}."createdById"
        ELSE (SELECT a."actorId" FROM "TaskActivity" a WHERE a."taskId" = ${x}."id" AND a."createdAt" = ${x}."lastAt"
                 AND a."actionType" = 'moved' LIMIT 1) END`;
  };
  // With a member filter, every task's finisher decides whether it counts; otherwise only the
  // workload reads it, for the tasks done in the period.
  const tfDoneBy = chosen ? doneBy("x") : Prisma.sql`NULL::char(24)`;
  const dpDoneBy = chosen
    ? Prisma.sql`tf."doneBy"`
    : wanted.has("workload")
      ? doneBy("tf")
      : Prisma.sql`NULL::char(24)`;
  const members = chosen
    ? Prisma.sql`WHERE y."assigneeIds" && ${chosen} OR y."doneBy" = ANY(${chosen})`
    : Prisma.empty;
  const moves = Prisma.sql`FROM "TaskActivity" a
       WHERE a."boardId" = ANY(${boardIdsSql}) AND a."actionType" = 'moved' AND a."createdAt" >= (SELECT s FROM rng)`;
  const none = Prisma.sql`NULL::timestamp`;
  // `ta` is needed for done instants (every figure but the flow, and the member rule) and cycle
  // times; `mv` for cycle times and the flow, stored when both it and `ta` read it.
  const needsTa = chosen !== null || [...wanted].some((figure) => figure !== "flow");
  const ctes: Prisma.Sql[] = [];
  if (cycle || flow) {
    const store = Prisma.raw(flow && needsTa ? "MATERIALIZED" : "NOT MATERIALIZED");
    ctes.push(Prisma.sql`mv AS ${store} (
      SELECT a."taskId", a."createdAt" AS "at", ${dayIndexSql(Prisma.sql`a."createdAt"`)} AS day,
             a."changes"->'sourceColumn'->>'id' AS src, a."changes"->'destinationColumn'->>'id' AS dst
        ${moves})`);
  }
  if (cycle) {
    ctes.push(Prisma.sql`ta AS (
      SELECT mv."taskId", max(mv."at") AS "lastAt", min(mv."at") AS "firstAt",
             min(mv."at") FILTER (WHERE dc.st = 1) AS "firstWip", min(mv."at") FILTER (WHERE sc.st = 1) AS "leftWip"
        FROM mv LEFT JOIN cst sc ON sc."key" = mv.src LEFT JOIN cst dc ON dc."key" = mv.dst GROUP BY mv."taskId")`);
  } else if (needsTa) {
    const source = flow
      ? Prisma.sql`FROM mv`
      : Prisma.sql`FROM (SELECT a."taskId", a."createdAt" AS "at" ${moves}) mv`;
    ctes.push(Prisma.sql`ta AS (
      SELECT mv."taskId", max(mv."at") AS "lastAt", ${none} AS "firstAt", ${none} AS "firstWip", ${none} AS "leftWip"
        ${source} GROUP BY mv."taskId")`);
  } else {
    ctes.push(Prisma.sql`ta AS (
      SELECT NULL::char(24) AS "taskId", ${none} AS "lastAt", ${none} AS "firstAt", ${none} AS "firstWip", ${none} AS "leftWip"
       WHERE false)`);
  }
  const ta = Prisma.join(ctes, ",\n    ");
  // Tasks done before the period count only in the flow (where they sit in their done column).
  const skipDoneBefore = flow
    ? Prisma.empty
    : Prisma.sql`AND (c.st < 2 OR ta."taskId" IS NOT NULL OR t."createdAt" >= (SELECT s FROM rng))`;
  // The flow groups tasks by the day they were created (0: before the period).
  const createdDay = flow
    ? Prisma.sql`CASE WHEN t."createdAt" < (SELECT s FROM rng) THEN 0 ELSE ${dayIndexSql(Prisma.sql`t."createdAt"`)} END`
    : Prisma.sql`NULL::int`;
  return Prisma.sql`${rangeCte(window)}, ${boardsCte(window)},
    cst AS MATERIALIZED (
      SELECT x."id", x."id"::text AS "key", x."name", x.rn,
             CASE WHEN x.rn <= 1 THEN 0 WHEN x.rn >= x.n THEN 2 ELSE 1 END AS st
        FROM (SELECT c."id", c."name",
                     row_number() OVER (PARTITION BY c."boardId" ORDER BY c."order", c."id") AS rn,
                     count(*) OVER (PARTITION BY c."boardId") AS n
                FROM "TaskColumn" c WHERE c."boardId" = ANY(${boardIdsSql})) x),
    ${ta},
    tf AS MATERIALIZED (
      SELECT y.* FROM (
        SELECT x.*, ${tfDoneBy} AS "doneBy" FROM (
          SELECT t."id", t."columnId", c.st, t."createdAt", t."dueDate", t."assigneeIds", t."createdById",
                 ${createdDay} AS cd, ta."firstAt", ta."lastAt", ta."firstWip", ta."leftWip",
                 CASE WHEN c.st = 2 AND (ta."taskId" IS NOT NULL OR t."createdAt" >= (SELECT s FROM rng))
                      THEN COALESCE(ta."lastAt", t."createdAt") END AS "doneAt"
            FROM "Task" t JOIN cst c ON c."id" = t."columnId" LEFT JOIN ta ON ta."taskId" = t."id"
           WHERE t."boardId" = ANY(${boardIdsSql}) AND t."parentId" IS NULL ${skipDoneBefore}) x) y
      ${members}),
    dp AS (
      SELECT tf.*, ${dayIndexSql(Prisma.sql`tf."doneAt"`)} AS "doneDay", ${dpDoneBy} AS "finisher"
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
 * Cycle times of the tasks done in the period: from the first entry into a work-in-progress column
 * (their creation when their first move left one: they were created in it) to `doneAt`; a task
 * never seen in progress has none. The moves since the period's start are summed up in `ta`; only
 * tasks created before it have their earlier moves read, through TaskActivity(taskId, createdAt).
 * percentile_cont interpolates linearly, as lib/reporting/stats.ts percentile does.
 */
const cycleSql = Prisma.sql`(WITH
    starts AS (
      SELECT dp."doneAt", CASE WHEN dp."leftWip" = dp."firstAt" THEN dp."createdAt" ELSE dp."firstWip" END AS started
        FROM dp WHERE dp."createdAt" >= (SELECT s FROM rng)
      UNION ALL
      SELECT dp."doneAt",
             CASE WHEN CASE WHEN pre."firstAt" IS NULL THEN dp."leftWip" = dp."firstAt" ELSE pre."leftWip" = pre."firstAt" END
                  THEN dp."createdAt" ELSE COALESCE(pre."firstWip", dp."firstWip") END
        FROM dp CROSS JOIN LATERAL (
          SELECT min(a."createdAt") AS "firstAt", min(a."createdAt") FILTER (WHERE dc.st = 1) AS "firstWip",
                 min(a."createdAt") FILTER (WHERE sc.st = 1) AS "leftWip"
            FROM "TaskActivity" a
            LEFT JOIN cst sc ON sc."key" = a."changes"->'sourceColumn'->>'id'
            LEFT JOIN cst dc ON dc."key" = a."changes"->'destinationColumn'->>'id'
           WHERE a."taskId" = dp."id" AND a."actionType" = 'moved' AND a."createdAt" < (SELECT s FROM rng)) pre
       WHERE dp."createdAt" < (SELECT s FROM rng)),
    ms AS (SELECT EXTRACT(EPOCH FROM (starts."doneAt" - starts.started)) * 1000 AS ms FROM starts WHERE starts.started IS NOT NULL)
    SELECT json_build_object('count', count(*), 'median', percentile_cont(0.5) WITHIN GROUP (ORDER BY ms.ms),
                             'p85', percentile_cont(0.85) WITHIN GROUP (ORDER BY ms.ms))
      FROM ms)`;

/**
 * Cumulative flow, from the tasks' columns now and the moves since the period's start (read once):
 * at the end of day d, a column holds the tasks created by then that are in it now, minus what
 * their moves after d brought in, plus what those moves took out. A move after d of a task created
 * by d is one made after d: so each move counts twice, at the day its task was created (undone) and
 * at its own day (redone), and each day is a running sum over days of
 *   (tasks created that day in the column now) − (their moves' net change) + (that day's moves' net
 *   change),
 * with every task created before the period on day 0. The sums are grouped by (days, columns) before
 * the columns are named. Columns of the same name add up; names are ordered by their average rank,
 * done columns last.
 */
const flowSql = (window: ReportWindow) => Prisma.sql`(WITH
    pairs AS (
      SELECT mv.day AS md, tf.cd, mv.src, mv.dst, count(*) AS n
        FROM mv JOIN tf ON tf."id" = mv."taskId" GROUP BY 1, 2, 3, 4),
    ev AS (
      SELECT tf.cd AS day, tf."columnId"::text AS col, count(*) AS n FROM tf GROUP BY 1, 2
      UNION ALL SELECT pairs.cd, pairs.dst, -pairs.n FROM pairs
      UNION ALL SELECT pairs.cd, pairs.src, pairs.n FROM pairs
      UNION ALL SELECT pairs.md, pairs.dst, pairs.n FROM pairs
      UNION ALL SELECT pairs.md, pairs.src, -pairs.n FROM pairs),
    nm AS (SELECT c."name", avg(c.rn) AS rank, bool_or(c.st = 2) AS done FROM cst c GROUP BY c."name"),
    chg AS (
      SELECT LEAST(GREATEST(ev.day, 0), (SELECT "last" FROM rng) + 1) AS day, c."name", sum(ev.n) AS n
        FROM ev JOIN cst c ON c."key" = ev.col GROUP BY 1, 2),
    grid AS (
      SELECT d.i, nm."name", sum(COALESCE(chg.n, 0)) OVER (PARTITION BY nm."name" ORDER BY d.i) AS n
        FROM generate_series(0, (SELECT "last" FROM rng)) d(i) CROSS JOIN nm
        LEFT JOIN chg ON chg.day = d.i AND chg."name" = nm."name")
    SELECT json_build_object(
      'columns', (SELECT json_agg(nm."name" ORDER BY nm.done, nm.rank, nm."name") FROM nm),
      'days', (SELECT json_agg(json_build_object('day', ${dayOfIndexSql(window, Prisma.sql`x.i`)}, 'counts', x.counts) ORDER BY x.i)
                 FROM (SELECT grid.i, json_object_agg(grid."name", grid.n::int) AS counts FROM grid WHERE grid.i >= 1 GROUP BY grid.i) x)))`;

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
        FROM (SELECT CASE WHEN cardinality(dp."assigneeIds") = 0 THEN ARRAY[dp."finisher"] ELSE dp."assigneeIds" END AS ids,
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

/** The statement of taskFigures (exported for EXPLAIN in tuning). */
export function taskFiguresSql(window: ReportWindow, wanted: ReadonlySet<TaskFigure>): Prisma.Sql {
  const none = Prisma.sql`NULL::json`;
  const pick = (figure: TaskFigure, sql: Prisma.Sql) => (wanted.has(figure) ? sql : none);
  return Prisma.sql`WITH ${baseCtes(window, wanted)}
    SELECT ${pick("done", doneSql(window))} AS "done", ${pick("onTime", onTimeSql)} AS "onTime",
           ${pick("cycle", cycleSql)} AS "cycle", ${pick("flow", flowSql(window))} AS "flow",
           ${pick("overdue", overdueSql(window))} AS "overdue", ${pick("workload", workloadSql(window))} AS "workload"`;
}

/**
 * The task figures of a report: in each statement the shared CTEs are computed once (PostgreSQL
 * materialises a CTE read more than once) and each figure asked for is one JSON column.
 */
export async function taskFigures(
  window: ReportWindow,
  wanted: ReadonlySet<TaskFigure>,
): Promise<TaskFigures> {
  // Two statements run side by side, about even: the flow, and the rest (which share the done
  // instants and, for cycle times, the moves' columns).
  const rest = new Set([...wanted].filter((figure) => figure !== "flow"));
  const flow = new Set<TaskFigure>(wanted.has("flow") ? ["flow"] : []);
  const rows = await Promise.all(
    [rest, flow]
      .filter((group) => group.size > 0)
      .map((group) =>
        getDb()
          .$queryRaw<Row[]>(taskFiguresSql(window, group))
          .then(([row]) => row),
      ),
  );
  const row: Partial<Row> = Object.assign({}, ...rows.map((part) => (part ? withoutNulls(part) : {})));
  const figures: TaskFigures = {};
  if (wanted.has("done")) figures.doneByDay = row.done ?? {};
  if (wanted.has("onTime")) figures.onTime = row.onTime ?? { onTime: 0, late: 0, noDueDate: 0 };
  if (wanted.has("cycle")) figures.cycle = row.cycle ?? { count: 0, median: null, p85: null };
  if (wanted.has("flow")) {
    figures.flow = {
      columns: row.flow?.columns ?? [],
      days: (row.flow?.days ?? []).map((entry) => ({ day: entry.day, counts: entry.counts ?? {} })),
    };
  }
  if (wanted.has("overdue")) figures.overdue = row.overdue ?? [];
  if (wanted.has("workload")) figures.workload = row.workload ?? [];
  return figures;
}

/** A row's figures that were computed (a figure not asked for is null). */
function withoutNulls(row: Row): Partial<Row> {
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null)) as Partial<Row>;
}
