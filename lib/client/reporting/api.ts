"use client";

// Typed calls of the reporting API (lib/contracts/reports.ts): saved custom reports and every
// report's data.
import type * as z from "@/lib/zod";
import { call } from "@/lib/client/api";
import { endpointQuery } from "@/lib/client/query/spec";
import type * as endpoints from "@/lib/contracts/reports";
import { reportDataQuery, type ReportDataParams } from "@/lib/reporting/periods";
import type { createReportSchema, updateReportSchema } from "@/lib/schemas/reports";

export type { ReportDataParams } from "@/lib/reporting/periods";

/** The add-report dialog's body (POST /reports). */
export type CreateReportBody = z.input<typeof createReportSchema>;
/** An edit's body (PATCH /reports/{id}): only the fields sent change. */
export type UpdateReportBody = z.input<typeof updateReportSchema>;

const one = (reportId: string) => ({ reportId });

/** The reads of the reporting pages, cached (lib/client/query). */
export const reportQueries = {
  /** The caller's saved reports and those shared with the workspace. */
  list: () => endpointQuery<typeof endpoints.listReports>("GET /api/v1/reports", {}),
  get: (reportId: string) =>
    endpointQuery<typeof endpoints.getReport>("GET /api/v1/reports/{reportId}", { params: one(reportId) }),
  /** The figures of `my-impact`, `my-organization` or a saved report's id. */
  data: (reportId: string, params: ReportDataParams) =>
    endpointQuery<typeof endpoints.reportData>("GET /api/v1/reports/{reportId}/data", {
      params: one(reportId),
      query: reportDataQuery(params),
    }),
};

export const reportApi = {
  create: (body: CreateReportBody) => call<typeof endpoints.createReport>("POST /api/v1/reports", { body }),
  update: (reportId: string, body: UpdateReportBody) =>
    call<typeof endpoints.updateReport>("PATCH /api/v1/reports/{reportId}", { params: one(reportId), body }),
  remove: (reportId: string) =>
    call<typeof endpoints.deleteReport>("DELETE /api/v1/reports/{reportId}", { params: one(reportId) }),
};
