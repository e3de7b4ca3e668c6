import { downloadResponse } from "@/lib/server/api/download";
import { serve } from "@/lib/server/api/serve";
import { exportReport as exportReportEndpoint } from "@/modules/time-tracker/contracts";
import { exportReport } from "@/modules/time-tracker/server/report-export";

export const GET = serve(exportReportEndpoint, async ({ actor, params, req, meta }) =>
  downloadResponse(
    await exportReport(
      actor,
      { moduleId: params.moduleId, query: Object.fromEntries(req.nextUrl.searchParams) },
      meta.errorLocale,
    ),
  ),
);
