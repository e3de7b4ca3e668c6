import { serve } from "@/lib/server/api/serve";
import { createColumn as createEndpoint } from "@/modules/database-generator/contracts";
import { createColumn } from "@/modules/database-generator/server/columns";

export const POST = serve(createEndpoint, async ({ actor, params, body, meta }) =>
  createColumn(actor, params, body, meta.errorLocale),
);
