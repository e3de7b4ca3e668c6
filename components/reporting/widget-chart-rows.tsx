"use client";

import { BarChart } from "@mantine/charts";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { msToHours } from "@/lib/reporting/format";
import type { ReportData } from "@/lib/reporting/types";
import type { ReportFormat } from "./use-report-format";

const HOUR_MS = 3_600_000;

/** A tooltip's label (the row's key) written through `write`. */
export const byText = (write: (key: string) => string) => (label: ReactNode) => write(String(label));

/** Bars per row of people or projects: horizontal, as tall as the rows need. */
function rowsHeight(count: number): number {
  return Math.max(160, 48 + count * 36);
}

/** Open and done tasks per member, one horizontal group of bars each. */
export function WorkloadChart({ data, format }: { data: ReportData; format: ReportFormat }) {
  const t = useTranslations("reporting");
  const workload = data.workload ?? [];
  const names = new Map(workload.map((row) => [row.member.id, row.member.name]));
  const rows = workload.map((row) => ({
    id: row.member.id,
    todo: row.todo,
    inProgress: row.inProgress,
    overdue: row.overdue,
    done: row.done,
  }));
  return (
    <BarChart
      h={rowsHeight(rows.length * 2)}
      data={rows}
      dataKey="id"
      orientation="vertical"
      series={[
        { name: "todo", label: t("table.todo"), color: "gray.6", stackId: "open" },
        { name: "inProgress", label: t("table.inProgress"), color: "blue.7", stackId: "open" },
        { name: "overdue", label: t("table.overdue"), color: "red.7", stackId: "overdue" },
        { name: "done", label: t("table.done"), color: "teal.7", stackId: "done" },
      ]}
      yAxisProps={{ width: 120, tickFormatter: (id: string) => names.get(id) ?? "" }}
      tooltipProps={{ labelFormatter: byText((id) => names.get(id) ?? "") }}
      valueFormatter={format.count}
      xAxisProps={{ allowDecimals: false }}
      withLegend
      gridAxis="y"
    />
  );
}

/** Billable and non-billable time per project, stacked. */
export function ProjectTimeChart({ data, format }: { data: ReportData; format: ReportFormat }) {
  const t = useTranslations("reporting");
  const projects = data.timePerProject ?? [];
  const names = new Map(
    projects.map((row) => [row.project?.id ?? "", row.project?.name ?? t("table.noProject")]),
  );
  const rows = projects.map((row) => ({
    id: row.project?.id ?? "",
    billable: msToHours(row.billableMs),
    nonBillable: msToHours(row.nonBillableMs),
  }));
  return (
    <BarChart
      h={rowsHeight(rows.length)}
      data={rows}
      dataKey="id"
      orientation="vertical"
      type="stacked"
      series={[
        { name: "billable", label: t("table.billable"), color: "blue.7" },
        { name: "nonBillable", label: t("table.nonBillable"), color: "gray.5" },
      ]}
      yAxisProps={{ width: 120, tickFormatter: (id: string) => names.get(id) ?? "" }}
      tooltipProps={{ labelFormatter: byText((id) => names.get(id) ?? "") }}
      valueFormatter={(hours) => format.duration(hours * HOUR_MS)}
      withLegend
      gridAxis="y"
    />
  );
}
