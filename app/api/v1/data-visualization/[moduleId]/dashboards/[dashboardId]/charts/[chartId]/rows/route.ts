import { serve } from "@/lib/server/api/serve";
import { drillChart } from "@/modules/data-visualization/contracts";
import * as data from "@/modules/data-visualization/server/data";

export const GET = serve(drillChart, async ({ actor, params, query, meta }) =>
  data.drillChart(actor, { params, query }, meta.errorLocale),
);
