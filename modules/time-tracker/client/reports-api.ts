"use client";

// Typed calls of the time tracker's reports, exports and rates.
import { call, hrefOf } from "@/lib/client/api";
import { endpointQuery } from "@/lib/client/query/spec";
import type * as z from "@/lib/zod";
import type * as contracts from "@/modules/time-tracker/contracts";
import type { updateRatesSchema } from "@/modules/time-tracker/schemas/time-tracker-reports";
import type { ExportFormat, ReportGroupBy } from "@/modules/time-tracker/shared/report-types";

export type UpdateRatesBody = z.input<typeof updateRatesSchema>;

/** The module's rates, a cached query (lib/client/query). */
export const ratesQuery = (moduleId: string) =>
  endpointQuery<typeof contracts.getRates>("GET /api/v1/time-tracker/{moduleId}/rate", {
    params: { moduleId },
  });

export interface ReportParams {
  /** Local dates (`YYYY-MM-DD`, both included) in `tz`. */
  from: string;
  to: string;
  tz: string;
  member?: string | null;
}

const range = (params: ReportParams) => ({
  from: params.from,
  to: params.to,
  tz: params.tz,
  member: params.member ?? undefined,
});

export const reportsApi = {
  report: (moduleId: string, params: ReportParams, groupBy: ReportGroupBy, signal?: AbortSignal) =>
    call<typeof contracts.getReport>(
      "GET /api/v1/time-tracker/{moduleId}/report",
      { params: { moduleId }, query: { ...range(params), groupBy } },
      { signal },
    ),
  /** The export's address, for a download link (the browser sends the session cookie). */
  exportUrl: (moduleId: string, params: ReportParams, format: ExportFormat) =>
    hrefOf<typeof contracts.exportReport>("GET /api/v1/time-tracker/{moduleId}/report/export", {
      params: { moduleId },
      query: { ...range(params), format },
    }),
  rates: (moduleId: string) =>
    call<typeof contracts.getRates>("GET /api/v1/time-tracker/{moduleId}/rate", { params: { moduleId } }),
  saveRates: (moduleId: string, body: UpdateRatesBody) =>
    call<typeof contracts.updateRates>("PUT /api/v1/time-tracker/{moduleId}/rate", {
      params: { moduleId },
      body,
    }),
};
