// The reporting API (issue 14), declared once: served by the route files under app/api/v1/reports,
// called by lib/client/reporting/api.ts. The answers' schemas are lib/reporting/types.ts's.
import * as z from "@/lib/zod";
import { defineEndpoint } from "@/lib/contracts/endpoint";
import { reportDataSchema, reportSummarySchema } from "@/lib/reporting/types";
import {
  createReportSchema,
  reportDataQuerySchema,
  reportParamsSchema,
  savedReportParamsSchema,
  updateReportSchema,
} from "@/lib/schemas/reports";

const base = "/api/v1/reports" as const;
const report = `${base}/{reportId}` as const;

export const listReports = defineEndpoint({
  method: "GET",
  path: base,
  auth: "session",
  summary: "The caller's saved reports and the workspace's shared ones, last changed first",
  response: z.object({ data: z.array(reportSummarySchema) }),
});

export const createReport = defineEndpoint({
  method: "POST",
  path: base,
  auth: "session",
  summary: "Save a custom report: title, members, projects, period, widgets and sharing",
  body: createReportSchema,
  response: reportSummarySchema,
  status: 201,
});

export const getReport = defineEndpoint({
  method: "GET",
  path: report,
  auth: "session",
  summary: "A saved report the caller may open",
  params: savedReportParamsSchema,
  response: reportSummarySchema,
});

export const updateReport = defineEndpoint({
  method: "PATCH",
  path: report,
  auth: "session",
  summary: "Change a saved report's title, members, projects, period, widgets or sharing",
  params: savedReportParamsSchema,
  body: updateReportSchema,
  response: reportSummarySchema,
});

export const deleteReport = defineEndpoint({
  method: "DELETE",
  path: report,
  auth: "session",
  summary: "Delete a saved report (its owner, or a workspace owner or admin for a shared one)",
  params: savedReportParamsSchema,
  response: z.object({ deleted: z.literal(true) }),
});

export const reportData = defineEndpoint({
  method: "GET",
  path: `${report}/data`,
  auth: "session",
  summary:
    "The figures of my-impact, my-organization or a saved report (from, to, zone, memberIds, projectIds, widgets; a list as a comma list or a repeated parameter)",
  params: reportParamsSchema,
  query: reportDataQuerySchema,
  response: reportDataSchema,
});
