import { serve } from "@/lib/server/api/serve";
import { getInsights } from "@/modules/form-builder/contracts";
import { formInsights } from "@/modules/form-builder/server/analytics/form-insights";

export const GET = serve(getInsights, async ({ actor, params, meta }) =>
  formInsights(actor, { moduleId: params.moduleId }, meta.errorLocale),
);
