import { serve } from "@/lib/server/api/serve";
import { createDashboard, listDashboards } from "@/modules/data-visualization/contracts";
import * as dashboards from "@/modules/data-visualization/server/dashboards";

export const GET = serve(listDashboards, async ({ actor, params, query, meta }) =>
  dashboards.listDashboards(actor, { moduleId: params.moduleId, query }, meta.errorLocale),
);

export const POST = serve(createDashboard, async ({ actor, params, body, meta }) =>
  dashboards.createDashboard(actor, { moduleId: params.moduleId, body }, meta.errorLocale),
);
