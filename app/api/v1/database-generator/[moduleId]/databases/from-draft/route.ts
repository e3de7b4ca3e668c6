import { serve } from "@/lib/server/api/serve";
import { createFromDraft as endpoint } from "@/modules/database-generator/contracts/exchange";
import { createFromDraft } from "@/modules/database-generator/server/drafts";

export const POST = serve(endpoint, async ({ actor, params, body, meta }) =>
  createFromDraft(actor, params.moduleId, body, meta.errorLocale),
);
