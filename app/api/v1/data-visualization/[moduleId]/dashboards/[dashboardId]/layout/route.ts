import { serve } from "@/lib/server/api/serve";
import { saveLayout } from "@/modules/data-visualization/contracts";
import * as charts from "@/modules/data-visualization/server/charts";

export const PUT = serve(saveLayout, async ({ actor, params, body, meta }) =>
  charts.saveLayout(actor, { params, body }, meta.errorLocale),
);
