import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { createReport } from "@/lib/server/reporting/create-report";
import { listReports } from "@/lib/server/reporting/list-reports";

// GET /api/v1/reports - the caller's saved reports and the workspace's shared ones
export const GET = withApi({}, async ({ actor }) => listReports(actor));

// POST /api/v1/reports - a custom report {title, memberIds, projectIds, period {from, to}, widgets, shared}
export const POST = withApi({ body: true }, async ({ actor, body }) =>
  NextResponse.json(await createReport(actor, body), { status: 201 }),
);
