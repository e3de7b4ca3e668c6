import { serve } from "@/lib/server/api/serve";
import { createChart } from "@/modules/data-visualization/contracts";
import * as charts from "@/modules/data-visualization/server/charts";

export const POST = serve(createChart, async ({ actor, params, body, meta }) =>
  charts.createChart(actor, { params, body }, meta.errorLocale),
);
