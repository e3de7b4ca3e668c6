// A published chart drawn with the dashboard's own chart bodies (issue 37). A visitor is never told
// what a chart reads (no table, file, connector or SQL), only how its points read (PublicChart's
// `axis`); the charts' ChartSpec wants a source, so one is built from that: an entity chart's own
// (its X and Y options name its keys and series), and for a table, a file or a query a file-shaped
// source with no file, whose bucket writes its date keys (a query's are days) and whose points
// carry their own labels. Pure.
import { AGGREGATES, type Aggregate } from "@/lib/metrics/tables";
import type { ChartSource } from "@/modules/data-visualization/shared/chart";
import type { PublicChart } from "@/modules/data-visualization/shared/shares";
import type { ChartSpec } from "../charts/chart-types";

const isAggregate = (value: string | null): value is Aggregate =>
  value !== null && (AGGREGATES as readonly string[]).includes(value);

/** The source a published chart's labels and figures are read by. */
export function publicChartSource(axis: PublicChart["axis"]): ChartSource {
  if (axis.entity && axis.x && axis.y)
    return { type: "entity", entity: axis.entity, x: axis.x, y: axis.y, bucket: axis.bucket ?? "week" };
  return {
    type: "dataset",
    datasetId: "",
    x: "",
    y: isAggregate(axis.y) ? axis.y : "count",
    column: null,
    groupBy: null,
    bucket: axis.bucket ?? "day",
  };
}

/** What ChartBody draws a published chart by. */
export const publicChartSpec = (chart: PublicChart): ChartSpec => ({
  name: chart.name,
  style: chart.style,
  color: chart.color,
  source: publicChartSource(chart.axis),
});
