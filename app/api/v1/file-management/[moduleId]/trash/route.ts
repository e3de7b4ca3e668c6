import { serve } from "@/lib/server/api/serve";
import { emptyTrash as endpoint } from "@/modules/file-management/contracts";
import { emptyTrash } from "@/modules/file-management/server/trash";

export const DELETE = serve(endpoint, async ({ actor, params, meta }) =>
  emptyTrash(actor, params.moduleId, meta.errorLocale),
);
