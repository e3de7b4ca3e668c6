import { serve } from "@/lib/server/api/serve";
import { createTable as createEndpoint } from "@/modules/database-generator/contracts";
import { createTable } from "@/modules/database-generator/server/tables";

export const POST = serve(createEndpoint, async ({ actor, params, body, meta }) =>
  createTable(actor, params, body, meta.errorLocale),
);
