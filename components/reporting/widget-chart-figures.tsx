"use client";

import { Box, Group, Stack, Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import { ACTIVITY_ACTIONS } from "@/lib/client/reporting/widget-tables";
import type { WeekThroughput } from "@/lib/reporting/throughput";
import type { ReportData } from "@/lib/reporting/types";
import type { ReportFormat } from "./use-report-format";
import { Figure } from "./widget-figure";

// A widget's headline figures: plain text, written in the page's HTML (the charts beside them load
// after the page, with recharts). Every figure is also in the widget's table view.

export const ACTIVITY_COLORS: Record<(typeof ACTIVITY_ACTIONS)[number], string> = {
  created: "blue.6",
  updated: "violet.6",
  moved: "orange.6",
  assigned: "teal.6",
  unassigned: "gray.6",
  commented: "pink.6",
};

/** Completed or throughput: the period's total and the average per week. */
export function WeeksFigures({ rows, format }: { rows: WeekThroughput[]; format: ReportFormat }) {
  const t = useTranslations("reporting");
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <Group gap="lg">
      <Figure label={t("figures.total")} value={format.count(total)} />
      <Figure
        label={t("figures.perWeek")}
        value={format.count(rows.length > 0 ? Math.round((total / rows.length) * 10) / 10 : 0)}
      />
    </Group>
  );
}

/** Time tracked: the total, billable and non-billable. */
export function TimeFigures({ data, format }: { data: ReportData; format: ReportFormat }) {
  const t = useTranslations("reporting");
  const tracked = data.timeTracked;
  if (!tracked) return null;
  return (
    <Group gap="lg">
      <Figure
        label={t("figures.total")}
        value={format.duration(tracked.billableMs + tracked.nonBillableMs)}
      />
      <Figure label={t("table.billable")} value={format.duration(tracked.billableMs)} />
      <Figure label={t("table.nonBillable")} value={format.duration(tracked.nonBillableMs)} />
    </Group>
  );
}

/** The on-time rate and how many counted. */
export function OnTimeFigures({ data, format }: { data: ReportData; format: ReportFormat }) {
  const t = useTranslations("reporting");
  const onTime = data.onTime;
  if (!onTime) return null;
  return (
    <Stack gap={4}>
      <Figure
        label={t("figures.onTimeRate")}
        value={format.percent(onTime.rate)}
        size="xl"
        testId="on-time-rate"
        data={{ "data-rate": onTime.rate === null ? "" : String(onTime.rate) }}
      />
      <Text size="sm" c="dimmed">
        {t("figures.onTimeOf", { onTime: onTime.onTime, counted: onTime.onTime + onTime.late })}
      </Text>
      {onTime.noDueDate > 0 && (
        <Text size="sm" c="dimmed">
          {t("figures.noDueDate", { count: onTime.noDueDate })}
        </Text>
      )}
    </Stack>
  );
}

/** Every action of the activity log by type. */
export function ActivityCounts({ data, format }: { data: ReportData; format: ReportFormat }) {
  const t = useTranslations("reporting");
  const activity = data.activity;
  if (!activity) return null;
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
      {ACTIVITY_ACTIONS.map((action) => (
        <Group key={action} component="li" gap="xs" wrap="nowrap">
          <Box w={10} h={10} bg={ACTIVITY_COLORS[action]} style={{ borderRadius: 2 }} aria-hidden />
          <Text size="sm">
            {t(`activity.${action}`)}: <b>{format.count(activity[action])}</b>
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** The cycle time's median and 85th percentile, as headline figures. */
export function CycleTimeFigures({ data, format }: { data: ReportData; format: ReportFormat }) {
  const t = useTranslations("reporting");
  const cycle = data.cycleTime;
  if (!cycle) return null;
  const value = (ms: number | null) => (ms === null ? "–" : format.duration(ms));
  return (
    <Stack gap="sm" py="md">
      <Group gap="xl" align="flex-start" wrap="wrap">
        {(["median", "p85"] as const).map((figure) => (
          <Figure
            key={figure}
            label={t(`figures.${figure}`)}
            value={value(cycle[figure])}
            size="xl"
            testId={`cycle-time-${figure}`}
            data={{ "data-ms": cycle[figure] === null ? "" : String(cycle[figure]) }}
          />
        ))}
      </Group>
      <Text size="sm" c="dimmed">
        {t("figures.cycleTasks", { count: cycle.count })}
      </Text>
      <Text size="sm" c="dimmed">
        {t("figures.p85Hint")}
      </Text>
    </Stack>
  );
}
