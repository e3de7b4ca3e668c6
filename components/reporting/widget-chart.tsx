"use client";

import "@mantine/charts/styles.css";
import { AreaChart, BarChart, LineChart } from "@mantine/charts";
import { Box } from "@mantine/core";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { msToHours } from "@/lib/reporting/format";
import type { WeekThroughput } from "@/lib/reporting/throughput";
import type { ReportData, ReportWidget } from "@/lib/reporting/types";
import type { ReportFormat } from "./use-report-format";
import { byText, ProjectTimeChart, WorkloadChart } from "./widget-chart-rows";

const HOUR_MS = 3_600_000;
const CHART_HEIGHT = 260;
/** Series colours, distinct in both schemes; the done column takes the last (teal). */
const FLOW_COLORS = ["gray.6", "blue.6", "violet.6", "orange.6", "cyan.6", "pink.6", "yellow.6", "indigo.6"];

/** The widgets drawn on an axis (the others are figures, with a donut for on-time and activity). */
export type AxisWidget = Exclude<ReportWidget, "on-time" | "activity" | "cycle-time">;

interface ChartProps {
  widget: AxisWidget;
  data: ReportData;
  format: ReportFormat;
}

/**
 * The chart of one widget (recharts loads after the page, with the first report's charts; the
 * widget's headline figures are in the page's HTML). Every figure it draws is also in the widget's
 * table view.
 */
export default function WidgetChart({ widget, data, format }: ChartProps) {
  const t = useTranslations("reporting");
  let chart: ReactNode = null;
  switch (widget) {
    case "completed":
    case "throughput":
      chart = (
        <WeeksChart
          rows={(widget === "completed" ? data.completed : data.throughput) ?? []}
          format={format}
        />
      );
      break;
    case "time-tracked":
      chart = <TimeTrackedChart data={data} format={format} />;
      break;
    case "cumulative-flow":
      chart = <FlowChart data={data} format={format} />;
      break;
    case "overdue-trend":
      chart = (
        <LineChart
          h={CHART_HEIGHT}
          data={data.overdueTrend ?? []}
          dataKey="day"
          series={[{ name: "overdue", label: t("table.overdue"), color: "red.7" }]}
          curveType="linear"
          withDots={false}
          xAxisProps={{ tickFormatter: (day: string) => format.day(day), minTickGap: 24 }}
          tooltipProps={{ labelFormatter: byText((day) => format.day(day, true)) }}
          valueFormatter={format.count}
          yAxisProps={{ allowDecimals: false }}
        />
      );
      break;
    case "workload":
      chart = <WorkloadChart data={data} format={format} />;
      break;
    case "time-per-project":
      chart = <ProjectTimeChart data={data} format={format} />;
      break;
  }
  return (
    <Box component="figure" m={0} aria-label={t(`widgets.${widget}.chartLabel`)}>
      {chart}
    </Box>
  );
}

function WeeksChart({ rows, format }: { rows: WeekThroughput[]; format: ReportFormat }) {
  const t = useTranslations("reporting");
  const starts = new Map(rows.map((row) => [row.week, row.start]));
  return (
    <BarChart
      h={CHART_HEIGHT}
      data={rows}
      dataKey="week"
      series={[{ name: "count", label: t("table.completed"), color: "blue.7" }]}
      xAxisProps={{ tickFormatter: format.weekShort }}
      tooltipProps={{ labelFormatter: byText((week) => format.week(week, starts.get(week))) }}
      valueFormatter={format.count}
      yAxisProps={{ allowDecimals: false }}
      maxBarWidth={40}
    />
  );
}

function TimeTrackedChart({ data, format }: { data: ReportData; format: ReportFormat }) {
  const t = useTranslations("reporting");
  const tracked = data.timeTracked;
  if (!tracked) return null;
  const rows = tracked.weeks.map((week) => ({
    week: week.week,
    billable: msToHours(week.billableMs),
    nonBillable: msToHours(week.nonBillableMs),
  }));
  const starts = new Map(tracked.weeks.map((week) => [week.week, week.start]));
  return (
    <BarChart
      h={CHART_HEIGHT}
      data={rows}
      dataKey="week"
      type="stacked"
      series={[
        { name: "billable", label: t("table.billable"), color: "blue.7" },
        { name: "nonBillable", label: t("table.nonBillable"), color: "gray.5" },
      ]}
      xAxisProps={{ tickFormatter: format.weekShort }}
      tooltipProps={{ labelFormatter: byText((week) => format.week(week, starts.get(week))) }}
      valueFormatter={(hours) => format.duration(hours * HOUR_MS)}
      withLegend
      maxBarWidth={40}
    />
  );
}

function FlowChart({ data, format }: { data: ReportData; format: ReportFormat }) {
  const flow = data.cumulativeFlow;
  if (!flow) return null;
  // Column names may hold dots, which recharts reads as paths: the series use their index.
  const rows = flow.days.map((day) => ({
    day: day.day,
    ...Object.fromEntries(flow.columns.map((name, index) => [`c${index}`, day.counts[name] ?? 0])),
  }));
  const last = flow.columns.length - 1;
  return (
    <AreaChart
      h={CHART_HEIGHT + 40}
      data={rows}
      dataKey="day"
      type="stacked"
      series={flow.columns.map((name, index) => ({
        name: `c${index}`,
        label: name,
        color: index === last ? "teal.6" : (FLOW_COLORS[index % FLOW_COLORS.length] ?? "gray.6"),
      }))}
      withDots={false}
      curveType="linear"
      fillOpacity={0.5}
      withLegend
      xAxisProps={{ tickFormatter: (day: string) => format.day(day), minTickGap: 24 }}
      tooltipProps={{ labelFormatter: byText((day) => format.day(day, true)) }}
      valueFormatter={format.count}
      yAxisProps={{ allowDecimals: false }}
    />
  );
}
