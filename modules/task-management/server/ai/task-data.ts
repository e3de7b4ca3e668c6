import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { oneLine, stripHtmlTags } from "@/lib/html-text";
import { columnStatus } from "@/lib/reporting/cycle-time";
import type { Priority, TaskStatus } from "@/modules/task-management/shared/constants";
import { getDb } from "@/lib/server/db";
import type { TaskModuleScope } from "@/modules/task-management/server/task-module";

// The reads Ask AI answers from, for one task-management module (its board) the gate let the actor
// read: every statement is scoped to the board's id, so nothing of another module, project or
// workspace can appear. The built-in assistant and the model's tools call the same functions; the
// project update is in project-update.ts.

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
export const TODAY = Prisma.sql`date_trunc('day', now() AT TIME ZONE 'UTC')`;

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
  const text = oneLine(stripHtmlTags(row.description ?? "", " "));
  return {
    ...toTask(facts, row),
    description: text.slice(0, 1000),
    labels: row.labels,
    createdAt: row.createdAt.toISOString(),
    lastActivityAt: row.last.toISOString(),
    subtasks: row.subtasks,
  };
}
