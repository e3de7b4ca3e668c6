import { serve } from "@/lib/server/api/serve";
import { listModuleFiles as endpoint } from "@/modules/file-management/contracts";
import { listModuleFiles } from "@/modules/file-management/server/module-files";

export const GET = serve(endpoint, async ({ actor, params, query, meta }) =>
  listModuleFiles(actor, params.moduleId, query, meta.errorLocale),
);
