import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { IssueType, Priority } from "@/modules/task-management/shared/constants";
import { statusOf } from "@/lib/tasks/status";
import { statusSql } from "@/lib/server/tasks/status-sql";
import { formatTaskKey } from "@/lib/tasks/task-key";
import type { TaskSummary } from "@/modules/task-management/shared/types";
import type { RepeatMode, TaskRepeat } from "@/modules/task-management/shared/repeat";
import { isoSql } from "@/lib/server/database/sql";

/**
 * The board's columns ranked (rn 1 = first, n = count): the CTE every task query joins, so a task's
 * status (first column todo, last done, others work-in-progress) comes from the same statement.
 */
export const rankedColumns = (boardId: string) => Prisma.sql`cols AS (
  SELECT "id", "name", "order", row_number() OVER (ORDER BY "order", "id") AS rn, count(*) OVER () AS n,
         last_value("id") OVER (ORDER BY "order", "id" ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS "lastId"
    FROM "TaskColumn" WHERE "boardId" = ${boardId})`;

/** The summary columns of a task `t` joined with its ranked column `c`. */
export const summaryColumns = Prisma.sql`
  t."id", t."number", t."title", t."priority", t."issueType", t."parentId", t."columnId", t."order",
  t."dueDate", t."labels", t."assigneeIds", t."version", t."recurrence", t."recurrenceMode",
  c."order" AS "columnOrder", c.rn, c.n,
  (SELECT p."number" FROM "Task" p WHERE p."id" = t."parentId") AS "parentNumber",
  jsonb_array_length(t."checkList")::int AS "checkTotal",
  (SELECT count(*) FROM jsonb_array_elements(t."checkList") e WHERE (e->>'isCompleted')::boolean)::int AS "checkDone",
  (SELECT count(*) FROM "Task" s WHERE s."parentId" = t."id")::int AS "subTotal",
  (SELECT count(*) FROM "Task" s WHERE s."parentId" = t."id" AND s."columnId" = c."lastId")::int AS "subDone"`;

export type SummaryRow = {
  id: string;
  number: number;
  title: string;
  priority: string;
  issueType: string;
  parentId: string | null;
  parentNumber: number | null;
  columnId: string;
  order: number;
  dueDate: Date | null;
  labels: string[];
  assigneeIds: string[];
  version: number;
  recurrence: string | null;
  recurrenceMode: string | null;
  columnOrder: number;
  rn: bigint | number;
  n: bigint | number;
  checkTotal: number;
  checkDone: number;
  subTotal: number;
  subDone: number;
};

/** A task row's repeat (its two columns are set and cleared together: the table's check). */
export function repeatOf(row: {
  recurrence: string | null;
  recurrenceMode: string | null;
}): TaskRepeat | null {
  return row.recurrence ? { rule: row.recurrence, mode: row.recurrenceMode as RepeatMode } : null;
}

export function toSummary(row: SummaryRow, keyPrefix: string): TaskSummary {
  return {
    id: row.id,
    key: formatTaskKey(keyPrefix, row.number),
    title: row.title,
    priority: row.priority as Priority,
    issueType: row.issueType as IssueType,
    parentId: row.parentId,
    parentKey: row.parentNumber === null ? null : formatTaskKey(keyPrefix, row.parentNumber),
    columnId: row.columnId,
    order: row.order,
    status: statusOf(Number(row.rn), Number(row.n)),
    dueDate: row.dueDate?.toISOString() ?? null,
    labels: row.labels,
    assignees: row.assigneeIds,
    subtasks: { total: row.subTotal, done: row.subDone },
    checkList: { total: row.checkTotal, done: row.checkDone },
    repeat: repeatOf(row),
    version: row.version,
  };
}

/** Summaries of some tasks of a board (by id), in board order. */
export async function readSummaries(
  db: {
    $queryRaw<T>(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): Prisma.PrismaPromise<T>;
  },
  board: { id: string; keyPrefix: string },
  ids: string[],
): Promise<TaskSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db.$queryRaw<SummaryRow[]>(Prisma.sql`WITH ${rankedColumns(board.id)}
    SELECT ${summaryColumns} FROM "Task" t JOIN cols c ON c."id" = t."columnId"
     WHERE t."boardId" = ${board.id} AND t."id" = ANY(${ids})
     ORDER BY c.rn, t."order", t."id"`);
  return rows.map((row) => toSummary(row, board.keyPrefix));
}

/** The task fields a summary is built from (summaryJson reads them from a page row `t`). */
export const pageColumns = Prisma.sql`t."id", t."number", t."title", t."priority", t."issueType", t."parentId",
  t."columnId", t."order", t."dueDate", t."labels", t."assigneeIds", t."checkList", t."version",
  t."recurrence", t."recurrenceMode", c."order" AS co, c.rn, c.n, c."lastId"`;

/**
 * A page row `t` (pageColumns: a task with its column's rank) as the JSON of a TaskSummary, built by
 * PostgreSQL: the list endpoint sends pages as they come, without parsing and re-serialising 100
 * rows. Subtask counts come from one index scan per task; the parent's key only where subtasks can
 * be on the page. (Summaries carry no creation or change times: cards do not show them, and
 * formatting two timestamps was half of PostgreSQL's work for a page.)
 * Must give exactly what toSummary gives (tests/integration/task-management compare both).
 */
export const summaryJson = (keyPrefix: string, subtasksOnPage: boolean) => Prisma.sql`json_build_object(
  'id', t."id", 'key', ${keyPrefix}::text || '-' || t."number", 'title', t."title", 'priority', t."priority",
  'issueType', t."issueType", 'parentId', t."parentId",
  'parentKey', ${
    subtasksOnPage
      ? Prisma.sql`(SELECT ${keyPrefix}::text || '-' || p."number" FROM "Task" p WHERE p."id" = t."parentId")`
      : Prisma.sql`NULL`
  },
  'columnId', t."columnId", 'order', t."order",
  'status', ${statusSql(Prisma.sql`t.rn`, Prisma.sql`t.n`)},
  'dueDate', ${isoSql(Prisma.sql`t."dueDate"`)}, 'labels', t."labels", 'assignees', t."assigneeIds",
  'subtasks', (SELECT json_build_object('total', count(*), 'done', count(*) FILTER (WHERE s."columnId" = t."lastId"))
                 FROM "Task" s WHERE s."parentId" = t."id"),
  'checkList', json_build_object(
    'total', jsonb_array_length(t."checkList"),
    'done', (SELECT count(*) FROM jsonb_array_elements(t."checkList") e WHERE (e->>'isCompleted')::boolean)),
  'repeat', CASE WHEN t."recurrence" IS NOT NULL
                 THEN json_build_object('rule', t."recurrence", 'mode', t."recurrenceMode") END,
  'version', t."version")`;
