import { serve } from "@/lib/server/api/serve";
import { deleteDashboard, getDashboard, updateDashboard } from "@/modules/data-visualization/contracts";
import * as dashboards from "@/modules/data-visualization/server/dashboards";

export const GET = serve(getDashboard, async ({ actor, params, meta }) =>
  dashboards.getDashboard(actor, params, meta.errorLocale),
);

export const PATCH = serve(updateDashboard, async ({ actor, params, body, meta }) =>
  dashboards.updateDashboard(actor, { params, body }, meta.errorLocale),
);

export const DELETE = serve(deleteDashboard, async ({ actor, params, meta }) =>
  dashboards.deleteDashboard(actor, params, meta.errorLocale),
);
