// A chart's thumbnail (a visualization's card in the list, a module's card on the project grid): its
// points drawn small as bars, lines, a ring or one figure, in plain SVG geometry — no chart library
// (and no schema) on those pages. Pure.
import type { MetricPoint } from "@/lib/metrics/entities";
import type { ChartStyle } from "./chart";

// How each style draws small (the styles' names as types only: chart.ts builds schemas).
const FIGURES: readonly string[] = ["number", "metric"] satisfies ChartStyle[];
const LINES: readonly string[] = ["line", "area", "burndown", "burnup"] satisfies ChartStyle[];
const BARS: readonly string[] = ["bar", "grouped-bar", "stacked-bar"] satisfies ChartStyle[];
const RING: ChartStyle = "donut";

export interface ThumbSize {
  width: number;
  height: number;
}

export const THUMB_SIZE: ThumbSize = { width: 160, height: 56 };
/** At most this many bars (the first ones, in the server's order) and lines. */
export const THUMB_BARS_MAX = 24;
export const THUMB_SERIES_MAX = 4;

export type ThumbShape =
  | { kind: "empty" }
  | { kind: "figure"; value: number }
  | {
      kind: "bars";
      /** Stacked: a rectangle per X key and series (`series` its index), bottom up. */
      bars: { x: number; y: number; width: number; height: number; series: number }[];
    }
  | { kind: "lines"; area: boolean; lines: { path: string; series: number }[] }
  | {
      kind: "ring";
      cx: number;
      cy: number;
      /** One slice per X key: its path, or `full` when it is the whole ring. */
      slices: { path: string | null; full: boolean; index: number }[];
      outer: number;
      inner: number;
    };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const round = (value: number) => Math.round(value * 100) / 100;

/** Points by X key (in first-seen order) and series (at most THUMB_SERIES_MAX, the rest dropped). */
function pivot(points: readonly MetricPoint[]) {
  const keys: string[] = [];
  const series: (string | null)[] = [];
  const values = new Map<string, number>();
  for (const point of points) {
    if (!keys.includes(point.key)) keys.push(point.key);
    if (!series.includes(point.series)) {
      if (series.length >= THUMB_SERIES_MAX) continue;
      series.push(point.series);
    }
    const cell = `${keys.indexOf(point.key)}:${series.indexOf(point.series)}`;
    values.set(cell, (values.get(cell) ?? 0) + point.value);
  }
  const value = (k: number, s: number) => Math.max(0, values.get(`${k}:${s}`) ?? 0);
  return { keys, series, value };
}

/** How a chart whose style is not known draws: dates as lines, one "total" as a figure, else bars. */
export function inferredStyle(points: readonly MetricPoint[]): "number" | "line" | "bar" {
  const keys = new Set(points.map((point) => point.key));
  if (keys.size === 1 && keys.has("total")) return "number";
  if (keys.size > 1 && [...keys].every((key) => DAY.test(key))) return "line";
  return "bar";
}

function bars(points: readonly MetricPoint[], size: ThumbSize): ThumbShape {
  const { keys, series, value } = pivot(points);
  const shown = keys.slice(0, THUMB_BARS_MAX);
  const totals = shown.map((_, k) => series.reduce((sum, _s, s) => sum + value(k, s), 0));
  const max = Math.max(...totals, 0);
  if (max <= 0) return { kind: "empty" };
  const slot = size.width / shown.length;
  const gap = Math.min(4, slot * 0.25);
  const out: Extract<ThumbShape, { kind: "bars" }>["bars"] = [];
  shown.forEach((_, k) => {
    let bottom = size.height;
    series.forEach((_s, s) => {
      const height = (value(k, s) / max) * (size.height - 2);
      if (height <= 0) return;
      bottom -= height;
      out.push({
        x: round(k * slot + gap / 2),
        y: round(bottom),
        width: round(slot - gap),
        height: round(height),
        series: s,
      });
    });
  });
  return { kind: "bars", bars: out };
}

function lines(points: readonly MetricPoint[], size: ThumbSize, area: boolean): ThumbShape {
  const { keys, series, value } = pivot(points);
  const order = keys.map((key, k) => ({ key, k }));
  // Days in time order; other keys as the server gave them.
  if (order.every((entry) => DAY.test(entry.key))) order.sort((a, b) => a.key.localeCompare(b.key));
  let max = 0;
  for (const { k } of order) for (let s = 0; s < series.length; s++) max = Math.max(max, value(k, s));
  if (order.length === 0 || max <= 0) return { kind: "empty" };
  const step = order.length > 1 ? size.width / (order.length - 1) : 0;
  const y = (v: number) => round(size.height - 1 - (v / max) * (size.height - 2));
  return {
    kind: "lines",
    area,
    lines: series.map((_s, s) => {
      const at = order.map(
        ({ k }, n) => `${round(order.length > 1 ? n * step : size.width / 2)},${y(value(k, s))}`,
      );
      const path = `M${at.join(" L")}`;
      return {
        path: area
          ? `${path} L${order.length > 1 ? size.width : size.width / 2},${size.height} L0,${size.height} Z`
          : path,
        series: s,
      };
    }),
  };
}

function ring(points: readonly MetricPoint[], size: ThumbSize): ThumbShape {
  const { keys, series, value } = pivot(points);
  const totals = keys.map((_, k) => series.reduce((sum, _s, s) => sum + value(k, s), 0));
  const total = totals.reduce((sum, v) => sum + v, 0);
  if (total <= 0) return { kind: "empty" };
  const outer = size.height / 2 - 1;
  const inner = outer * 0.58;
  const cx = size.width / 2;
  const cy = size.height / 2;
  const point = (radius: number, angle: number) =>
    `${round(cx + radius * Math.sin(angle))},${round(cy - radius * Math.cos(angle))}`;
  let start = 0;
  const slices: Extract<ThumbShape, { kind: "ring" }>["slices"] = [];
  totals.forEach((v, index) => {
    if (v <= 0) return;
    const share = v / total;
    if (share >= 0.9999) {
      slices.push({ path: null, full: true, index });
      return;
    }
    const end = start + share * 2 * Math.PI;
    const large = share > 0.5 ? 1 : 0;
    slices.push({
      path: `M${point(outer, start)} A${outer},${outer} 0 ${large} 1 ${point(outer, end)} L${point(inner, end)} A${inner},${inner} 0 ${large} 0 ${point(inner, start)} Z`,
      full: false,
      index,
    });
    start = end;
  });
  return { kind: "ring", cx, cy, slices, outer: round(outer), inner: round(inner) };
}

/** The thumbnail of a chart's points in its style (null, or a style it does not know: inferred). */
export function thumbnailOf(
  points: readonly MetricPoint[],
  style: string | null,
  size: ThumbSize = THUMB_SIZE,
): ThumbShape {
  if (points.length === 0) return { kind: "empty" };
  const known = style !== null && (style === RING || [...FIGURES, ...LINES, ...BARS].includes(style));
  const drawn = known ? style : inferredStyle(points);
  if (FIGURES.includes(drawn)) return { kind: "figure", value: points.reduce((sum, p) => sum + p.value, 0) };
  if (drawn === RING) return ring(points, size);
  if (LINES.includes(drawn)) return lines(points, size, drawn === "area");
  return bars(points, size);
}
