import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { taskParamsSchema } from "@/modules/task-management/schemas/tasks";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import { formatTaskKey } from "@/lib/tasks/task-key";
import type { CheckListItem, TaskDetail } from "@/modules/task-management/shared/types";
import { readSummaries } from "./task-rows";
import { taskModuleScope, type TaskModuleScope } from "./task-module";

/** A task of the scope's board with everything the edit dialog shows (404 for any other task). */
export async function readTaskDetail(scope: TaskModuleScope, taskId: string): Promise<TaskDetail> {
  const db = getDb();
  const board = { id: scope.boardId, keyPrefix: scope.keyPrefix };
  const task = await db.task.findFirst({
    where: { id: taskId, boardId: scope.boardId },
    select: {
      description: true,
      checkList: true,
      parent: { select: { id: true, number: true, title: true } },
      subtasks: { select: { id: true } },
      createdBy: { select: { id: true, name: true } },
      createdAt: true,
      updatedAt: true,
    },
    relationLoadStrategy: "join",
  });
  if (!task) throw notFound("errors.taskNotFound");
  const [summaries, subtaskItems] = await Promise.all([
    readSummaries(db, board, [taskId]),
    readSummaries(
      db,
      board,
      task.subtasks.map((subtask) => subtask.id),
    ),
  ]);
  const summary = summaries[0];
  if (!summary) throw notFound("errors.taskNotFound");
  return {
    ...summary,
    description: task.description,
    checkListItems: (task.checkList as unknown as CheckListItem[]) ?? [],
    parent: task.parent && {
      id: task.parent.id,
      key: formatTaskKey(scope.keyPrefix, task.parent.number),
      title: task.parent.title,
    },
    subtaskItems,
    createdBy: task.createdBy,
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
  };
}

/** GET /task-management/{id}/tasks/{taskId}. */
export async function getTask(
  actor: Actor,
  raw: { moduleId?: unknown; taskId?: unknown },
  locale: Locale = "en",
): Promise<TaskDetail> {
  const params = parseInput(taskParamsSchema, raw);
  const scope = await taskModuleScope(actor, params.moduleId, locale);
  return readTaskDetail(scope, params.taskId);
}
