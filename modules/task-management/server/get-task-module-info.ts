import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { moduleBasics } from "@/lib/server/modules/module-basics";
import type { TaskBoardRow, TaskColumnPages, TaskModuleInfo } from "@/modules/task-management/shared/types";
import { boardRow } from "./get-board";
import { defaultColumnPages } from "./list-column-tasks";
import { taskModuleScope, type TaskModuleScope } from "./task-module";
import { listTaskPeople } from "./task-people";

/**
 * Whose timers run on which of the module's tasks (the partial index on running entries with a
 * task): the marks on the board's cards.
 */
async function runningTimers(moduleId: string): Promise<Record<string, string[]>> {
  const rows = await getDb().$queryRaw<{ taskId: string; userIds: string[] }[]>`
    SELECT "taskId", array_agg("userId"::text ORDER BY "start") AS "userIds"
      FROM "TimeEntry"
     WHERE "taskModuleId" = ${moduleId} AND "end" IS NULL AND "taskId" IS NOT NULL
     GROUP BY "taskId"`;
  return Object.fromEntries(rows.map((row) => [row.taskId, row.userIds]));
}

async function moduleInfo(scope: TaskModuleScope): Promise<TaskModuleInfo> {
  const [people, timers] = await Promise.all([listTaskPeople(scope), runningTimers(scope.moduleId)]);
  return {
    ...moduleBasics(scope),
    boardId: scope.boardId,
    keyPrefix: scope.keyPrefix,
    people,
    timers,
    rights: {
      write: scope.write,
      add: scope.access.add,
      delete: scope.access.delete,
      manageMembers: scope.manageMembers,
    },
  };
}

/** GET /task-management/{id}: the module's name, board, assignable people and the caller's rights. */
export async function getTaskModuleInfo(
  actor: Actor,
  raw: { moduleId?: unknown },
  locale: Locale = "en",
): Promise<TaskModuleInfo> {
  return moduleInfo(await taskModuleScope(actor, raw.moduleId, locale));
}

/**
 * The module page's data from one scope lookup: its info, its board and the first page of every
 * column of the unfiltered board (the view most pages open on, shown from the first response).
 */
export async function getTaskModulePage(
  actor: Actor,
  raw: { moduleId?: unknown },
  locale: Locale = "en",
): Promise<{ info: TaskModuleInfo; board: TaskBoardRow; columnPages: TaskColumnPages }> {
  const scope = await taskModuleScope(actor, raw.moduleId, locale);
  const boardAndPages = boardRow(scope).then(async (board) => ({
    board,
    columnPages: await defaultColumnPages(
      scope,
      board.columns.map((column) => column.id),
    ),
  }));
  const [info, { board, columnPages }] = await Promise.all([moduleInfo(scope), boardAndPages]);
  return { info, board, columnPages };
}
