import { serve } from "@/lib/server/api/serve";
import { moveItems as endpoint } from "@/modules/file-management/contracts";
import { moveItems } from "@/modules/file-management/server/change-items";

export const POST = serve(endpoint, async ({ actor, params, body, meta }) =>
  moveItems(actor, params.moduleId, body, meta.errorLocale),
);
