import { serve } from "@/lib/server/api/serve";
import { listVersions as endpoint } from "@/modules/file-management/contracts";
import { listVersions } from "@/modules/file-management/server/versions";

export const GET = serve(endpoint, async ({ actor, params, meta }) =>
  listVersions(actor, params, meta.errorLocale),
);
