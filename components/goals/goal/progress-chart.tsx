"use client";

import "@mantine/charts/styles.css";
import { LineChart } from "@mantine/charts";
import { Box } from "@mantine/core";
import dayjs from "dayjs";
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import type { ProgressChart } from "@/lib/goals/ideal-line";
import { formatGoalValue } from "@/lib/goals/progress";
import type { GoalDecimals } from "@/lib/goals/types";

const DAY_MS = 86_400_000;

/**
 * The check-ins' progress (a step line: it holds until the next check-in) against the ideal line
 * over the goal's time period, with today marked (loaded on first use: recharts stays out of the
 * dashboard's bundle). The table view beside it carries the same figures for screen readers.
 */
export default function GoalProgressChart({
  chart,
  decimals,
  now,
}: {
  chart: ProgressChart;
  decimals: GoalDecimals;
  now: number;
}) {
  const t = useTranslations("goals.progress");
  const locale = useLocale();
  const [from, to] = chart.domain ?? [now - DAY_MS, now];
  // One instant alone (a single check-in, no period) would make an empty axis: a day either side.
  const domain: [number, number] = from === to ? [from - DAY_MS, to + DAY_MS] : [from, to];
  const long = domain[1] - domain[0] > 300 * DAY_MS;
  const series = useMemo(
    () => [
      { name: "progress", label: t("series.progress"), color: "blue.8", curveType: "stepAfter" as const },
      ...(chart.withIdeal
        ? [
            {
              name: "ideal",
              label: t("series.ideal"),
              color: "gray.6",
              strokeDasharray: "6 4",
              curveType: "linear" as const,
            },
          ]
        : []),
    ],
    [chart.withIdeal, t],
  );
  const percent = (value: number) => formatGoalValue(value, { measurement: "percent", decimals }, locale);

  return (
    <Box component="figure" m={0} aria-label={t("chartLabel")} data-testid="goal-progress-chart">
      <LineChart
        h={260}
        data={chart.points}
        dataKey="at"
        series={series}
        withLegend
        connectNulls={false}
        withDots
        valueFormatter={percent}
        yAxisProps={{ domain: [0, 100], ticks: [0, 25, 50, 75, 100], width: 52 }}
        xAxisProps={{
          type: "number",
          scale: "time",
          domain,
          tickFormatter: (value: number) =>
            dayjs(value)
              .locale(locale)
              .format(long ? "MMM YYYY" : "D MMM"),
          minTickGap: 24,
        }}
        tooltipProps={{
          labelFormatter: (value) =>
            typeof value === "number"
              ? dayjs(value).locale(locale).format("D MMM YYYY, HH:mm")
              : String(value),
        }}
        referenceLines={
          now > domain[0] && now < domain[1] ? [{ x: now, label: t("today"), color: "red.8" }] : []
        }
      />
    </Box>
  );
}
