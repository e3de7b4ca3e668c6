import "server-only";
import { taskParamsSchema } from "@/modules/task-management/schemas/tasks";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import type { TaskModuleEvent } from "@/modules/task-management/shared/types";
import { boardTransaction } from "./board-transaction";
import { publishTaskEvents } from "./publish";
import { readSummaries } from "./task-rows";
import { assertWrite, taskModuleScope } from "./task-module";

/** DELETE /task-management/{id}/tasks/{taskId}: the task with its subtasks, comments and activity. */
export async function deleteTask(
  actor: Actor,
  raw: { moduleId?: unknown; taskId?: unknown },
): Promise<{ deleted: true }> {
  const params = parseInput(taskParamsSchema, raw);
  const scope = await taskModuleScope(actor, params.moduleId);
  assertWrite(scope, "delete");
  const removed = await boardTransaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: string; parentId: string | null; columnId: string }[]>`
      SELECT "id", "parentId", "columnId" FROM "Task"
       WHERE "boardId" = ${scope.boardId} AND ("id" = ${params.taskId} OR "parentId" = ${params.taskId})
       FOR UPDATE`;
    if (!rows.some((row) => row.id === params.taskId)) throw notFound("errors.taskNotFound");
    await tx.task.delete({ where: { id: params.taskId } });
    return rows;
  });
  const events: TaskModuleEvent[] = removed.map((row) => ({
    type: "task.deleted",
    taskId: row.id,
    parentId: row.parentId,
    columnId: row.columnId,
  }));
  const parentId = removed.find((row) => row.id === params.taskId)?.parentId;
  if (parentId) {
    const [parent] = await readSummaries(getDb(), { id: scope.boardId, keyPrefix: scope.keyPrefix }, [
      parentId,
    ]);
    if (parent) events.push({ type: "task.upserted", task: parent });
  }
  publishTaskEvents(actor, scope.moduleId, events);
  return { deleted: true };
}
