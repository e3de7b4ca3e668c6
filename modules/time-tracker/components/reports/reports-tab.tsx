"use client";

import { Button, Center, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { IconChartBar, IconCoin, IconFileSpreadsheet, IconFileTypeCsv } from "@tabler/icons-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useCallback, useMemo, useState } from "react";
import { LoadError } from "@/components/ui/load-error";
import { moduleMembersApi } from "@/lib/client/modules/members-api";
import { useQuery } from "@/lib/client/query/use-query";
import { useNow } from "@/modules/time-tracker/client/clock";
import { reportsApi, type ReportParams } from "@/modules/time-tracker/client/reports-api";
import { localDay } from "@/modules/time-tracker/shared/grouping";
import {
  daysInRange,
  presetRange,
  type DateRange,
  type ReportPreset,
} from "@/modules/time-tracker/shared/report-range";
import { REPORT_MAX_DAYS, type ReportGroupBy } from "@/modules/time-tracker/shared/report-types";
import { useTimeTracker } from "../time-tracker-context";
import type { RatePerson } from "./rates-dialog";
import { ReportControls } from "./report-controls";
import { ReportSummary } from "./report-summary";
import { ReportTable } from "./report-table";
import { useReport } from "./use-report";
import { useReportFormat } from "./use-report-format";

// recharts and the rates form load on first use, so the timer tab's bundle stays as it was.
const ReportChart = dynamic(() => import("./report-chart"), {
  ssr: false,
  loading: () => <Skeleton h={260} radius="md" />,
});
const RatesDialog = dynamic(() => import("./rates-dialog"), { ssr: false });

function rangeOf(preset: ReportPreset, custom: [string | null, string | null], today: string | null) {
  if (preset !== "custom") return today ? presetRange(preset, today) : null;
  const [from, to] = custom;
  if (!from || !to) return null;
  const range: DateRange = { from, to };
  const days = daysInRange(range);
  return days >= 1 && days <= REPORT_MAX_DAYS ? range : null;
}

/**
 * The Reports tab: the caller's time (everyone's for module admins, who may pick one person) over a
 * range in the viewer's time zone, grouped as chosen, as figures, a chart and a table, with CSV and
 * XLSX exports and, for admins, the Rates dialog.
 */
export function ReportsTab() {
  const t = useTranslations("timeTracker.reports");
  const { module, access, zone } = useTimeTracker();
  const format = useReportFormat();
  const now = useNow(false);
  const today = zone && now !== null ? localDay(now, zone) : null;
  const [preset, setPreset] = useState<ReportPreset>("thisWeek");
  const [custom, setCustom] = useState<[string | null, string | null]>([null, null]);
  const [groupBy, setGroupBy] = useState<ReportGroupBy>("day");
  const [member, setMember] = useState<string | null>(null);
  const [ratesOpen, setRatesOpen] = useState(false);

  const range = rangeOf(preset, custom, today);
  const from = range?.from ?? null;
  const to = range?.to ?? null;
  const params = useMemo<ReportParams | null>(
    () => (from && to && zone ? { from, to, tz: zone, member } : null),
    [from, to, zone, member],
  );
  const { report, loading, error, reload } = useReport(module.id, params, groupBy);

  // The module's people for the member filter and the rates (none when they cannot be read).
  const members = useQuery(access.manageMembers ? moduleMembersApi("time-tracker", module.id).members : null)
    .data?.data;
  const people = useMemo<RatePerson[] | null>(
    () => members?.map((row) => ({ id: row.member.id, name: row.member.name })) ?? null,
    [members],
  );

  const onRatesSaved = useCallback(() => reload(), [reload]);
  const shown = report && params && report.from === params.from && report.to === params.to ? report : null;
  const empty = shown !== null && shown.total.seconds === 0;

  return (
    <Stack gap="md" data-testid="reports-tab">
      <Group justify="space-between" align="flex-end" gap="sm">
        <ReportControls
          preset={preset}
          onPreset={setPreset}
          custom={custom}
          onCustom={setCustom}
          range={range}
          groupBy={groupBy}
          onGroupBy={setGroupBy}
          people={access.manageMembers ? (people ?? []) : null}
          member={member}
          onMember={setMember}
        />
        <Group gap="xs">
          {access.manageMembers && (
            <Button
              variant="default"
              leftSection={<IconCoin size={16} aria-hidden />}
              onClick={() => setRatesOpen(true)}
              data-testid="rates-open"
            >
              {t("rates")}
            </Button>
          )}
          {(["csv", "xlsx"] as const).map((kind) => (
            <Button
              key={kind}
              component="a"
              href={params ? reportsApi.exportUrl(module.id, params, kind) : undefined}
              download
              variant="default"
              disabled={!params}
              leftSection={
                kind === "csv" ? (
                  <IconFileTypeCsv size={16} aria-hidden />
                ) : (
                  <IconFileSpreadsheet size={16} aria-hidden />
                )
              }
              data-testid={`export-${kind}`}
            >
              {t(kind === "csv" ? "exportCsv" : "exportXlsx")}
            </Button>
          ))}
        </Group>
      </Group>

      <LoadError error={error} title={t("loadFailed")} retryLabel={t("retry")} onRetry={reload} />
      {!shown && !error && (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t("loading")}>
          <Skeleton h={72} radius="md" />
          <Skeleton h={260} radius="md" />
        </Stack>
      )}
      {shown && (
        <Stack gap="md" aria-busy={loading} data-testid="report">
          <ReportSummary total={shown.total} format={format} />
          {empty ? (
            <Paper withBorder radius="md" p="xl" data-testid="report-empty">
              <Center>
                <Stack align="center" gap="xs">
                  <IconChartBar size={32} aria-hidden />
                  <Text c="dimmed">{t("empty")}</Text>
                </Stack>
              </Center>
            </Paper>
          ) : (
            <>
              {range && (
                <ReportChart groups={shown.groups} groupBy={shown.groupBy} range={range} format={format} />
              )}
              <ReportTable report={shown} format={format} />
            </>
          )}
        </Stack>
      )}
      {access.manageMembers && ratesOpen && (
        <RatesDialog
          moduleId={module.id}
          opened={ratesOpen}
          onClose={() => setRatesOpen(false)}
          onSaved={onRatesSaved}
          people={people ?? []}
        />
      )}
    </Stack>
  );
}
