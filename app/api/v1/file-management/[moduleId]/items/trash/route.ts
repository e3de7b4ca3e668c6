import { serve } from "@/lib/server/api/serve";
import { trashItems as endpoint } from "@/modules/file-management/contracts";
import { trashItems } from "@/modules/file-management/server/trash";

export const POST = serve(endpoint, async ({ actor, params, body, meta }) =>
  trashItems(actor, params.moduleId, body, meta.errorLocale),
);
