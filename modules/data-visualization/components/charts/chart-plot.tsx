"use client";

import "@mantine/charts/styles.css";
import { AreaChart, BarChart, DonutChart, LineChart, type DonutChartCell } from "@mantine/charts";
import { Box, useMantineTheme } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, type ReactNode } from "react";
import type { MetricPoint } from "@/lib/metrics/entities";
import { formatCount } from "@/lib/reporting/format";
import { mainColor, seriesColors } from "./chart-colors";
import { keyLabel, labelContext, seriesLabel, type Translate } from "./chart-labels";
import { donutSlices, pivotPoints, X_KEY } from "./chart-points";
import type { ChartSpec, PointRef } from "./chart-types";

const labelOf = (write: (key: string) => string) => (label: ReactNode) => write(String(label));

/**
 * A chart's drawing with @mantine/charts (recharts, loaded with the page that draws charts): bars
 * (side by side, or stacked), a donut, lines and areas, and the burn charts — burndown as the
 * remaining line beside a dashed ideal, burnup as scope and done areas. Keys and series are named
 * in the viewer's language; a click on a bar, a slice or a point opens the rows behind it
 * (`onPoint`, left out where there is no single point to open).
 */
export default function ChartPlot({
  chart,
  points,
  onPoint,
}: {
  chart: ChartSpec;
  points: readonly MetricPoint[];
  onPoint?: (point: PointRef) => void;
}) {
  const t = useTranslations("dataVisualization") as unknown as Translate;
  const locale = useLocale();
  const theme = useMantineTheme();
  const ctx = useMemo(() => labelContext(chart, locale, t), [chart, locale, t]);
  const pivot = useMemo(() => pivotPoints(points), [points]);
  const names = useMemo(
    () =>
      new Map(
        pivot.keys.map((key) => [key.key, { short: keyLabel(key, ctx, true), long: keyLabel(key, ctx) }]),
      ),
    [pivot, ctx],
  );
  const valueFormatter = (value: number) => formatCount(value, locale);
  const primary = theme.primaryColor;
  const withLegend = pivot.series.length > 1;
  const valueName = chart.source.type === "entity" ? t(`axes.${chart.source.y}`) : t("chart.value");
  const colors = seriesColors(chart.color, primary, pivot.series.length);
  const series = pivot.series.map((one, index) => ({
    name: one.id,
    label: one.key === null ? valueName : seriesLabel(one, ctx),
    color: colors[index] ?? mainColor(chart.color, primary),
  }));
  const seriesKey = new Map(pivot.series.map((one) => [one.id, one.key]));
  const common = {
    h: "100%",
    data: pivot.rows,
    dataKey: X_KEY,
    withLegend,
    legendProps: { verticalAlign: "bottom" as const, height: 40 },
    valueFormatter,
    xAxisProps: { tickFormatter: (key: string) => names.get(key)?.short ?? key, minTickGap: 12 },
    yAxisProps: { allowDecimals: false, width: 48 },
    tooltipProps: { labelFormatter: labelOf((key) => names.get(key)?.long ?? key) },
    tooltipAnimationDuration: 150,
  };
  const clickable = onPoint ? { style: { cursor: "pointer" } } : {};
  // A line or an area: the point under the pointer (its key), its series when the chart has one.
  const onChartClick = onPoint
    ? (state: { activeLabel?: string | number }) => {
        if (state.activeLabel === undefined) return;
        onPoint({
          key: String(state.activeLabel),
          series: pivot.series.length === 1 ? (pivot.series[0]?.key ?? null) : null,
        });
      }
    : undefined;

  switch (chart.style) {
    case "donut":
      return (
        <Donut
          chart={chart}
          points={points}
          names={names}
          onPoint={onPoint}
          valueFormatter={valueFormatter}
        />
      );
    case "line":
      return (
        <LineChart
          {...common}
          series={series}
          curveType="monotone"
          lineChartProps={{ onClick: onChartClick }}
          {...clickable}
        />
      );
    case "area":
      return (
        <AreaChart
          {...common}
          series={series}
          curveType="monotone"
          fillOpacity={0.35}
          areaChartProps={{ onClick: onChartClick }}
          {...clickable}
        />
      );
    case "burndown": {
      const burn = series.map((one) =>
        seriesKey.get(one.name) === "ideal" ? { ...one, color: "gray.6", strokeDasharray: "6 4" } : one,
      );
      return <LineChart {...common} withLegend series={burn} curveType="linear" withDots={false} />;
    }
    case "burnup": {
      const burn = series.map((one) =>
        seriesKey.get(one.name) === "scope"
          ? { ...one, color: "gray.5" }
          : { ...one, color: mainColor(chart.color, primary) },
      );
      return (
        <AreaChart
          {...common}
          withLegend
          series={burn}
          curveType="linear"
          withDots={false}
          fillOpacity={0.25}
        />
      );
    }
    default: {
      const stacked = chart.style === "stacked-bar";
      return (
        <BarChart
          {...common}
          series={series}
          type={stacked ? "stacked" : "default"}
          maxBarWidth={48}
          barProps={(one) => ({
            ...(onPoint
              ? {
                  cursor: "pointer",
                  onClick: (entry: { payload?: Record<string, unknown> }) => {
                    const key = entry.payload?.[X_KEY];
                    if (typeof key === "string") onPoint({ key, series: seriesKey.get(one.name) ?? null });
                  },
                }
              : {}),
          })}
        />
      );
    }
  }
}

/** A donut of the points' keys (series added together), as large as its box allows, with a legend. */
function Donut(props: {
  chart: ChartSpec;
  points: readonly MetricPoint[];
  names: Map<string, { short: string; long: string }>;
  onPoint?: (point: PointRef) => void;
  valueFormatter: (value: number) => string;
}) {
  const theme = useMantineTheme();
  const { ref, width, height } = useElementSize();
  const slices = donutSlices(props.points);
  const colors = seriesColors(props.chart.color, theme.primaryColor, slices.length);
  const keys = new Map<DonutChartCell, string>();
  const cells = slices.map((slice, index) => {
    const cell = {
      name: props.names.get(slice.key)?.long ?? slice.key,
      value: slice.value,
      color: colors[index] ?? "gray.6",
    };
    keys.set(cell, slice.key);
    return cell;
  });
  const size = Math.max(80, Math.min(width || 160, (height || 200) - 56));
  const { onPoint } = props;
  return (
    <Box ref={ref} h="100%" style={{ display: "flex", justifyContent: "center" }}>
      <DonutChart
        data={cells}
        size={size}
        thickness={Math.max(14, Math.round(size / 7))}
        withLegend
        legendProps={{ verticalAlign: "bottom", height: 48 }}
        tooltipDataSource="segment"
        valueFormatter={props.valueFormatter}
        cellProps={(cell) =>
          onPoint
            ? {
                style: { cursor: "pointer" },
                onClick: () => {
                  const key = keys.get(cell);
                  if (key !== undefined) onPoint({ key, series: null });
                },
              }
            : {}
        }
      />
    </Box>
  );
}
