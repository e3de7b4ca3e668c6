import { serve } from "@/lib/server/api/serve";
import * as endpoints from "@/modules/content-hub/contracts";
import { getContentHub } from "@/modules/content-hub/server/scope";

export const GET = serve(endpoints.getHub, async ({ actor, params, meta }) =>
  getContentHub(actor, params.moduleId, meta.errorLocale),
);
