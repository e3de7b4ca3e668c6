import { serve } from "@/lib/server/api/serve";
import { createFolder as endpoint } from "@/modules/file-management/contracts";
import { createFolder } from "@/modules/file-management/server/folders";

export const POST = serve(endpoint, async ({ actor, params, body, meta }) =>
  createFolder(actor, params.moduleId, body, meta.errorLocale),
);
