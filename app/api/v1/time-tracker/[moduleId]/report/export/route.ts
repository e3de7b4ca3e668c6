import { downloadResponse } from "@/lib/server/api/download";
import { withApi } from "@/lib/server/api/with-api";
import { exportReport } from "@/modules/time-tracker/server/report-export";

// GET /api/v1/time-tracker/{id}/report/export - the range's entries as a CSV or XLSX download (format, from, to, tz, member)
export const GET = withApi({}, async ({ actor, params, req, meta }) =>
  downloadResponse(
    await exportReport(
      actor,
      { moduleId: params.moduleId, query: Object.fromEntries(req.nextUrl.searchParams) },
      meta.errorLocale,
    ),
  ),
);
