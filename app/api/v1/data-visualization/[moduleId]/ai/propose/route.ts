import { serve } from "@/lib/server/api/serve";
import { proposeCharts } from "@/modules/data-visualization/contracts";
import * as ai from "@/modules/data-visualization/server/ai/propose";

export const POST = serve(proposeCharts, async ({ actor, params, body, meta }) =>
  ai.proposeCharts(actor, { moduleId: params.moduleId, body }, meta.errorLocale),
);
