import { withApi } from "@/lib/server/api/with-api";
import { getReport } from "@/modules/time-tracker/server/report";

// GET /api/v1/time-tracker/{id}/report - totals of a date range by day, week, member, task, tag or billable (from, to, tz, groupBy, member)
export const GET = withApi({}, async ({ actor, params, req, meta }) =>
  getReport(
    actor,
    { moduleId: params.moduleId, query: Object.fromEntries(req.nextUrl.searchParams) },
    meta.errorLocale,
  ),
);
