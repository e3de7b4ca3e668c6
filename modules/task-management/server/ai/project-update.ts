import "server-only";
import { getDb } from "@/lib/server/db";
import { trackersCte } from "@/lib/server/reporting/report-sql";
import { TODAY, UPDATE_DAYS, type BoardFacts } from "./task-data";

// Ask AI's project update for a task board: what each person finished and started over the last days,
// scoped to the board like every read of task-data.ts.

export interface PersonUpdate {
  name: string;
  done: number;
  started: number;
  overdue: number;
  trackedMs: number;
}

export interface ProjectUpdate {
  days: number;
  created: number;
  done: number;
  started: number;
  moved: number;
  overdue: number;
  trackedMs: number;
  /** Per assignee (tasks count for each of their assignees; "unassigned" ones are left out), most active first. */
  people: PersonUpdate[];
}

/**
 * The last UPDATE_DAYS days of the board: tasks created, moved (every move), started (moved from the
 * first column into a work-in-progress one), done (moved into the last column; each task once),
 * overdue now, and time tracked on its tasks — only the entries the viewer's time tracker reports would
 * show them (lib/server/reporting/report-sql.ts trackersCte) — per assignee.
 */
export async function projectUpdate(facts: BoardFacts, days = UPDATE_DAYS): Promise<ProjectUpdate> {
  const { boardId, moduleId, membership } = facts.scope;
  const since = new Date(Date.now() - days * 86_400_000);
  const wip = facts.columns.filter((c) => c.status === "work-in-progress").map((c) => c.id);
  const db = getDb();
  const window = { membership, projectIds: null, memberIds: null, zone: "UTC", from: "", to: "", today: "" };
  const [moves, counts, time] = await Promise.all([
    db.$queryRaw<{ userId: string | null; total: number; done: number; started: number; moved: number }[]>`
      WITH m AS (
        SELECT a."taskId", a."changes"->'sourceColumn'->>'id' AS src, a."changes"->'destinationColumn'->>'id' AS dst
          FROM "TaskActivity" a
         WHERE a."boardId" = ${boardId} AND a."actionType" = 'moved' AND a."createdAt" >= ${since}),
      per AS (
        SELECT m."taskId", bool_or(m.dst = ${facts.lastColumnId}) AS done,
               bool_or(m.src = ${facts.firstColumnId} AND m.dst = ANY(${wip}::text[])) AS started
          FROM m GROUP BY m."taskId")
      SELECT u."userId", GROUPING(u."userId")::int AS total, count(DISTINCT per."taskId") FILTER (WHERE per.done)::int AS done,
             count(DISTINCT per."taskId") FILTER (WHERE per.started)::int AS started, (SELECT count(*) FROM m)::int AS moved
        FROM per JOIN "Task" t ON t."id" = per."taskId"
        LEFT JOIN LATERAL unnest(CASE WHEN cardinality(t."assigneeIds") = 0 THEN ARRAY[NULL]::text[] ELSE t."assigneeIds"::text[] END) AS u("userId") ON true
       GROUP BY ROLLUP (u."userId")`,
    db.$queryRaw<{ userId: string | null; total: number; overdue: number; created: number }[]>`
      SELECT u."userId", GROUPING(u."userId")::int AS total,
             count(DISTINCT t."id") FILTER (WHERE t."columnId" <> ${facts.lastColumnId} AND t."dueDate" < ${TODAY})::int AS overdue,
             count(DISTINCT t."id") FILTER (WHERE t."createdAt" >= ${since})::int AS created
        FROM "Task" t
        LEFT JOIN LATERAL unnest(CASE WHEN cardinality(t."assigneeIds") = 0 THEN ARRAY[NULL]::text[] ELSE t."assigneeIds"::text[] END) AS u("userId") ON true
       WHERE t."boardId" = ${boardId}
       GROUP BY ROLLUP (u."userId")`,
    db.$queryRaw<{ userId: string; ms: number }[]>`
      WITH ${trackersCte(window)}
      SELECT t."userId", sum(GREATEST(0, floor(EXTRACT(EPOCH FROM (COALESCE(t."end", now() AT TIME ZONE 'UTC') - t."start")))) * 1000)::float8 AS ms
        FROM tr JOIN "TimeEntry" t ON t."moduleId" = tr."id"
       WHERE t."taskModuleId" = ${moduleId} AND t."start" >= ${since} AND (tr."everyone" OR t."userId" = ${membership.userId})
       GROUP BY t."userId"`,
  ]);
  return { ...assembleUpdate(facts, moves, counts, time), days };
}

function assembleUpdate(
  facts: BoardFacts,
  moves: { userId: string | null; total: number; done: number; started: number; moved: number }[],
  counts: { userId: string | null; total: number; overdue: number; created: number }[],
  time: { userId: string; ms: number }[],
): ProjectUpdate {
  // ROLLUP adds the total row (GROUPING = 1); the unassigned group also has userId NULL.
  const totalOf = <T extends { total: number }>(rows: T[]): T | undefined =>
    rows.find((row) => row.total === 1);
  const people = new Map<string, PersonUpdate>();
  const person = (id: string) => {
    let found = people.get(id);
    if (!found) {
      found = { name: facts.people.get(id) ?? "?", done: 0, started: 0, overdue: 0, trackedMs: 0 };
      people.set(id, found);
    }
    return found;
  };
  for (const row of moves)
    if (row.userId && !row.total) Object.assign(person(row.userId), { done: row.done, started: row.started });
  for (const row of counts)
    if (row.userId && !row.total && row.overdue) person(row.userId).overdue = row.overdue;
  for (const row of time) person(row.userId).trackedMs = row.ms;
  const movesTotal = totalOf(moves);
  const countsTotal = totalOf(counts);
  return {
    days: 0,
    created: countsTotal?.created ?? 0,
    done: movesTotal?.done ?? 0,
    started: movesTotal?.started ?? 0,
    moved: movesTotal?.moved ?? 0,
    overdue: countsTotal?.overdue ?? 0,
    trackedMs: time.reduce((sum, row) => sum + row.ms, 0),
    people: [...people.values()]
      .filter((p) => p.done || p.started || p.overdue || p.trackedMs)
      .sort(
        (a, b) =>
          b.done + b.started - (a.done + a.started) ||
          b.trackedMs - a.trackedMs ||
          a.name.localeCompare(b.name),
      ),
  };
}
