import { withApi } from "@/lib/server/api/with-api";
import { deleteTask } from "@/lib/server/tasks/delete-task";
import { getTask } from "@/lib/server/tasks/get-task";
import { updateTask } from "@/lib/server/tasks/update-task";

// GET /api/v1/task-management/{id}/tasks/{taskId} - the task with subtasks, checklist and description
export const GET = withApi({}, async ({ actor, params, meta }) => getTask(actor, params, meta.errorLocale));

// PATCH /api/v1/task-management/{id}/tasks/{taskId} - edit fields and/or move ({columnId, index|order})
export const PATCH = withApi({ body: true }, async ({ actor, params, body }) =>
  updateTask(actor, { ...params, body }),
);

// DELETE /api/v1/task-management/{id}/tasks/{taskId} - delete the task and its subtasks
export const DELETE = withApi({}, async ({ actor, params }) => deleteTask(actor, params));
