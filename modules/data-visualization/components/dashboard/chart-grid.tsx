"use client";

import { Box, Text, VisuallyHidden } from "@mantine/core";
import { useThrottledCallback } from "@mantine/hooks";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import {
  ResponsiveGridLayout,
  getBreakpointFromWidth,
  useContainerWidth,
  type EventCallback,
  type LayoutItem,
} from "react-grid-layout";
import "react-grid-layout/css/styles.css";
import type { ModuleInfo } from "@/lib/modules/types";
import {
  GRID_COLUMNS,
  GRID_DRAG_THROTTLE_MS,
  GRID_ROW_HEIGHT,
  type Chart,
  type ChartData,
} from "@/modules/data-visualization/shared/types";
import type { PointRef } from "../charts/chart-types";
import layout from "@/components/grid/grid-layout.module.css";
import { staticPlace } from "@/components/grid/grid-place";
import { ChartWidget, DRAG_HANDLE } from "./chart-widget";
import { layoutOf, type GridEntry } from "./layout-places";
import type { ChartActions } from "./use-chart-actions";

/**
 * The grid's breakpoints (widths of the grid itself) with the spec's columns (lg 12, md 12, sm 6,
 * xs 4, xxs 2): the 12-column layout is the one saved, so charts are arranged at lg and md; the
 * narrower layouts are derived from it.
 */
const BREAKPOINTS = { lg: 1200, md: 900, sm: 600, xs: 400, xxs: 0 } as const;
const MARGIN = [12, 12] as const;
const NO_DRAG = "button, a, input, [role='menu'], [role='menuitem'], .dv-no-drag";

/**
 * The dashboard's widgets on react-grid-layout's responsive grid (rows of 30 px), dragged by their
 * header and resized from their corner by those who may edit, on the 12-column layouts; where a
 * widget is is told as it moves (throttled to 100 ms) and saved when it is let go (`onPlaces`). Until
 * the grid has measured itself (the server's render, hydration) the same widgets sit in a CSS grid
 * of the saved layout, so the page shows them from its first response.
 */
export function ChartGrid(props: {
  name: string;
  charts: Chart[];
  data: Map<string, ChartData>;
  dataError: string | null;
  access: ModuleInfo["access"];
  actions: ChartActions;
  coverChartId: string | null;
  /** Bumped to put the grid back where the charts say (a save that failed). */
  generation: number;
  onPlaces: (layout: readonly GridEntry[]) => void;
  onDrill: (chart: Chart, point: PointRef | null) => void;
  onArrange: (chart: Chart) => void;
}) {
  const { charts } = props;
  const t = useTranslations("dataVisualization.dashboard");
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true });
  const breakpoint = getBreakpointFromWidth(BREAKPOINTS, width) as keyof typeof GRID_COLUMNS;
  const editable = props.access.edit && GRID_COLUMNS[breakpoint] === GRID_COLUMNS.lg;
  const layouts = useMemo(() => {
    const lg = layoutOf(charts);
    return { lg, md: lg };
  }, [charts]);
  const names = useMemo(() => new Map(charts.map((chart) => [chart.id, chart.name])), [charts]);
  const [moving, setMoving] = useState("");
  const announce = useThrottledCallback((item: LayoutItem | null) => {
    if (!item) return;
    setMoving(
      t("moving", { name: names.get(item.i) ?? "", x: item.x + 1, y: item.y + 1, w: item.w, h: item.h }),
    );
  }, GRID_DRAG_THROTTLE_MS);
  const onMove: EventCallback = (_layout, _old, item) => announce(item);
  const onStop: EventCallback = (layout) => props.onPlaces(layout);

  const widget = (chart: Chart, draggable: boolean) => (
    <ChartWidget
      chart={chart}
      data={props.data.get(chart.id)}
      error={props.dataError}
      access={props.access}
      actions={props.actions}
      isCover={props.coverChartId === chart.id}
      draggable={draggable}
      onDrill={props.onDrill}
      onArrange={props.onArrange}
    />
  );

  return (
    <Box
      ref={containerRef}
      className={layout.grid}
      role="region"
      aria-label={t("gridLabel", { name: props.name })}
    >
      {props.access.edit && mounted && !editable && (
        <Text size="sm" c="dimmed" px="sm" pt="xs" data-testid="chart-grid-narrow">
          {t("narrow")}
        </Text>
      )}
      {mounted ? (
        <ResponsiveGridLayout
          key={props.generation}
          width={width}
          layouts={layouts}
          breakpoints={BREAKPOINTS}
          cols={GRID_COLUMNS}
          rowHeight={GRID_ROW_HEIGHT}
          margin={MARGIN}
          dragConfig={{ enabled: editable, handle: `.${DRAG_HANDLE}`, cancel: NO_DRAG }}
          resizeConfig={{ enabled: editable, handles: ["se"] }}
          onDrag={onMove}
          onResize={onMove}
          onDragStop={onStop}
          onResizeStop={onStop}
        >
          {charts.map((chart) => (
            <div
              key={chart.id}
              data-testid="chart-grid-item"
              data-layout={`${chart.x},${chart.y},${chart.w},${chart.h}`}
            >
              {widget(chart, editable)}
            </div>
          ))}
        </ResponsiveGridLayout>
      ) : (
        <div className={layout.static} data-testid="chart-grid-static">
          {charts.map((chart) => (
            <div key={chart.id} className={layout.staticItem} style={staticPlace(chart)}>
              {widget(chart, false)}
            </div>
          ))}
        </div>
      )}
      <VisuallyHidden aria-live="polite">{moving}</VisuallyHidden>
    </Box>
  );
}
