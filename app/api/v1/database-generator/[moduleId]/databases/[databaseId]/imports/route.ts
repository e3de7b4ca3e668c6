import { serve } from "@/lib/server/api/serve";
import { importTable as endpoint } from "@/modules/database-generator/contracts/exchange";
import { importTable } from "@/modules/database-generator/server/import";

// The file is the request's body, read as it streams (capped by lib/server/http/body-limits.ts).
export const POST = serve(endpoint, async ({ req, actor, params, query, meta }) =>
  importTable(actor, params, query, req.body, meta.errorLocale),
);
