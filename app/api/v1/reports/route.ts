import { serve } from "@/lib/server/api/serve";
import {
  createReport as createReportEndpoint,
  listReports as listReportsEndpoint,
} from "@/lib/contracts/reports";
import { createReport } from "@/lib/server/reporting/create-report";
import { listReports } from "@/lib/server/reporting/list-reports";

export const GET = serve(listReportsEndpoint, async ({ actor }) => listReports(actor));

export const POST = serve(createReportEndpoint, async ({ actor, body }) => createReport(actor, body));
