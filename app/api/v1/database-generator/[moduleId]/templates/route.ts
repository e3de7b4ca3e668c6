import { serve } from "@/lib/server/api/serve";
import { listTemplates as endpoint } from "@/modules/database-generator/contracts/exchange";
import { listTemplates } from "@/modules/database-generator/server/drafts";

export const GET = serve(endpoint, async ({ actor, params, meta }) =>
  listTemplates(actor, params.moduleId, meta.errorLocale),
);
