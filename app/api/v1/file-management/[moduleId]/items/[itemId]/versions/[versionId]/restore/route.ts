import { serve } from "@/lib/server/api/serve";
import { restoreVersion as endpoint } from "@/modules/file-management/contracts";
import { restoreVersion } from "@/modules/file-management/server/versions";

export const POST = serve(endpoint, async ({ actor, params, meta }) =>
  restoreVersion(actor, params, meta.errorLocale),
);
