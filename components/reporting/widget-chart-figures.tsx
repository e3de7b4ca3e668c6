"use client";

import { DonutChart } from "@mantine/charts";
import { Box, Group, Stack, Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import { ACTIVITY_ACTIONS } from "@/lib/client/reporting/widget-tables";
import type { ReportData } from "@/lib/reporting/types";
import type { ReportFormat } from "./use-report-format";
import { Figure } from "./widget-figure";

const ACTIVITY_COLORS: Record<(typeof ACTIVITY_ACTIONS)[number], string> = {
  created: "blue.6",
  updated: "violet.6",
  moved: "orange.6",
  assigned: "teal.6",
  unassigned: "gray.6",
  commented: "pink.6",
};

/** The on-time rate, how many counted, and the share on time and late. */
export function OnTimeChart({ data, format }: { data: ReportData; format: ReportFormat }) {
  const t = useTranslations("reporting");
  const onTime = data.onTime;
  if (!onTime) return null;
  return (
    <Group gap="xl" align="center" wrap="wrap">
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
      {onTime.onTime + onTime.late > 0 && (
        <DonutChart
          size={150}
          thickness={22}
          data={[
            { name: t("table.onTime"), value: onTime.onTime, color: "teal.7" },
            { name: t("table.late"), value: onTime.late, color: "red.7" },
          ]}
          valueFormatter={format.count}
          withLegend
          tooltipDataSource="segment"
        />
      )}
    </Group>
  );
}

/** Every action of the activity log by type, around the total. */
export function ActivityChart({ data, format }: { data: ReportData; format: ReportFormat }) {
  const t = useTranslations("reporting");
  const activity = data.activity;
  if (!activity) return null;
  const cells = ACTIVITY_ACTIONS.filter((action) => activity[action] > 0).map((action) => ({
    name: t(`activity.${action}`),
    value: activity[action],
    color: ACTIVITY_COLORS[action],
  }));
  return (
    <Group gap="xl" align="center" wrap="wrap">
      <DonutChart
        size={170}
        thickness={24}
        data={cells}
        chartLabel={format.count(activity.total)}
        valueFormatter={format.count}
        tooltipDataSource="segment"
      />
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
    </Group>
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
