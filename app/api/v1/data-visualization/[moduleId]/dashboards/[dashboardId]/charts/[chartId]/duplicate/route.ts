import { serve } from "@/lib/server/api/serve";
import { duplicateChart } from "@/modules/data-visualization/contracts";
import * as charts from "@/modules/data-visualization/server/charts";

export const POST = serve(duplicateChart, async ({ actor, params, meta }) =>
  charts.duplicateChart(actor, params, meta.errorLocale),
);
