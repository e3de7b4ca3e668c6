import "server-only";
import { taskParamsSchema } from "@/modules/task-management/schemas/tasks";
import type { Actor } from "@/lib/server/auth/sessions";
import { notFound } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import type { TaskModuleEvent } from "@/modules/task-management/shared/types";
import { boardTransaction } from "./board-transaction";
import { taskEvents } from "./publish";
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
  await boardTransaction(async (tx, emit) => {
    const rows = await tx.$queryRaw<{ id: string; parentId: string | null; columnId: string }[]>`
      SELECT "id", "parentId", "columnId" FROM "Task"
       WHERE "boardId" = ${scope.boardId} AND ("id" = ${params.taskId} OR "parentId" = ${params.taskId})
       FOR UPDATE`;
    if (!rows.some((row) => row.id === params.taskId)) throw notFound("errors.taskNotFound");
    await tx.task.delete({ where: { id: params.taskId } });
    const events: TaskModuleEvent[] = rows.map((row) => ({
      type: "task.deleted",
      taskId: row.id,
      parentId: row.parentId,
      columnId: row.columnId,
    }));
    // The parent's subtask count changed (read in the transaction, after the delete).
    const parentId = rows.find((row) => row.id === params.taskId)?.parentId;
    if (parentId) {
      const [parent] = await readSummaries(tx, { id: scope.boardId, keyPrefix: scope.keyPrefix }, [parentId]);
      if (parent) events.push({ type: "task.upserted", task: parent });
    }
    emit(...taskEvents(actor, scope.moduleId, events));
  });
  return { deleted: true };
}
