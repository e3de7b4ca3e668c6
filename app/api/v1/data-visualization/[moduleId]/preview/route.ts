import { serve } from "@/lib/server/api/serve";
import { previewChart } from "@/modules/data-visualization/contracts";
import * as data from "@/modules/data-visualization/server/data";

export const POST = serve(previewChart, async ({ actor, params, body, meta }) =>
  data.previewChart(actor, { moduleId: params.moduleId, body }, meta.errorLocale),
);
