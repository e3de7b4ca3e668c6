import { serve } from "@/lib/server/api/serve";
import { openSharedDashboard } from "@/modules/data-visualization/contracts/shares";
import { openShare } from "@/modules/data-visualization/server/public-dashboard";

export const GET = serve(openSharedDashboard, async ({ req, params, query, meta }) =>
  openShare(params.token, {
    cookies: (name) => req.cookies.get(name)?.value,
    zone: query.zone,
    ip: meta.ip,
    locale: meta.errorLocale,
  }),
);
