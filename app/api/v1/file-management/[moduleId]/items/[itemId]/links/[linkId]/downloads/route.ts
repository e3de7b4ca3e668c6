import { serve } from "@/lib/server/api/serve";
import { linkLog as endpoint } from "@/modules/file-management/contracts/links";
import { linkLog } from "@/modules/file-management/server/links";

export const GET = serve(endpoint, async ({ actor, params, query, meta }) =>
  linkLog(actor, params, query, meta.errorLocale),
);
