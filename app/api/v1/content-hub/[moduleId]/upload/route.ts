import { serve } from "@/lib/server/api/serve";
import * as endpoints from "@/modules/content-hub/contracts";
import { uploadContentFile } from "@/modules/content-hub/server/uploads";

// The multipart body is read by the service, after the module gate (403 before the body is read).
export const POST = serve(endpoints.upload, async ({ actor, params, query, req, meta }) =>
  uploadContentFile(actor, { moduleId: params.moduleId, query, req }, meta.errorLocale),
);
