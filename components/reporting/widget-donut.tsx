"use client";

import { DonutChart } from "@mantine/charts";
import { useTranslations } from "next-intl";
import { ACTIVITY_ACTIONS } from "@/lib/client/reporting/widget-tables";
import type { ReportData } from "@/lib/reporting/types";
import type { ReportFormat } from "./use-report-format";
import { ACTIVITY_COLORS } from "./widget-chart-figures";

/**
 * The donut beside a widget's figures (loaded after the page, with recharts): on time and late, or
 * the activity log's actions by type around their total.
 */
export default function WidgetDonut({
  widget,
  data,
  format,
}: {
  widget: "on-time" | "activity";
  data: ReportData;
  format: ReportFormat;
}) {
  const t = useTranslations("reporting");
  if (widget === "on-time") {
    const onTime = data.onTime;
    if (!onTime || onTime.onTime + onTime.late === 0) return null;
    return (
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
    );
  }
  const activity = data.activity;
  if (!activity) return null;
  return (
    <DonutChart
      size={170}
      thickness={24}
      data={ACTIVITY_ACTIONS.filter((action) => activity[action] > 0).map((action) => ({
        name: t(`activity.${action}`),
        value: activity[action],
        color: ACTIVITY_COLORS[action],
      }))}
      chartLabel={format.count(activity.total)}
      valueFormatter={format.count}
      tooltipDataSource="segment"
    />
  );
}
