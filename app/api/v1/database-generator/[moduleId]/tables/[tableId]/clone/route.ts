import { serve } from "@/lib/server/api/serve";
import { cloneTable as cloneEndpoint } from "@/modules/database-generator/contracts";
import { cloneTable } from "@/modules/database-generator/server/tables";

export const POST = serve(cloneEndpoint, async ({ actor, params, body, meta }) =>
  cloneTable(actor, params, body, meta.errorLocale),
);
