"use client";

// Typed calls of the time tracker's reports, exports and rates.
import { api } from "@/lib/client/api";
import type * as z from "@/lib/zod";
import type { updateRatesSchema } from "@/modules/time-tracker/schemas/time-tracker-reports";
import type { TimeRates } from "@/modules/time-tracker/shared/rates";
import type { ExportFormat, ReportGroupBy, TimeReport } from "@/modules/time-tracker/shared/report-types";

export type UpdateRatesBody = z.input<typeof updateRatesSchema>;

export interface ReportParams {
  /** Local dates (`YYYY-MM-DD`, both included) in `tz`. */
  from: string;
  to: string;
  tz: string;
  member?: string | null;
}

const base = (moduleId: string) => `/time-tracker/${moduleId}`;

function rangeQuery(params: ReportParams, extra: Record<string, string>): string {
  const query = new URLSearchParams({ from: params.from, to: params.to, tz: params.tz, ...extra });
  if (params.member) query.set("member", params.member);
  return query.toString();
}

export const reportsApi = {
  report: (moduleId: string, params: ReportParams, groupBy: ReportGroupBy, signal?: AbortSignal) =>
    api<TimeReport>(`${base(moduleId)}/report?${rangeQuery(params, { groupBy })}`, { signal }),
  /** The export's address, for a download link (the browser sends the session cookie). */
  exportUrl: (moduleId: string, params: ReportParams, format: ExportFormat) =>
    `/api/v1${base(moduleId)}/report/export?${rangeQuery(params, { format })}`,
  rates: (moduleId: string) => api<TimeRates>(`${base(moduleId)}/rate`),
  saveRates: (moduleId: string, body: UpdateRatesBody) =>
    api<TimeRates>(`${base(moduleId)}/rate`, { method: "PUT", body }),
};
