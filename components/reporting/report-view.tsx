"use client";

import { Box, Group, SimpleGrid, Skeleton, Stack } from "@mantine/core";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useMemo, type ReactNode } from "react";
import { LoadError } from "@/components/ui/load-error";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { useQuery } from "@/lib/client/query/use-query";
import { SERVER_FRESH_MS, useServerSeed } from "@/lib/client/query/use-server-seed";
import { useHydrated } from "@/lib/client/use-hydrated";
import { reportQueries } from "@/lib/client/reporting/api";
import {
  DEFAULT_PERIOD_PRESET,
  parseReportSearch,
  presetPeriod,
  reportHref,
  type ReportSearch,
} from "@/lib/reporting/periods";
import type { ReportFirstView, ReportPeriod } from "@/lib/reporting/types";
import { PeriodPicker } from "./period-picker";
import { ReportFilters } from "./report-filters";
import { ReportHeader } from "./report-header";
import { builtInKey, expectedWidgets, isBuiltInReport, orderedWidgets } from "./report-meta";
import { ReportNotFound } from "./report-not-found";
import { ReportViewContext } from "./report-view-context";
import { useReporting } from "./reporting-context";
import { useReportFormat } from "./use-report-format";
import { WidgetCard } from "./widget-card";

const NO_SEARCH: ReportSearch = { period: null, memberIds: [], projectIds: [] };

/**
 * /reporting/{reportId}: a report's widgets for a period (in the URL, else the saved report's or
 * the last 90 days), in the viewer's zone; My organization also filters by members and projects. The
 * previous figures stay, dimmed, while the next period loads. `children`: its dialog routes.
 * `initial`: a saved report's settings and the figures of the page's own period as the server read
 * them with the page, shown at once while the view shows that period.
 */
export function ReportView({
  reportId,
  initial = null,
  children,
}: {
  reportId: string;
  initial?: ReportFirstView | null;
  children?: ReactNode;
}) {
  const t = useTranslations("reporting");
  const searchParams = useSearchParams();
  const { zone, today } = useReporting();
  const format = useReportFormat();
  // The figures show from the server's HTML: end-to-end tests wait for this before clicking.
  const hydrated = useHydrated();
  const builtIn = isBuiltInReport(reportId);
  const query = searchParams.toString();
  const search = useMemo(() => parseReportSearch(new URLSearchParams(query)) ?? NO_SEARCH, [query]);

  const seed = useServerSeed(initial);
  const summarySeed = seed?.summary ?? undefined;
  const saved = useQuery(builtIn ? null : reportQueries.get(reportId), {
    initialData: summarySeed,
    staleTime: summarySeed ? SERVER_FRESH_MS : 0,
  });
  const savedError = useErrorText(saved.error);
  const filters = reportId === "my-organization";
  const requested: ReportPeriod | null =
    search.period ?? (builtIn && today ? presetPeriod(DEFAULT_PERIOD_PRESET, today) : null);
  const ready = zone !== null && (!builtIn || requested !== null);
  const spec = ready
    ? reportQueries.data(reportId, {
        period: requested,
        zone: zone ?? "UTC",
        memberIds: filters ? search.memberIds : [],
        projectIds: filters ? search.projectIds : [],
      })
    : null;
  // The server's figures serve the view only while it asks for exactly what they were read for.
  const first = seed?.figures;
  const figuresSeed =
    first && spec?.key === reportQueries.data(reportId, { period: first.period, zone: first.zone }).key
      ? first.data
      : undefined;
  const data = useQuery(spec, {
    keepPrevious: true,
    initialData: figuresSeed,
    staleTime: figuresSeed ? SERVER_FRESH_MS : 0,
  });
  const dataError = useErrorText(data.error);
  const dataLoading = data.loading || data.fetching;

  const href = reportHref(reportId, search);
  const { refetch: reloadSummary } = saved;
  const { refetch: reloadData } = data;
  const reload = useCallback(() => {
    void reloadSummary();
    void reloadData();
  }, [reloadSummary, reloadData]);
  const savedLoading = saved.loading || saved.fetching;
  const summary = useMemo(
    () => ({ value: saved.data ?? null, loading: savedLoading, error: savedError, reload: reloadSummary }),
    [saved.data, savedLoading, savedError, reloadSummary],
  );
  const context = useMemo(
    () => ({ reportId, summary: builtIn ? null : summary, reload, href }),
    [reportId, builtIn, summary, reload, href],
  );

  // The browser's history API: Next's router follows it (useSearchParams) without a server round
  // trip, and the values written here are valid by construction.
  const go = (next: Partial<ReportSearch>) =>
    window.history.replaceState(null, "", reportHref(reportId, { ...search, ...next }));

  if (!builtIn && saved.error?.status === 404) return <ReportNotFound />;

  const figures = data.data ?? null;
  const report = saved.data;
  const period = search.period ?? figures?.scope.period ?? report?.period ?? requested;
  const widgets = orderedWidgets(figures?.widgets ?? report?.widgets ?? expectedWidgets(reportId));
  const reportName = builtIn ? t(`builtIn.${builtInKey(reportId)}.title`) : (report?.title ?? "report");
  const failed = dataError !== null;

  return (
    <ReportViewContext value={context}>
      <Stack
        gap="lg"
        data-testid="report-view"
        data-report-id={reportId}
        data-ready={hydrated ? "true" : undefined}
      >
        <ReportHeader reportId={reportId} summary={summary} format={format} />
        <Group gap="md" align="flex-end" wrap="wrap">
          <PeriodPicker
            period={period}
            today={today}
            format={format}
            onChange={(next) => go({ period: next })}
          />
          {filters && (
            <ReportFilters
              memberIds={search.memberIds}
              projectIds={search.projectIds}
              onChange={(next) => go(next)}
            />
          )}
        </Group>
        {failed ? (
          <LoadError
            error={dataError}
            title={t("view.loadFailed")}
            retryLabel={t("view.retry")}
            onRetry={() => void data.refetch()}
          />
        ) : (
          <Box
            aria-busy={dataLoading}
            opacity={dataLoading && figures ? 0.6 : 1}
            data-loading={dataLoading ? "true" : undefined}
          >
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="report-widgets">
              {widgets.map((widget) => (
                <WidgetCard
                  key={widget}
                  widget={widget}
                  data={figures}
                  reportName={reportName}
                  format={format}
                />
              ))}
              {widgets.length === 0 &&
                figures === null &&
                [0, 1].map((index) => <Skeleton key={index} h={280} radius="md" aria-hidden />)}
            </SimpleGrid>
          </Box>
        )}
      </Stack>
      {children}
    </ReportViewContext>
  );
}
