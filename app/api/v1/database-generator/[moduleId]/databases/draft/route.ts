import { serve } from "@/lib/server/api/serve";
import { draftDatabase as endpoint } from "@/modules/database-generator/contracts/exchange";
import { draftDatabase } from "@/modules/database-generator/server/drafts";

export const POST = serve(endpoint, async ({ actor, params, body, meta }) =>
  draftDatabase(actor, params.moduleId, body, meta.errorLocale),
);
