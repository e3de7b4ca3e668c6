import { serve } from "@/lib/server/api/serve";
import { getReport as getReportEndpoint } from "@/modules/time-tracker/contracts";
import { getReport } from "@/modules/time-tracker/server/report";

export const GET = serve(getReportEndpoint, async ({ actor, params, req, meta }) =>
  getReport(
    actor,
    { moduleId: params.moduleId, query: Object.fromEntries(req.nextUrl.searchParams) },
    meta.errorLocale,
  ),
);
