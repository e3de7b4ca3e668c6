import { serve } from "@/lib/server/api/serve";
import { getDashboardData } from "@/modules/data-visualization/contracts";
import { dashboardData } from "@/modules/data-visualization/server/data";

export const GET = serve(getDashboardData, async ({ actor, params, query, meta }) =>
  dashboardData(actor, { params, query }, meta.errorLocale),
);
