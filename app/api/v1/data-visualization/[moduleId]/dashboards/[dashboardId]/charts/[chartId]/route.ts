import { serve } from "@/lib/server/api/serve";
import { deleteChart, updateChart } from "@/modules/data-visualization/contracts";
import * as charts from "@/modules/data-visualization/server/charts";

export const PATCH = serve(updateChart, async ({ actor, params, body, meta }) =>
  charts.updateChart(actor, { params, body }, meta.errorLocale),
);

export const DELETE = serve(deleteChart, async ({ actor, params, meta }) =>
  charts.deleteChart(actor, params, meta.errorLocale),
);
