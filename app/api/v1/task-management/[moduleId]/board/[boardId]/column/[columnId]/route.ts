import { serve } from "@/lib/server/api/serve";
import {
  deleteColumn as deleteColumnEndpoint,
  updateColumn as updateColumnEndpoint,
} from "@/modules/task-management/contracts";
import { deleteColumn } from "@/modules/task-management/server/columns/delete-column";
import { updateColumn } from "@/modules/task-management/server/columns/update-column";

export const PATCH = serve(updateColumnEndpoint, async ({ actor, params, body }) =>
  updateColumn(actor, { ...params, body }),
);

export const DELETE = serve(deleteColumnEndpoint, async ({ actor, params }) => deleteColumn(actor, params));
