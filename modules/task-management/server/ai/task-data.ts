import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { columnStatus } from "@/lib/reporting/cycle-time";
import type { Priority, TaskStatus } from "@/modules/task-management/shared/constants";
import { getDb } from "@/lib/server/db";
import { trackersCte } from "@/lib/server/reporting/report-sql";
import type { TaskModuleScope } from "@/modules/task-management/server/task-module";

// The reads Ask AI answers from, for one task-management module (its board) the gate let the actor
// read: every statement is scoped to the board's id, so nothing of another module, project or
// workspace can appear. The built-in assistant and the model's tools call the same functions.

/** At most this many tasks are listed in one answer or tool result; counts are always whole. */
export const LIST_LIMIT = 20;
/** Two titles at least this similar (pg_trgm similarity, 0–1) are reported as possible duplicates. */
export const DUPLICATE_SIMILARITY = 0.5;
/** A project update covers this many days up to now. */
export const UPDATE_DAYS = 7;

export interface AiTask {
  id: string;
  key: string;
  title: string;
  priority: Priority;
  status: TaskStatus;
  column: string;
  dueDate: string | null;
  assignees: string[];
  parentKey: string | null;
}

export interface TaskList {
  total: number;
  tasks: AiTask[];
}

type Row = {
  id: string;
  number: number;
  title: string;
  priority: string;
  columnId: string;
  dueDate: Date | null;
  assigneeIds: string[];
  parentNumber: number | null;
  total: number;
};

export interface BoardFacts {
  scope: TaskModuleScope;
  columns: { id: string; name: string; status: TaskStatus }[];
  firstColumnId: string;
  lastColumnId: string;
  people: Map<string, string>;
}

/** The board's columns (with their status by rank, lib/reporting/cycle-time.ts) and its people's names. */
export async function boardFacts(scope: TaskModuleScope): Promise<BoardFacts> {
  const db = getDb();
  const [columns, members] = await Promise.all([
    db.taskColumn.findMany({
      where: { boardId: scope.boardId },
      orderBy: [{ order: "asc" }, { id: "asc" }],
      select: { id: true, name: true },
    }),
    db.workspaceMember.findMany({
      where: { workspaceId: scope.membership.workspaceId },
      select: { user: { select: { id: true, name: true } } },
    }),
  ]);
  return {
    scope,
    columns: columns.map((column, index) => ({ ...column, status: columnStatus(index + 1, columns.length) })),
    firstColumnId: columns[0]?.id ?? "",
    lastColumnId: columns[columns.length - 1]?.id ?? "",
    people: new Map(members.map(({ user }) => [user.id, user.name])),
  };
}

const PRIORITY_RANK = Prisma.sql`CASE t."priority" WHEN 'highest' THEN 5 WHEN 'high' THEN 4 WHEN 'medium' THEN 3
  WHEN 'low' THEN 2 ELSE 1 END`;

/** Start of today (UTC): a task due before it is overdue, as the board marks it. */
const TODAY = Prisma.sql`date_trunc('day', now() AT TIME ZONE 'UTC')`;

function toTask(facts: BoardFacts, row: Row): AiTask {
  const column = facts.columns.find((c) => c.id === row.columnId);
  const prefix = facts.scope.keyPrefix;
  return {
    id: row.id,
    key: `${prefix}-${row.number}`,
    title: row.title,
    priority: row.priority as Priority,
    status: column?.status ?? "todo",
    column: column?.name ?? "",
    dueDate: row.dueDate ? row.dueDate.toISOString().slice(0, 10) : null,
    assignees: row.assigneeIds.map((id) => facts.people.get(id) ?? "?"),
    parentKey: row.parentNumber === null ? null : `${prefix}-${row.parentNumber}`,
  };
}

async function listTasks(
  facts: BoardFacts,
  where: Prisma.Sql,
  orderBy: Prisma.Sql,
  limit = LIST_LIMIT,
): Promise<TaskList> {
  const rows = await getDb().$queryRaw<Row[]>`
    SELECT t."id", t."number", t."title", t."priority", t."columnId", t."dueDate", t."assigneeIds",
           p."number" AS "parentNumber", (count(*) OVER ())::int AS total
      FROM "Task" t LEFT JOIN "Task" p ON p."id" = t."parentId"
     WHERE t."boardId" = ${facts.scope.boardId} AND ${where}
     ORDER BY ${orderBy}, t."number"
     LIMIT ${limit}`;
  return { total: rows[0]?.total ?? 0, tasks: rows.map((row) => toTask(facts, row)) };
}

const open = (facts: BoardFacts) => Prisma.sql`t."columnId" <> ${facts.lastColumnId}`;

/** Open tasks due before today, earliest first. */
export function overdueTasks(facts: BoardFacts): Promise<TaskList> {
  return listTasks(facts, Prisma.sql`${open(facts)} AND t."dueDate" < ${TODAY}`, Prisma.sql`t."dueDate"`);
}

/** Open tasks assigned to `userId`, highest priority first, then by due date. */
export function assignedTasks(facts: BoardFacts, userId: string): Promise<TaskList> {
  return listTasks(
    facts,
    Prisma.sql`${open(facts)} AND ${userId} = ANY(t."assigneeIds")`,
    Prisma.sql`${PRIORITY_RANK} DESC, t."dueDate" ASC NULLS LAST`,
  );
}

/** Open tasks by priority, highest first (then by due date). */
export function openTasksByPriority(facts: BoardFacts, limit = 10): Promise<TaskList> {
  return listTasks(facts, open(facts), Prisma.sql`${PRIORITY_RANK} DESC, t."dueDate" ASC NULLS LAST`, limit);
}

/** Tasks whose title contains `query` (case and accents aside) or is similar to it, best first. */
export function searchTasks(facts: BoardFacts, query: string, limit = LIST_LIMIT): Promise<TaskList> {
  const like = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return listTasks(
    facts,
    Prisma.sql`(t."title" ILIKE ${like} OR t."title" % ${query})`,
    Prisma.sql`similarity(t."title", ${query}) DESC`,
    limit,
  );
}

export interface DuplicateGroup {
  tasks: AiTask[];
  /** The highest similarity between two of its titles (0–1). */
  similarity: number;
}

/** At most this many similar pairs are grouped (a board of near-identical titles stays bounded). */
const DUPLICATE_PAIRS_MAX = 2_000;

/**
 * Tasks whose titles are alike (pg_trgm similarity ≥ DUPLICATE_SIMILARITY), grouped: titles similar to
 * each other, directly or through another, form one group; at least one task of each pair is open
 * (two done tasks are history, not duplicates to merge). Each open title finds its candidates through
 * the GIN trigram index (`%`, with the threshold set for the statement's transaction), so the board is
 * not compared pair by pair. (Prefix filtering in SQL — comparing only titles that share one of their
 * rarest trigrams — was tried: 12 s on 5,000 titles against 0.4–0.7 s for this.)
 */
export async function duplicateGroups(
  facts: BoardFacts,
): Promise<{ total: number; groups: DuplicateGroup[] }> {
  // Pairs of two done tasks are left out (nothing to merge): only open tasks look for their likes.
  const done = facts.lastColumnId;
  const pairs = await getDb().$transaction(async (tx) => {
    await tx.$executeRaw`SELECT set_config('pg_trgm.similarity_threshold', ${String(DUPLICATE_SIMILARITY)}, true)`;
    return tx.$queryRaw<{ a: string; b: string; s: number }[]>`
      SELECT a."id" AS a, b."id" AS b, similarity(a."title", b."title")::float8 AS s
        FROM "Task" a JOIN "Task" b ON b."title" % a."title" AND b."boardId" = a."boardId" AND b."id" <> a."id"
         AND (b."columnId" = ${done} OR b."id" > a."id")
       WHERE a."boardId" = ${facts.scope.boardId} AND a."columnId" <> ${done}
       LIMIT ${DUPLICATE_PAIRS_MAX}`;
  });
  // Union-find over the pairs: each group is a connected set of similar titles.
  const parent = new Map<string, string>();
  const find = (id: string): string => {
    let root = id;
    while (parent.get(root) !== root) root = parent.get(root) ?? root;
    parent.set(id, root);
    return root;
  };
  const best = new Map<string, number>();
  for (const { a, b, s } of pairs) {
    if (!parent.has(a)) parent.set(a, a);
    if (!parent.has(b)) parent.set(b, b);
    const ra = find(a);
    const rb = find(b);
    const top = Math.max(s, best.get(ra) ?? 0, best.get(rb) ?? 0);
    if (ra !== rb) parent.set(rb, ra);
    best.set(find(a), top);
  }
  const members = new Map<string, string[]>();
  for (const id of parent.keys()) {
    const root = find(id);
    members.set(root, [...(members.get(root) ?? []), id]);
  }
  const ranked = [...members.entries()]
    .map(([root, ids]) => ({ ids, similarity: best.get(root) ?? 0 }))
    .sort((x, y) => y.similarity - x.similarity || y.ids.length - x.ids.length)
    .slice(0, LIST_LIMIT);
  // Only the groups shown are read.
  const ids = ranked.flatMap((group) => group.ids);
  const tasks = ids.length
    ? await listTasks(facts, Prisma.sql`t."id" = ANY(${ids}::text[])`, Prisma.sql`t."number"`, ids.length)
    : { total: 0, tasks: [] };
  const byId = new Map(tasks.tasks.map((task) => [task.id, task]));
  return {
    total: members.size,
    groups: ranked.map((group) => ({
      similarity: group.similarity,
      tasks: group.ids
        .flatMap((id) => byId.get(id) ?? [])
        .sort((x, y) => x.key.localeCompare(y.key, "en", { numeric: true })),
    })),
  };
}

export interface StuckTask extends AiTask {
  /** Whole days since its last activity (a change, a move or a comment), or since it was created. */
  idleDays: number;
}

/**
 * Tasks in a work-in-progress column (neither the first nor the last, by rank) with no activity for
 * `days` days or more, the longest idle first.
 */
export async function stuckTasks(
  facts: BoardFacts,
  days: number,
): Promise<{ total: number; tasks: StuckTask[] }> {
  const wip = facts.columns.filter((c) => c.status === "work-in-progress").map((c) => c.id);
  if (wip.length === 0) return { total: 0, tasks: [] };
  const rows = await getDb().$queryRaw<(Row & { idle: number })[]>`
    SELECT x.*, (count(*) OVER ())::int AS total FROM (
      SELECT t."id", t."number", t."title", t."priority", t."columnId", t."dueDate", t."assigneeIds",
             p."number" AS "parentNumber",
             floor(EXTRACT(EPOCH FROM (now() - GREATEST(t."updatedAt", COALESCE(
               (SELECT max(a."createdAt") FROM "TaskActivity" a WHERE a."taskId" = t."id"), t."createdAt")))) / 86400)::int AS idle
        FROM "Task" t LEFT JOIN "Task" p ON p."id" = t."parentId"
       WHERE t."boardId" = ${facts.scope.boardId} AND t."columnId" = ANY(${wip}::text[])) x
     WHERE x.idle >= ${days}
     ORDER BY x.idle DESC, x."number"
     LIMIT ${LIST_LIMIT}`;
  return {
    total: rows[0]?.total ?? 0,
    tasks: rows.map((row) => ({ ...toTask(facts, row), idleDays: row.idle })),
  };
}

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

export interface AiTaskDetail extends AiTask {
  /** The description as plain text, at most 1,000 characters. */
  description: string;
  labels: string[];
  createdAt: string;
  lastActivityAt: string;
  subtasks: number;
}

/** One task of the board by its key ("WP-12"); null when the board has none. */
export async function taskByKey(facts: BoardFacts, key: string): Promise<AiTaskDetail | null> {
  const match = /^([A-Za-z]{2,5})-(\d{1,9})$/.exec(key.trim());
  if (!match || match[1]?.toUpperCase() !== facts.scope.keyPrefix) return null;
  const rows = await getDb().$queryRaw<
    (Row & { description: string | null; labels: string[]; createdAt: Date; last: Date; subtasks: number })[]
  >`
    SELECT t."id", t."number", t."title", t."priority", t."columnId", t."dueDate", t."assigneeIds",
           p."number" AS "parentNumber", 1 AS total, t."description", t."labels", t."createdAt",
           GREATEST(t."updatedAt", COALESCE((SELECT max(a."createdAt") FROM "TaskActivity" a WHERE a."taskId" = t."id"), t."createdAt")) AS last,
           (SELECT count(*) FROM "Task" s WHERE s."parentId" = t."id")::int AS subtasks
      FROM "Task" t LEFT JOIN "Task" p ON p."id" = t."parentId"
     WHERE t."boardId" = ${facts.scope.boardId} AND t."number" = ${Number(match[2])}`;
  const row = rows[0];
  if (!row) return null;
  const text = (row.description ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
    .trim();
  return {
    ...toTask(facts, row),
    description: text.slice(0, 1000),
    labels: row.labels,
    createdAt: row.createdAt.toISOString(),
    lastActivityAt: row.last.toISOString(),
    subtasks: row.subtasks,
  };
}
