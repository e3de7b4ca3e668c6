"use client";

import { Group, Paper, Text } from "@mantine/core";
import { IconGripVertical } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { memo, useId, useRef } from "react";
import type { ModuleInfo } from "@/lib/modules/types";
import type { Chart, ChartData } from "@/modules/data-visualization/shared/types";
import { ChartBody } from "../charts/chart-body";
import type { PointRef } from "../charts/chart-types";
import { ChartMenu } from "./chart-menu";
import classes from "./chart-grid.module.css";
import type { ChartActions } from "./use-chart-actions";

/** The class of a widget's header: where a drag starts (react-grid-layout's `handle`). */
export const DRAG_HANDLE = "dv-drag-handle";

/**
 * One chart of the dashboard: its name and menu over its body (the drawing, a figure, or the empty,
 * loading and error states). A click on a bar, slice or point opens the rows behind it.
 */
export const ChartWidget = memo(function ChartWidget(props: {
  chart: Chart;
  data: ChartData | undefined;
  error: string | null;
  access: ModuleInfo["access"];
  actions: ChartActions;
  isCover: boolean;
  draggable: boolean;
  onDrill: (chart: Chart, point: PointRef | null) => void;
  onArrange: (chart: Chart) => void;
}) {
  const { chart, data, draggable } = props;
  const t = useTranslations("dataVisualization.dashboard.widget");
  const titleId = useId();
  const body = useRef<HTMLDivElement>(null);
  return (
    <Paper
      withBorder
      radius="md"
      className={classes.widget}
      component="section"
      aria-labelledby={titleId}
      data-testid="chart-widget"
      data-chart-id={chart.id}
      data-style={chart.style}
    >
      <Group
        gap={4}
        wrap="nowrap"
        justify="space-between"
        className={draggable ? `${classes.header} ${classes.handle} ${DRAG_HANDLE}` : classes.header}
        title={draggable ? t("dragHint") : undefined}
      >
        <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
          {draggable && <IconGripVertical size={14} className={classes.grip} aria-hidden />}
          <Text id={titleId} fw={600} size="sm" truncate component="h3" m={0}>
            {chart.name}
          </Text>
        </Group>
        <ChartMenu
          chart={chart}
          data={data}
          access={props.access}
          actions={props.actions}
          isCover={props.isCover}
          body={() => body.current}
          onShowRows={() => props.onDrill(chart, null)}
          onArrange={() => props.onArrange(chart)}
        />
      </Group>
      <div ref={body} className={classes.body}>
        <ChartBody
          chart={chart}
          data={data}
          error={props.error}
          onPoint={(point) => props.onDrill(chart, point)}
        />
      </div>
    </Paper>
  );
});
