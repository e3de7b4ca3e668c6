// A chart's points (lib/metrics/entities.ts MetricPoint) in the shapes @mantine/charts draws: rows
// of one X key each with a column per series, slices of a donut, and a metric card's change. Pure.
import type { MetricPoint } from "@/lib/metrics/entities";

/** The column of a row that holds the X key (recharts' `dataKey`). */
export const X_KEY = "key";

/** One series of a chart: its column in the rows (`s0`, `s1`…: keys may hold dots) and its key. */
export interface PivotSeries {
  /** The rows' column: recharts reads a dotted name as a path, so series are numbered. */
  id: string;
  /** The point's series (null: a chart of one series). */
  key: string | null;
  /** The server's name for it (a person's), null when the client names it from its key. */
  label: string | null;
}

/** One X key of a chart, in the order the server gave. */
export interface PivotKey {
  key: string;
  label: string | null;
}

export type ChartRow = { [X_KEY]: string } & Record<string, string | number>;

export interface Pivot {
  keys: PivotKey[];
  series: PivotSeries[];
  /** One row per X key: its key and each series' value (0 where a series has no point there). */
  rows: ChartRow[];
}

/**
 * Points to rows: one per X key in the order they first come, a column per series in the order
 * they first come (`s0` for a chart without series); values of the same key and series add up.
 */
export function pivotPoints(points: readonly MetricPoint[]): Pivot {
  const keys: PivotKey[] = [];
  const keyIndex = new Map<string, number>();
  const series: PivotSeries[] = [];
  const seriesIndex = new Map<string | null, number>();
  const values = new Map<string, number>();
  for (const point of points) {
    if (!keyIndex.has(point.key)) {
      keyIndex.set(point.key, keys.length);
      keys.push({ key: point.key, label: point.label });
    }
    if (!seriesIndex.has(point.series)) {
      seriesIndex.set(point.series, series.length);
      series.push({ id: `s${series.length}`, key: point.series, label: point.seriesLabel });
    }
    const cell = `${keyIndex.get(point.key)}:${seriesIndex.get(point.series)}`;
    values.set(cell, (values.get(cell) ?? 0) + point.value);
  }
  const rows = keys.map((entry, k) => {
    const row: ChartRow = { [X_KEY]: entry.key };
    series.forEach((one, s) => {
      row[one.id] = values.get(`${k}:${s}`) ?? 0;
    });
    return row;
  });
  return { keys, series, rows };
}

/** Whether the points split into series (a legend is drawn). */
export const hasSeries = (points: readonly MetricPoint[]): boolean =>
  points.some((point) => point.series !== null);

/** A donut's slices: one per X key (series added together), in order, with their share of the total. */
export function donutSlices(
  points: readonly MetricPoint[],
): { key: string; label: string | null; value: number; share: number }[] {
  const { keys, rows, series } = pivotPoints(points);
  const slices = keys.map((entry, index) => ({
    key: entry.key,
    label: entry.label,
    value: series.reduce((sum, one) => sum + Number(rows[index]?.[one.id] ?? 0), 0),
  }));
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  return slices.map((slice) => ({ ...slice, share: total > 0 ? slice.value / total : 0 }));
}

/** A number card's figure: the sum of its points (the server sends one, "total"); null without any. */
export function figureValue(points: readonly MetricPoint[]): number | null {
  if (points.length === 0) return null;
  return points.reduce((sum, point) => sum + point.value, 0);
}

export interface MetricChange {
  direction: "up" | "down" | "flat";
  /** The change as a share of the previous figure (0.25 = 25 %); null when the previous was 0. */
  ratio: number | null;
  delta: number;
}

/** A metric card's change against the previous period; null without a previous figure. */
export function metricChange(value: number | null, previous: number | null): MetricChange | null {
  if (value === null || previous === null) return null;
  const delta = Math.round((value - previous) * 100) / 100;
  const direction = delta > 0 ? "up" : delta < 0 ? "down" : "flat";
  const ratio = previous === 0 ? null : Math.abs(delta / previous);
  return { direction, ratio, delta };
}
