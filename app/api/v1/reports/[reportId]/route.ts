import { serve } from "@/lib/server/api/serve";
import {
  deleteReport as deleteReportEndpoint,
  getReport as getReportEndpoint,
  updateReport as updateReportEndpoint,
} from "@/lib/contracts/reports";
import { deleteReport } from "@/lib/server/reporting/delete-report";
import { getReport } from "@/lib/server/reporting/get-report";
import { updateReport } from "@/lib/server/reporting/update-report";

export const GET = serve(getReportEndpoint, async ({ actor, params }) => getReport(actor, params));

export const PATCH = serve(updateReportEndpoint, async ({ actor, params, body }) =>
  updateReport(actor, { params, body }),
);

export const DELETE = serve(deleteReportEndpoint, async ({ actor, params }) => deleteReport(actor, params));
