// A chart's data as a CSV file (issue 37, 'Export CSV'): one line per point — its X label, its
// series and its value — under a header in the viewer's language. Pure.
import type { MetricPoint } from "@/lib/metrics/entities";
import { buildCsv, fileNameWords } from "@/lib/client/download-csv";

export interface CsvHeader {
  x: string;
  series: string;
  value: string;
}

/**
 * The CSV text of a chart's points (RFC 4180, formula-safe cells, with a BOM for spreadsheets): the
 * series column only when the chart has series.
 */
export function chartCsv(
  points: readonly MetricPoint[],
  header: CsvHeader,
  labelOf: (point: MetricPoint) => string,
  seriesOf: (point: MetricPoint) => string,
): string {
  const withSeries = points.some((point) => point.series !== null);
  const head = withSeries ? [header.x, header.series, header.value] : [header.x, header.value];
  const rows = points.map((point) =>
    withSeries ? [labelOf(point), seriesOf(point), point.value] : [labelOf(point), point.value],
  );
  return buildCsv(head, rows);
}

/** A file name from the chart's name (`Tasks by assignee` → `tasks-by-assignee.csv`), `chart` when none is left. */
export const chartFileName = (name: string, extension: "csv" | "png" | "svg"): string =>
  `${fileNameWords(name) || "chart"}.${extension}`;
