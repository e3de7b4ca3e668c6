import { serve } from "@/lib/server/api/serve";
import {
  createDatabase as createEndpoint,
  listDatabases as listEndpoint,
} from "@/modules/database-generator/contracts";
import { createDatabase, listDatabases } from "@/modules/database-generator/server/databases";

export const GET = serve(listEndpoint, async ({ actor, params, meta }) => ({
  data: await listDatabases(actor, params.moduleId, meta.errorLocale),
}));

export const POST = serve(createEndpoint, async ({ actor, params, body, meta }) =>
  createDatabase(actor, params.moduleId, body, meta.errorLocale),
);
