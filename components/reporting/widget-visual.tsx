"use client";

import { Group, Skeleton, Stack } from "@mantine/core";
import dynamic from "next/dynamic";
import type { ReportData, ReportWidget } from "@/lib/reporting/types";
import type { ReportFormat } from "./use-report-format";
import {
  ActivityCounts,
  CycleTimeFigures,
  OnTimeFigures,
  TimeFigures,
  WeeksFigures,
} from "./widget-chart-figures";

// recharts loads after the page, with the first chart (its place held meanwhile); the figures
// around a chart are in the page's HTML.
const WidgetChart = dynamic(() => import("./widget-chart"), {
  ssr: false,
  loading: () => <Skeleton h={260} radius="md" />,
});
const WidgetDonut = dynamic(() => import("./widget-donut"), {
  ssr: false,
  loading: () => <Skeleton h={160} w={160} circle />,
});

/** A widget's Chart view: its headline figures, and its chart or donut. */
export function WidgetVisual({
  widget,
  data,
  format,
}: {
  widget: ReportWidget;
  data: ReportData;
  format: ReportFormat;
}) {
  switch (widget) {
    case "cycle-time":
      return <CycleTimeFigures data={data} format={format} />;
    case "on-time": {
      const counted = data.onTime ? data.onTime.onTime + data.onTime.late : 0;
      return (
        <Group gap="xl" align="center" wrap="wrap">
          <OnTimeFigures data={data} format={format} />
          {counted > 0 && <WidgetDonut widget="on-time" data={data} format={format} />}
        </Group>
      );
    }
    case "activity":
      return (
        <Group gap="xl" align="center" wrap="wrap">
          <WidgetDonut widget="activity" data={data} format={format} />
          <ActivityCounts data={data} format={format} />
        </Group>
      );
    case "completed":
    case "throughput":
      return (
        <Stack gap="xs">
          <WeeksFigures
            rows={(widget === "completed" ? data.completed : data.throughput) ?? []}
            format={format}
          />
          <WidgetChart widget={widget} data={data} format={format} />
        </Stack>
      );
    case "time-tracked":
      return (
        <Stack gap="xs">
          <TimeFigures data={data} format={format} />
          <WidgetChart widget={widget} data={data} format={format} />
        </Stack>
      );
    default:
      return <WidgetChart widget={widget} data={data} format={format} />;
  }
}
