import { serve } from "@/lib/server/api/serve";
import { createUpload as endpoint } from "@/modules/file-management/contracts";
import { createUpload } from "@/modules/file-management/server/uploads";

export const POST = serve(endpoint, async ({ req, actor, params, meta }) =>
  createUpload(actor, params.moduleId, req, meta.errorLocale),
);
