import { withApi } from "@/lib/server/api/with-api";
import { deleteReport } from "@/lib/server/reporting/delete-report";
import { getReport } from "@/lib/server/reporting/get-report";
import { updateReport } from "@/lib/server/reporting/update-report";

// GET /api/v1/reports/{reportId} - a saved report
export const GET = withApi({}, async ({ actor, params }) => getReport(actor, params));

// PATCH /api/v1/reports/{reportId} - change a saved report's title, members, projects, period, widgets or sharing
export const PATCH = withApi({ body: true }, async ({ actor, params, body }) =>
  updateReport(actor, { params, body }),
);

// DELETE /api/v1/reports/{reportId} - delete a saved report
export const DELETE = withApi({}, async ({ actor, params }) => deleteReport(actor, params));
