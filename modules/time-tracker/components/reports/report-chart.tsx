"use client";

import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { Box } from "@mantine/core";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { rangeKeys, type DateRange } from "@/modules/time-tracker/shared/report-range";
import type { ReportGroup, ReportGroupBy } from "@/modules/time-tracker/shared/report-types";
import type { ReportFormat } from "./use-report-format";

/**
 * Hours per group, billable and not stacked (loaded on first use: recharts stays out of the timer
 * tab's bundle). Days and weeks show the whole range, empty ones included. The table beside it
 * carries the same figures for screen readers.
 */
export default function ReportChart(props: {
  groups: ReportGroup[];
  groupBy: ReportGroupBy;
  range: DateRange;
  format: ReportFormat;
}) {
  const t = useTranslations("timeTracker.reports");
  const { groups, groupBy, range, format } = props;
  const data = useMemo(() => {
    const rows =
      groupBy === "day" || groupBy === "week"
        ? rangeKeys(range, groupBy).map(
            (key) =>
              groups.find((group) => group.key === key) ?? {
                key,
                label: key,
                seconds: 0,
                billableSeconds: 0,
              },
          )
        : groups;
    return rows.map((group) => ({
      label: format.label(group, groupBy),
      billable: format.hours(group.billableSeconds),
      nonBillable: format.hours(group.seconds - group.billableSeconds),
    }));
  }, [groups, groupBy, range, format]);

  return (
    <Box component="figure" m={0} aria-label={t("chartLabel")} data-testid="report-chart">
      <BarChart
        h={260}
        data={data}
        dataKey="label"
        type="stacked"
        series={[
          { name: "billable", label: t("billable"), color: "blue.8" },
          { name: "nonBillable", label: t("nonBillable"), color: "gray.5" },
        ]}
        valueFormatter={(value) => t("hoursValue", { value })}
        withLegend
        tickLine="y"
      />
    </Box>
  );
}
