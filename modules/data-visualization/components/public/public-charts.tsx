"use client";

import { Paper, Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import { memo, useId, useMemo } from "react";
import type { PublicChart } from "@/modules/data-visualization/shared/shares";
import type { ChartData } from "@/modules/data-visualization/shared/types";
import { ChartBody } from "../charts/chart-body";
import { publicChartSpec } from "./public-chart-spec";
import { gridPlace } from "./public-first";
import layout from "@/components/grid/grid-layout.module.css";
import classes from "./public-grid.module.css";

/** One published chart: its name over its body (read-only: no menu, no rows behind a point). */
const PublicWidget = memo(function PublicWidget({
  chart,
  data,
  error,
}: {
  chart: PublicChart;
  data: ChartData | undefined;
  error: string | null;
}) {
  const titleId = useId();
  const spec = useMemo(() => publicChartSpec(chart), [chart]);
  return (
    <Paper
      withBorder
      radius="md"
      component="section"
      aria-labelledby={titleId}
      className={classes.widget}
      data-testid="public-chart"
      data-style={chart.style}
    >
      <div className={classes.header}>
        <Text id={titleId} component="h2" fw={600} size="sm" truncate m={0}>
          {chart.name}
        </Text>
      </div>
      <div className={classes.body}>
        <ChartBody chart={spec} data={data} error={error} />
      </div>
    </Paper>
  );
});

/**
 * A published dashboard's charts placed as on the dashboard (a static grid: nothing moves here),
 * one per row on narrow screens; 'This dashboard has no charts yet' without any.
 */
export function PublicCharts(props: {
  name: string;
  charts: PublicChart[];
  data: ChartData[];
  error: string | null;
}) {
  const t = useTranslations("dataVisualization.public");
  const byId = useMemo(() => new Map(props.data.map((data) => [data.id, data])), [props.data]);
  if (props.charts.length === 0)
    return (
      <Paper withBorder radius="md" p="xl" ta="center" data-testid="public-no-charts">
        <Text c="dimmed">{t("noCharts")}</Text>
      </Paper>
    );
  return (
    <div className={layout.grid} role="region" aria-label={t("gridLabel", { name: props.name })}>
      <div className={layout.static}>
        {props.charts.map((chart) => (
          <div key={chart.id} className={layout.staticItem} style={gridPlace(chart)}>
            <PublicWidget chart={chart} data={byId.get(chart.id)} error={props.error} />
          </div>
        ))}
      </div>
    </div>
  );
}
