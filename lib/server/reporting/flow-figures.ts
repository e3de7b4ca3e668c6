import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { CumulativeFlow } from "@/lib/reporting/types";
import { addDays } from "@/modules/time-tracker/shared/report-range";
import {
  boardIdsSql,
  boardsCte,
  columnsCte,
  dayIndexSql,
  idArray,
  membersFilter,
  rangeCte,
  reportQuery,
  type ReportWindow,
} from "./report-sql";

/** Tasks per column id at the end of one day, on one board. */
type Counts = Record<string, number>;

/**
 * A day is stored once it ended at least this long before (a change committed a little after its
 * time, e.g. a move made at 23:59:59.9 and committed after midnight, could otherwise miss the day
 * it belongs to; the triggers forget a stored day when such a change comes, but not one stored
 * while the change was still uncommitted).
 */
const SETTLED = Prisma.sql`interval '5 minutes'`;

/** `rng`'s instant "now" in the stored (UTC, without zone) form of the tasks' times. */
const settledBefore = Prisma.sql`((now() AT TIME ZONE 'UTC') - ${SETTLED})`;

interface Overview {
  /** Column names in chart order: by average rank, done columns last. */
  names: string[] | null;
  columns: { id: string; boardId: string; name: string }[] | null;
  boards: string[] | null;
  /** Days 1..closed of the period are settled (stored or storable). */
  closed: number;
  last: number;
  cached: { boardId: string; i: number; counts: Counts }[] | null;
  /** Top-level tasks per column now (when the chart's last day is not settled). */
  current: { columnId: string; n: number }[] | null;
}

/**
 * What the chart is made of, in one statement: the columns (named and ordered), the boards, how many
 * of the period's days are settled, their stored counts and, when the last day is not settled (it
 * is today), each column's tasks now — counted from the index on (columnId, parentId, …) alone.
 */
function overviewSql(window: ReportWindow, withCache: boolean): Prisma.Sql {
  const cached = withCache
    ? Prisma.sql`(SELECT json_agg(json_build_object('boardId', f."boardId", 'i', f."day" - ${window.from}::date + 1, 'counts', f."counts"))
         FROM "TaskFlowDay" f
        WHERE f."boardId" = ANY(${boardIdsSql}) AND f."zone" = (SELECT z FROM rng)
          AND f."day" >= ${window.from}::date AND f."day" < ${window.from}::date + (SELECT closed FROM cl))`
    : Prisma.sql`NULL::json`;
  return Prisma.sql`WITH ${rangeCte(window)}, ${boardsCte(window)}, ${columnsCte},
    cl AS (SELECT count(*)::int AS closed FROM generate_series(1, (SELECT "last" FROM rng)) d(i)
            WHERE (SELECT b FROM rng)[d.i + 1] <= ${settledBefore}),
    nm AS (SELECT c."name", avg(c.rn) AS rank, bool_or(c.st = 2) AS done FROM cst c GROUP BY c."name")
    SELECT (SELECT json_agg(nm."name" ORDER BY nm.done, nm.rank, nm."name") FROM nm) AS "names",
           (SELECT json_agg(json_build_object('id', c."id", 'boardId', c."boardId", 'name', c."name")) FROM cst c) AS "columns",
           (SELECT json_agg(bd."id") FROM bd) AS "boards",
           (SELECT closed FROM cl) AS "closed", (SELECT "last" FROM rng) AS "last",
           ${cached} AS "cached",
           CASE WHEN (SELECT closed FROM cl) < (SELECT "last" FROM rng) THEN
             (SELECT json_agg(json_build_object('columnId', c."id", 'n',
                       (SELECT count(*) FROM "Task" t WHERE t."columnId" = c."id" AND t."parentId" IS NULL)))
                FROM cst c)
           END AS "current"`;
}

/**
 * The flow of `boards` rebuilt from the tasks' columns now and the moves since the period's start
 * (read once): at the end of day d, a column holds the tasks created by then that are in it now,
 * minus what their moves after d brought in, plus what those moves took out. A move after d of a
 * task created by d is one made after d: so each move counts twice, at the day its task was created
 * (undone) and at its own day (redone), and each day is a running sum over days of
 *   (tasks created that day in the column now) − (their moves' net change) + (that day's moves' net
 *   change),
 * with every task created before the period on day 0. The moves are read once, from the partial
 * index "TaskActivity_flow" alone (a top-level task's move carries its columns and the task's
 * creation; with a member filter, only the moves of the tasks it keeps), and counted in one pass by
 * the four (day, column) pairs each contributes to (GROUPING SETS: −1 to its destination and +1 to
 * its source at its task's creation day, the opposite at its own day). One row per board and day
 * (1..last) with every column's count; with `store`, the settled days are kept in "TaskFlowDay"
 * by the same statement.
 */
export function flowDaysSql(window: ReportWindow, boards: readonly string[], store: boolean): Prisma.Sql {
  const dayOf = (column: Prisma.Sql) =>
    Prisma.sql`CASE WHEN ${column} < (SELECT s FROM rng) THEN 0 ELSE ${dayIndexSql(column)} END`;
  const live = idArray(boards);
  const movesOf =
    window.memberIds === null ? Prisma.empty : Prisma.sql`AND a."taskId" IN (SELECT ft."id" FROM ft)`;
  const kept = store
    ? Prisma.sql`, kept AS (
      INSERT INTO "TaskFlowDay" ("boardId", "zone", "day", "endsAt", "counts")
      SELECT per."boardId", (SELECT z FROM rng), ${window.from}::date + per.i - 1, (SELECT b FROM rng)[per.i + 1], per.counts
        FROM per WHERE (SELECT b FROM rng)[per.i + 1] <= ${settledBefore}
      ON CONFLICT DO NOTHING)`
    : Prisma.empty;
  return Prisma.sql`WITH ${rangeCte(window)}, ${boardsCte(window)}, ${columnsCte},
    lc AS (SELECT c."id", c."boardId" FROM cst c WHERE c."boardId" = ANY(${live})),
    ft AS (
      SELECT t."id", t."columnId", ${dayOf(Prisma.sql`t."createdAt"`)} AS cd
        FROM "Task" t JOIN cst c ON c."id" = t."columnId"
       WHERE t."boardId" = ANY(${live}) AND t."parentId" IS NULL ${membersFilter(window)}),
    mv AS (
      SELECT ${dayIndexSql(Prisma.sql`a."createdAt"`)} AS md, ${dayOf(Prisma.sql`a."taskCreatedAt"`)} AS cd,
             a."fromColumnId" AS src, a."toColumnId" AS dst
        FROM "TaskActivity" a
       WHERE a."boardId" = ANY(${live}) AND a."taskCreatedAt" IS NOT NULL
         AND a."createdAt" >= (SELECT s FROM rng) ${movesOf}),
    ev AS (
      SELECT ft.cd AS day, ft."columnId" AS col, count(*) AS n FROM ft GROUP BY 1, 2
      UNION ALL
      SELECT CASE WHEN GROUPING(mv.cd) = 0 THEN mv.cd ELSE mv.md END,
             CASE WHEN GROUPING(mv.src) = 0 THEN mv.src ELSE mv.dst END,
             CASE WHEN GROUPING(mv.cd) = GROUPING(mv.src) THEN count(*) ELSE -count(*) END
        FROM mv GROUP BY GROUPING SETS ((mv.cd, mv.dst), (mv.cd, mv.src), (mv.md, mv.dst), (mv.md, mv.src))),
    chg AS (
      SELECT LEAST(GREATEST(ev.day, 0), (SELECT "last" FROM rng) + 1) AS day, ev.col, sum(ev.n) AS n
        FROM ev GROUP BY 1, 2),
    grid AS (
      SELECT d.i, lc."boardId", lc."id" AS col,
             sum(COALESCE(chg.n, 0)) OVER (PARTITION BY lc."id" ORDER BY d.i) AS n
        FROM generate_series(0, (SELECT "last" FROM rng)) d(i) CROSS JOIN lc
        LEFT JOIN chg ON chg.day = d.i AND chg.col = lc."id"),
    per AS (
      SELECT grid.i, grid."boardId", json_object_agg(grid.col, grid.n::int) AS counts
        FROM grid WHERE grid.i >= 1 GROUP BY grid.i, grid."boardId")
    ${kept}
    SELECT per."boardId", per.i, per.counts FROM per`;
}

/**
 * The cumulative flow of a report: per local day of the period (to today at most), the top-level
 * tasks in each column at the day's end; columns of the same name add up.
 *
 * A settled day (ended five minutes ago or more) of a board cannot change but through what the
 * triggers of "TaskFlowDay" watch, so without a member filter each board's settled days are read
 * from there once stored, and today from the columns' counts now; a board missing any of them is
 * rebuilt (flowDaysSql), which stores them for the next report. With a member filter every board
 * is rebuilt (those days are not stored). `cache: false` rebuilds everything (tests compare).
 */
export async function flowFigures(
  window: ReportWindow,
  options: { cache?: boolean } = {},
): Promise<CumulativeFlow> {
  const cache = options.cache !== false && window.memberIds === null;
  const [overview] = await reportQuery<Overview>(overviewSql(window, cache));
  const names = overview?.names ?? [];
  if (!overview || names.length === 0) return { columns: [], days: [] };
  const { closed, last } = overview;
  const columns = overview.columns ?? [];
  const boards = overview.boards ?? [];

  // Per board, its counts for days 1..last.
  const days = new Map<string, (Counts | undefined)[]>(
    boards.map((id) => [id, Array.from({ length: last + 1 }, () => undefined)]),
  );
  for (const row of overview.cached ?? []) {
    const own = days.get(row.boardId);
    if (own && row.i >= 1 && row.i <= closed) own[row.i] = row.counts;
  }
  // Today (the only day after the settled ones, unless the period just turned a day): counts now.
  if (overview.current && last - closed === 1) {
    const now = new Map(overview.current.map((entry) => [entry.columnId, entry.n]));
    for (const column of columns) {
      const own = days.get(column.boardId)!;
      own[last] = { ...own[last], [column.id]: now.get(column.id) ?? 0 };
    }
  }
  const missing = cache
    ? boards.filter((id) => days.get(id)!.some((counts, i) => i >= 1 && !counts))
    : boards;
  if (missing.length > 0) {
    const rows = await reportQuery<{ boardId: string; i: number; counts: Counts }>(
      flowDaysSql(window, missing, cache),
    );
    for (const row of rows) days.get(row.boardId)![row.i] = row.counts;
  }

  const nameOf = new Map(columns.map((column) => [column.id, column.name]));
  const chart: CumulativeFlow = { columns: names, days: [] };
  for (let i = 1; i <= last; i++) {
    const counts: Counts = Object.fromEntries(names.map((name) => [name, 0]));
    for (const id of boards) {
      for (const [columnId, n] of Object.entries(days.get(id)![i] ?? {})) {
        const name = nameOf.get(columnId);
        if (name !== undefined) counts[name] = (counts[name] ?? 0) + n;
      }
    }
    chart.days.push({ day: addDays(window.from, i - 1), counts });
  }
  return chart;
}
