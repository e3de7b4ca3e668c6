import { serve } from "@/lib/server/api/serve";
import {
  deleteTable as deleteEndpoint,
  getTable as getEndpoint,
  updateTable as updateEndpoint,
} from "@/modules/database-generator/contracts";
import { deleteTable, getTable, updateTable } from "@/modules/database-generator/server/tables";

export const GET = serve(getEndpoint, async ({ actor, params, meta }) =>
  getTable(actor, params, meta.errorLocale),
);

export const PATCH = serve(updateEndpoint, async ({ actor, params, body, meta }) =>
  updateTable(actor, params, body, meta.errorLocale),
);

export const DELETE = serve(deleteEndpoint, async ({ actor, params, meta }) =>
  deleteTable(actor, params, meta.errorLocale),
);
