import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import type { TaskBoardRow, TaskColumnRow } from "@/modules/task-management/shared/types";
import { taskModuleScope, type TaskModuleScope } from "./task-module";

/** The board's columns in order with their task counts (one statement). */
export async function readColumns(boardId: string): Promise<TaskColumnRow[]> {
  return getDb().$queryRaw<TaskColumnRow[]>`
    SELECT c."id", c."name", c."color", c."basic", c."order",
           (SELECT count(*) FROM "Task" t WHERE t."columnId" = c."id" AND t."parentId" IS NULL)::int AS "taskCount",
           (SELECT count(*) FROM "Task" t WHERE t."columnId" = c."id" AND t."parentId" IS NOT NULL)::int AS "subtaskCount"
      FROM "TaskColumn" c WHERE c."boardId" = ${boardId}
     ORDER BY c."order", c."id"`;
}

export async function boardRow(scope: TaskModuleScope): Promise<TaskBoardRow> {
  return {
    id: scope.boardId,
    name: scope.name,
    keyPrefix: scope.keyPrefix,
    columns: await readColumns(scope.boardId),
  };
}

/** GET /task-management/{id}/board (one board per module, created with its default columns on first use). */
export async function getBoard(
  actor: Actor,
  raw: { moduleId?: unknown },
  locale: Locale = "en",
): Promise<TaskBoardRow> {
  return boardRow(await taskModuleScope(actor, raw.moduleId, locale));
}
