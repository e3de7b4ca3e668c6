import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { parseInput } from "@/lib/server/validation";
import {
  listColumnTasksQuerySchema,
  type ListColumnTasksParsed,
} from "@/modules/task-management/schemas/tasks";
import type { TaskColumnPages } from "@/modules/task-management/shared/types";
import { taskPageBody } from "./list-tasks";
import { pendingCheck } from "./page-cache";
import { taskModuleScope, type TaskModuleScope } from "./task-module";

/**
 * GET /task-management/{id}/tasks/columns as JSON text: the first page of every column of the
 * board, in board order, with one narrowing (kind, filters, Me mode, search). One gate check and
 * one request for the board's first view instead of one per column; each column's page is the one
 * listTasks answers (the board's own pages come from the page cache).
 */
export async function listColumnTasksJson(
  actor: Actor,
  raw: { moduleId?: unknown; query?: unknown },
  locale: Locale = "en",
): Promise<string> {
  const query = parseInput(listColumnTasksQuerySchema, raw.query ?? {});
  const scope = await taskModuleScope(actor, raw.moduleId, locale);
  const columns = await getDb().taskColumn.findMany({
    where: { boardId: scope.boardId },
    select: { id: true },
    orderBy: [{ order: "asc" }, { id: "asc" }],
  });
  return columnPagesJson(
    scope,
    columns.map(({ id }) => id),
    query,
  );
}

/** The first page of each of `columnIds` (the board's, in order) as JSON text, in a resolved scope. */
export async function columnPagesJson(
  scope: TaskModuleScope,
  columnIds: readonly string[],
  query: ListColumnTasksParsed,
): Promise<string> {
  // The outbox is asked once for all the columns, not once per stored page.
  const pending = pendingCheck(scope.moduleId);
  const pages = await Promise.all(
    columnIds.map(async (id) => {
      const page = await taskPageBody(scope, { ...query, columnId: id, map: false }, pending);
      return `{"columnId":${JSON.stringify(id)},"page":${page}}`;
    }),
  );
  return `{"columns":[${pages.join(",")}]}`;
}

/** The board's unfiltered first view (top-level tasks, first page of each column), as the page renders it. */
export async function defaultColumnPages(
  scope: TaskModuleScope,
  columnIds: readonly string[],
): Promise<TaskColumnPages> {
  const query = parseInput(listColumnTasksQuerySchema, {});
  return JSON.parse(await columnPagesJson(scope, columnIds, query)) as TaskColumnPages;
}

/** listColumnTasksJson as an object, for server components (the board's first paint). */
export async function listColumnTasks(
  actor: Actor,
  raw: { moduleId?: unknown; query?: unknown },
  locale: Locale = "en",
): Promise<TaskColumnPages> {
  return JSON.parse(await listColumnTasksJson(actor, raw, locale)) as TaskColumnPages;
}
