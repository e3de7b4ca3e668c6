import { serve } from "@/lib/server/api/serve";
import { recordHistory as endpoint } from "@/modules/database-generator/contracts";
import { recordHistory } from "@/modules/database-generator/server/history";

export const GET = serve(endpoint, async ({ actor, params, query, meta }) =>
  recordHistory(actor, params, query, meta.errorLocale),
);
