import { withApi } from "@/lib/server/api/with-api";
import { moveTaskSchema, splitTaskPatch, updateTaskSchema } from "@/modules/task-management/schemas/tasks";
import { parseInput } from "@/lib/server/validation";
import { deleteTask } from "@/modules/task-management/server/delete-task";
import { getTask } from "@/modules/task-management/server/get-task";
import { moveTask } from "@/modules/task-management/server/move-task";
import { updateTask } from "@/modules/task-management/server/update-task";

// GET /api/v1/task-management/{id}/tasks/{taskId} - the task with subtasks, checklist and description
export const GET = withApi({}, async ({ actor, params, meta }) => getTask(actor, params, meta.errorLocale));

// PATCH /api/v1/task-management/{id}/tasks/{taskId} - a move ({columnId[, index|order]}: the task's
// summary), field edits (its detail), or both: both parts are validated before either runs.
export const PATCH = withApi({ body: true }, async ({ actor, params, body }) => {
  const { move, fields } = splitTaskPatch(body);
  if (move === null) return updateTask(actor, { ...params, body: fields });
  if (fields === null) return moveTask(actor, { ...params, body: move });
  parseInput(moveTaskSchema, move);
  parseInput(updateTaskSchema, fields);
  await moveTask(actor, { ...params, body: move });
  return updateTask(actor, { ...params, body: fields });
});

// DELETE /api/v1/task-management/{id}/tasks/{taskId} - delete the task and its subtasks
export const DELETE = withApi({}, async ({ actor, params }) => deleteTask(actor, params));
