"use client";

import { customQuery, moduleTag } from "@/lib/client/query/spec";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { useQuery } from "@/lib/client/query/use-query";
import { reportsApi, type ReportParams } from "@/modules/time-tracker/client/reports-api";
import type { ReportGroupBy, TimeReport } from "@/modules/time-tracker/shared/report-types";

export interface ReportState {
  report: TimeReport | null;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

/**
 * The report of `params` grouped by `groupBy` (a cached query keyed by both), read again when either
 * changes; the last report stays shown while the next loads.
 */
export function useReport(
  moduleId: string,
  params: ReportParams | null,
  groupBy: ReportGroupBy,
): ReportState {
  const query = useQuery(
    params
      ? customQuery(
          ["time-report", moduleId, params, groupBy],
          (signal) => reportsApi.report(moduleId, params, groupBy, signal),
          [moduleTag(moduleId)],
        )
      : null,
    { keepPrevious: true },
  );
  const error = useErrorText(query.error);
  const { refetch } = query;
  return {
    report: query.data ?? null,
    loading: params === null || query.loading || query.fetching,
    error,
    reload: () => void refetch(),
  };
}
