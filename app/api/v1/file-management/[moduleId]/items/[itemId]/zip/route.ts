import { downloadResponse } from "@/lib/server/api/download";
import { serve } from "@/lib/server/api/serve";
import { zipFolder as endpoint } from "@/modules/file-management/contracts";
import { zipFolder } from "@/modules/file-management/server/content";

export const GET = serve(endpoint, async ({ actor, params, meta }) =>
  downloadResponse(await zipFolder(actor, params, meta.errorLocale)),
);
