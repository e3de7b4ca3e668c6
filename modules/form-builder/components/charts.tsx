"use client";

import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";

// The form builder's charts (recharts loads only where they show: next/dynamic in the views).

/** Responses per day. */
export function DailyChart({ data, label }: { data: { date: string; count: number }[]; label: string }) {
  return (
    <BarChart
      h={220}
      data={data.map((d) => ({ ...d, date: d.date.slice(5) }))}
      dataKey="date"
      series={[{ name: "count", label, color: "blue.6" }]}
      tickLine="none"
      gridAxis="y"
    />
  );
}

/** Counts by a label (choices, drop-off), horizontal bars. */
export function CountsChart({ data, label }: { data: { name: string; count: number }[]; label: string }) {
  return (
    <BarChart
      h={Math.max(90, data.length * 36)}
      data={data}
      dataKey="name"
      orientation="vertical"
      yAxisProps={{ width: 140 }}
      series={[{ name: "count", label, color: "teal.6" }]}
      gridAxis="x"
    />
  );
}
