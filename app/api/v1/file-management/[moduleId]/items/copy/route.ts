import { serve } from "@/lib/server/api/serve";
import { copyItems as endpoint } from "@/modules/file-management/contracts";
import { copyItems } from "@/modules/file-management/server/copy-items";

export const POST = serve(endpoint, async ({ actor, params, body, meta }) =>
  copyItems(actor, params.moduleId, body, meta.errorLocale),
);
