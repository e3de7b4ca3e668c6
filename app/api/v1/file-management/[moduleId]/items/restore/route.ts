import { serve } from "@/lib/server/api/serve";
import { restoreItems as endpoint } from "@/modules/file-management/contracts";
import { restoreItems } from "@/modules/file-management/server/trash";

export const POST = serve(endpoint, async ({ actor, params, body, meta }) =>
  restoreItems(actor, params.moduleId, body, meta.errorLocale),
);
