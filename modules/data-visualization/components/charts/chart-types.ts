import type { ChartSource, ChartStyle } from "@/modules/data-visualization/shared/chart";

/** What drawing a chart needs of it: a saved chart, or the 'Add Item' form's preview. */
export interface ChartSpec {
  name: string;
  style: ChartStyle;
  color: string;
  source: ChartSource;
}

/** One point of a chart that was clicked: its X key and series (the rows behind it, drill-down). */
export interface PointRef {
  key: string;
  series: string | null;
}

/** Charts whose points open the rows behind them (not the figures, not the burn charts). */
export const drillable = (style: ChartStyle): boolean =>
  style !== "number" && style !== "metric" && style !== "burndown" && style !== "burnup";

/** Charts that show one figure instead of a drawing. */
export const isFigure = (style: ChartStyle): boolean => style === "number" || style === "metric";
