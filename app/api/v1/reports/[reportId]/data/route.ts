import type { NextRequest } from "next/server";
import { serve } from "@/lib/server/api/serve";
import { reportData as reportDataEndpoint } from "@/lib/contracts/reports";
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

// The contract reads a repeated parameter's last value; the service is given every value (a list
// may be sent as `memberIds=a&memberIds=b`) and validates them all.
export const GET = serve(reportDataEndpoint, async ({ actor, params, req }) =>
  reportData(actor, params.reportId, queryOf(req)),
);
