import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";
import { listTasksQuerySchema, type ListTasksParsed } from "@/modules/task-management/schemas/tasks";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { decodeTuple, encodeTuple } from "@/lib/server/api/keyset";
import { parseInput } from "@/lib/server/validation";
import { ISSUE_TYPES, PRIORITIES, TASK_STATUSES } from "@/modules/task-management/shared/constants";
import { UNASSIGNED } from "@/modules/task-management/shared/filters";
import { parseTaskKey } from "@/lib/tasks/task-key";
import type { TaskListPage } from "@/modules/task-management/shared/types";
import { filterConditions } from "./filter-sql";
import { pageColumns, rankedColumns, summaryJson } from "./task-rows";
import { taskModuleScope, type TaskModuleScope } from "./task-module";
import { listTaskPeople } from "./task-people";
import { freshTaskPage, storeTaskPage, taskPageGeneration, type PendingCheck } from "./page-cache";

type Cursor = [columnOrder: number, order: number, id: string];

const decodeCursor = (text: string) =>
  decodeTuple<Cursor>(text, 3, (value) => Number.isFinite(value[0]) && Number.isFinite(value[1]));

async function filtersMap(scope: TaskModuleScope, locale: Locale): Promise<TaskListPage["filtersMap"]> {
  const t = (key: string) => translateMessage(locale, key);
  const [columns, people, labels] = await Promise.all([
    getDb().taskColumn.findMany({
      where: { boardId: scope.boardId },
      select: { id: true, name: true },
      orderBy: [{ order: "asc" }, { id: "asc" }],
    }),
    listTaskPeople(scope),
    getDb().$queryRaw<{ label: string }[]>`
      SELECT DISTINCT unnest("labels") AS label FROM "Task" WHERE "boardId" = ${scope.boardId} ORDER BY 1 LIMIT 500`,
  ]);
  const self = scope.membership.userId;
  return {
    status: TASK_STATUSES.map((value) => ({ value, label: t(`tasks.status.${value}`) })),
    priority: PRIORITIES.map((value) => ({ value, label: t(`tasks.priority.${value}`) })),
    issueType: ISSUE_TYPES.map((value) => ({ value, label: t(`tasks.issueType.${value}`) })),
    column: columns.map((column) => ({ value: column.id, label: column.name })),
    assignees: [
      { value: UNASSIGNED, label: t("tasks.unassigned") },
      ...people.map((person) => ({
        value: person.id,
        label: person.id === self ? t("tasks.me") : person.name,
      })),
    ],
    labels: labels.map(({ label }) => ({ value: label, label })),
  };
}

/**
 * GET /task-management/{id}/tasks as JSON text: one page (≤ 100) of the module's tasks in board
 * order (column, then order), narrowed by the filters, Me mode, a search (title, or a key such as
 * ABC-12) and kind (top-level tasks, subtasks, or both); keyset-paginated. `filtersMap` lists each
 * filter's values. The page and its total come from one statement that also writes the JSON: the
 * page's rows are read once (by the index) and carry what the JSON needs.
 */
export async function listTasksJson(
  actor: Actor,
  raw: { moduleId?: unknown; query?: unknown },
  locale: Locale = "en",
): Promise<string> {
  const query = parseInput(listTasksQuerySchema, raw.query ?? {});
  const scope = await taskModuleScope(actor, raw.moduleId, locale);
  const [body, map] = await Promise.all([
    taskPageBody(scope, query),
    query.map ? filtersMap(scope, locale) : null,
  ]);
  const emptyMap: TaskListPage["filtersMap"] = {
    status: [],
    priority: [],
    issueType: [],
    column: [],
    assignees: [],
    labels: [],
  };
  return `${body.slice(0, -1)},"filtersMap":${JSON.stringify(map ?? emptyMap)}}`;
}

/**
 * One page of the module's tasks as JSON text (`{"data","nextCursor","total"}`) for a scope already
 * resolved (see listTasksJson); `filtersMap` is not part of it. `pending`: the request's one check of
 * the outbox when it reads several pages (page-cache.ts).
 */
export async function taskPageBody(
  scope: TaskModuleScope,
  query: ListTasksParsed,
  pending?: PendingCheck,
): Promise<string> {
  // Every query joins the board's columns (cols), which keeps it to this board.
  const where: Prisma.Sql[] = [Prisma.sql`TRUE`];
  if (query.columnId) where.push(Prisma.sql`t."columnId" = ${query.columnId}`);
  if (query.kind === "task") where.push(Prisma.sql`t."parentId" IS NULL`);
  if (query.kind === "subtask") where.push(Prisma.sql`t."parentId" IS NOT NULL`);
  if (query.parentId) where.push(Prisma.sql`t."parentId" = ${query.parentId}`);
  if (query.me) where.push(Prisma.sql`${scope.membership.userId} = ANY(t."assigneeIds")`);
  if (query.search) {
    const key = parseTaskKey(query.search);
    const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      key && key.prefix === scope.keyPrefix
        ? Prisma.sql`(t."number" = ${key.number} OR t."title" ILIKE ${like})`
        : Prisma.sql`t."title" ILIKE ${like}`,
    );
  }
  where.push(...filterConditions(query.filters ?? [], query.tz));
  const matching = Prisma.join(where, " AND ");
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  // Within one column the (columnId, order) index gives the page directly; across columns the
  // column's order leads.
  const page = !after
    ? Prisma.empty
    : query.columnId
      ? Prisma.sql`AND (t."order", t."id") > (${after[1]}, ${after[2]})`
      : Prisma.sql`AND (c."order", t."order", t."id") > (${after[0]}, ${after[1]}, ${after[2]})`;
  // Within one column, each kind's partial index (columnId, order, id) gives the page in order.
  const sort = query.columnId ? Prisma.sql`t."order", t."id"` : Prisma.sql`c."order", t."order", t."id"`;

  const read = async (): Promise<string> => {
    const [row] = await getDb().$queryRaw<
      { data: string; more: boolean; last: string | null; total: number }[]
    >`
      WITH ${rankedColumns(scope.boardId)},
      page AS (SELECT ${pageColumns} FROM "Task" t JOIN cols c ON c."id" = t."columnId"
                WHERE ${matching} ${page} ORDER BY ${sort} LIMIT ${query.limit + 1}),
      numbered AS (SELECT p.*, row_number() OVER (ORDER BY p.co, p."order", p."id") AS k FROM page p)
      SELECT COALESCE((SELECT json_agg(${summaryJson(scope.keyPrefix, query.kind !== "task")} ORDER BY t.k)
                         FROM numbered t WHERE t.k <= ${query.limit}), '[]')::text AS data,
             (SELECT count(*) FROM numbered) > ${query.limit} AS more,
             (SELECT json_build_array(co, "order", "id")::text FROM numbered WHERE k = ${query.limit}) AS last,
             (SELECT count(*)::int FROM "Task" t JOIN cols c ON c."id" = t."columnId" WHERE ${matching}) AS total`;
    const last = row?.more && row.last ? (JSON.parse(row.last) as Cursor) : null;
    const nextCursor = last ? encodeTuple(last) : null;
    return `{"data":${row?.data ?? "[]"},"nextCursor":${JSON.stringify(nextCursor)},"total":${row?.total ?? 0}`;
  };
  // The board's own pages (no filters, search or Me mode) read the same for every reader of the
  // module: they come from the page cache while nothing in the module has changed (./page-cache.ts).
  const key =
    query.search || query.me || query.filters?.length
      ? null
      : [
          scope.moduleId,
          scope.keyPrefix,
          query.columnId,
          query.kind,
          query.parentId,
          query.limit,
          query.cursor,
        ].join("\n");
  const generation = taskPageGeneration(scope.moduleId);
  const cached = key === null ? null : await freshTaskPage(scope.moduleId, key, pending);
  const body = cached ?? (await read());
  if (key !== null && cached === null) storeTaskPage(scope.moduleId, key, generation, body);
  return `${body}}`;
}

/** listTasksJson as an object, for server components and services. */
export async function listTasks(
  actor: Actor,
  raw: { moduleId?: unknown; query?: unknown },
  locale: Locale = "en",
): Promise<TaskListPage> {
  return JSON.parse(await listTasksJson(actor, raw, locale)) as TaskListPage;
}
