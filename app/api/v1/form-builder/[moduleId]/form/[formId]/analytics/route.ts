import { serve } from "@/lib/server/api/serve";
import { getAnalytics } from "@/modules/form-builder/contracts";
import { formAnalytics } from "@/modules/form-builder/server/analytics/form-analytics";

export const GET = serve(getAnalytics, async ({ actor, params, meta }) =>
  formAnalytics(actor, { params }, meta.errorLocale),
);
