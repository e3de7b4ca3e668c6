import { serve } from "@/lib/server/api/serve";
import { deleteItems as endpoint } from "@/modules/file-management/contracts";
import { deleteItems } from "@/modules/file-management/server/trash";

export const POST = serve(endpoint, async ({ actor, params, body, meta }) =>
  deleteItems(actor, params.moduleId, body, meta.errorLocale),
);
