import { withApi } from "@/lib/server/api/with-api";
import { deleteColumn } from "@/modules/task-management/server/columns/delete-column";
import { updateColumn } from "@/modules/task-management/server/columns/update-column";

// PATCH /api/v1/task-management/{id}/board/{boardId}/column/{columnId} - rename, recolour or move a column
export const PATCH = withApi({ body: true }, async ({ actor, params, body }) =>
  updateColumn(actor, { ...params, body }),
);

// DELETE /api/v1/task-management/{id}/board/{boardId}/column/{columnId} - delete; its tasks go to the first column
export const DELETE = withApi({}, async ({ actor, params }) => deleteColumn(actor, params));
