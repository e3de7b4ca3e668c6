"use client";

// Typed calls of the reporting API (/api/v1/reports): saved custom reports and every report's data.
import type * as z from "@/lib/zod";
import { api } from "@/lib/client/api";
import type { ReportData, ReportPeriod, ReportSummary } from "@/lib/reporting/types";
import type { createReportSchema, updateReportSchema } from "@/lib/schemas/reports";

/** The add-report dialog's body (POST /reports). */
export type CreateReportBody = z.input<typeof createReportSchema>;
/** An edit's body (PATCH /reports/{id}): only the fields sent change. */
export type UpdateReportBody = z.input<typeof updateReportSchema>;

export interface ReportDataParams {
  /** Both or neither: without them, a saved report's period or the last 90 days. */
  period: ReportPeriod | null;
  /** The viewer's IANA zone, in which days and weeks are read. */
  zone: string;
  memberIds?: readonly string[];
  projectIds?: readonly string[];
}

function dataQuery(params: ReportDataParams): string {
  const query = new URLSearchParams({ zone: params.zone });
  if (params.period) {
    query.set("from", params.period.from);
    query.set("to", params.period.to);
  }
  if (params.memberIds?.length) query.set("memberIds", params.memberIds.join(","));
  if (params.projectIds?.length) query.set("projectIds", params.projectIds.join(","));
  return query.toString();
}

const one = (reportId: string) => `/reports/${encodeURIComponent(reportId)}`;

export const reportApi = {
  /** The caller's saved reports and those shared with the workspace. */
  list: async (signal?: AbortSignal) => (await api<{ data: ReportSummary[] }>("/reports", { signal })).data,
  get: (reportId: string, signal?: AbortSignal) => api<ReportSummary>(one(reportId), { signal }),
  create: (body: CreateReportBody) => api<ReportSummary>("/reports", { body }),
  update: (reportId: string, body: UpdateReportBody) =>
    api<ReportSummary>(one(reportId), { method: "PATCH", body }),
  remove: (reportId: string) => api<unknown>(one(reportId), { method: "DELETE" }),
  /** The figures of `my-impact`, `my-organization` or a saved report's id. */
  data: (reportId: string, params: ReportDataParams, signal?: AbortSignal) =>
    api<ReportData>(`${one(reportId)}/data?${dataQuery(params)}`, { signal }),
};
