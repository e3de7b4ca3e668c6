import { serve } from "@/lib/server/api/serve";
import {
  deleteColumn as deleteEndpoint,
  updateColumn as updateEndpoint,
} from "@/modules/database-generator/contracts";
import { deleteColumn, updateColumn } from "@/modules/database-generator/server/columns";

export const PATCH = serve(updateEndpoint, async ({ actor, params, body, meta }) =>
  updateColumn(actor, params, body, meta.errorLocale),
);

export const DELETE = serve(deleteEndpoint, async ({ actor, params, meta }) =>
  deleteColumn(actor, params, meta.errorLocale),
);
