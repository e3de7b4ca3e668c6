import type { NextRequest } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { reportData } from "@/lib/server/reporting/report-data";

/** The query string as an object; a parameter given several times keeps every value. */
function queryOf(req: NextRequest): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(req.nextUrl.searchParams.keys())) {
    const values = req.nextUrl.searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  return query;
}

// GET /api/v1/reports/{reportId}/data - the figures of my-impact, my-organization or a saved report (from, to, zone, memberIds, projectIds, widgets)
export const GET = withApi({}, async ({ actor, params, req }) =>
  reportData(actor, params.reportId, queryOf(req)),
);
