import { serve } from "@/lib/server/api/serve";
import {
  deleteDatabase as deleteEndpoint,
  getDatabase as getEndpoint,
  updateDatabase as updateEndpoint,
} from "@/modules/database-generator/contracts";
import { deleteDatabase, getDatabase, updateDatabase } from "@/modules/database-generator/server/databases";

export const GET = serve(getEndpoint, async ({ actor, params, meta }) =>
  getDatabase(actor, params, meta.errorLocale),
);

export const PATCH = serve(updateEndpoint, async ({ actor, params, body, meta }) =>
  updateDatabase(actor, params, body, meta.errorLocale),
);

export const DELETE = serve(deleteEndpoint, async ({ actor, params, meta }) =>
  deleteDatabase(actor, params, meta.errorLocale),
);
