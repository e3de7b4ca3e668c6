import { serve } from "@/lib/server/api/serve";
import { ensureFolderPaths as endpoint } from "@/modules/file-management/contracts";
import { ensureFolderPaths } from "@/modules/file-management/server/folders";

export const POST = serve(endpoint, async ({ actor, params, body, meta }) =>
  ensureFolderPaths(actor, params.moduleId, body, meta.errorLocale),
);
