import { serve } from "@/lib/server/api/serve";
import {
  deleteTask as deleteTaskEndpoint,
  getTask as getTaskEndpoint,
  updateTask as updateTaskEndpoint,
} from "@/modules/task-management/contracts";
import { splitTaskPatch } from "@/modules/task-management/schemas/tasks";
import { deleteTask } from "@/modules/task-management/server/delete-task";
import { getTask } from "@/modules/task-management/server/get-task";
import { moveTask } from "@/modules/task-management/server/move-task";
import { updateTask } from "@/modules/task-management/server/update-task";

export const GET = serve(getTaskEndpoint, async ({ actor, params, meta }) =>
  getTask(actor, params, meta.errorLocale),
);

// A move answers the task's summary, field edits its detail; both parts were validated (the
// contract's taskPatchSchema) before either runs.
export const PATCH = serve(updateTaskEndpoint, async ({ actor, params, body }) => {
  const { move, fields } = splitTaskPatch(body);
  if (move === null) return updateTask(actor, { ...params, body: fields });
  if (fields === null) return moveTask(actor, { ...params, body: move });
  await moveTask(actor, { ...params, body: move });
  return updateTask(actor, { ...params, body: fields });
});

export const DELETE = serve(deleteTaskEndpoint, async ({ actor, params }) => deleteTask(actor, params));
