"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { reportsApi, type ReportParams } from "@/modules/time-tracker/client/reports-api";
import type { ReportGroupBy, TimeReport } from "@/modules/time-tracker/shared/report-types";

export interface ReportState {
  report: TimeReport | null;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

/**
 * The report of `params` (keep it memoised) grouped by `groupBy`, reloaded when either changes; an
 * answer to an older request is dropped.
 */
export function useReport(
  moduleId: string,
  params: ReportParams | null,
  groupBy: ReportGroupBy,
): ReportState {
  const t = useTranslations("errors");
  const [report, setReport] = useState<TimeReport | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!params) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      setError(null);
      reportsApi.report(moduleId, params, groupBy, controller.signal).then(
        (answer) => {
          setReport(answer);
          setLoading(false);
        },
        (caught: unknown) => {
          if (controller.signal.aborted) return;
          setError(errorMessage(caught, t("networkError")));
          setLoading(false);
        },
      );
    }, 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [moduleId, params, groupBy, attempt, t]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { report, loading, error, reload };
}
