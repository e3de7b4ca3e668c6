import { serve } from "@/lib/server/api/serve";
import { getQuota as endpoint } from "@/modules/file-management/contracts";
import { getQuota } from "@/modules/file-management/server/quota";

export const GET = serve(endpoint, async ({ actor, params, meta }) =>
  getQuota(actor, params.moduleId, meta.errorLocale),
);
