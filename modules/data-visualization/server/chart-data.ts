import "server-only";
import type { MetricPoint } from "@/lib/metrics/entities";
import type { SourcePoint } from "@/lib/server/metrics/metric-source";
import { metricSourceOf } from "@/lib/server/metrics/registry";
import type { MetricReader, MetricRequest } from "@/lib/server/metrics/run-metric";
import { addDays } from "@/lib/time/zoned";
import type { Locale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";
import { AppError } from "@/lib/server/errors";
import type { TableQuery } from "@/lib/server/metrics/table-source";
import { sourcePoints } from "./sources/source-points";
import {
  BURN_STYLES,
  combineFilters,
  FIGURE_STYLES,
  periodDays,
  periodInstants,
  previousDays,
  todayIn,
  type ChartData,
  type ChartSource,
  type ChartStyle,
  type EntitySource,
  type Filters,
} from "@/modules/data-visualization/shared/types";

/** Y options whose points are averages: a figure over them is the mean weighted by rows. */
const AVERAGES = new Set(["time-to-complete", "progress", "sent-time", "avg"]);
/** A burn chart or a metric card with no period reads the last 30 days. */
const DEFAULT_DAYS = 30;
/** A burn chart draws at most a year of days. */
const BURN_DAYS_MAX = 366;

/** What the data of one chart needs. */
export interface ChartQuestion {
  id: string;
  style: ChartStyle;
  source: ChartSource;
  filters: Filters;
}

const plain = (point: SourcePoint): MetricPoint => ({
  key: point.key,
  label: point.label,
  series: point.series,
  seriesLabel: point.seriesLabel,
  value: point.value,
});

/**
 * One figure of many points: their sum, the weighted mean of averages, the least of minimums and the
 * most of maximums.
 */
export function figureOf(points: readonly SourcePoint[], y: string): number | null {
  if (points.length === 0) return AVERAGES.has(y) || y === "min" || y === "max" ? null : 0;
  if (y === "min") return Math.min(...points.map((point) => point.value));
  if (y === "max") return Math.max(...points.map((point) => point.value));
  if (!AVERAGES.has(y)) return points.reduce((sum, point) => sum + point.value, 0);
  const weight = points.reduce((sum, point) => sum + (point.weight ?? 1), 0);
  if (weight === 0) return null;
  const total = points.reduce((sum, point) => sum + point.value * (point.weight ?? 1), 0);
  return Math.round((total / weight) * 100) / 100;
}

export function requestFor(
  source: EntitySource,
  filters: Filters,
  zone: string,
  days: { from: string; to: string } | null,
): MetricRequest {
  const instants = days ? periodInstants(days, zone) : null;
  return {
    entity: source.entity,
    x: source.x,
    y: source.y,
    bucket: source.bucket,
    zone,
    from: instants?.from ?? null,
    to: instants?.to ?? null,
    personIds: filters.personIds.length ? filters.personIds : null,
    projectIds: filters.projectIds.length ? filters.projectIds : null,
    moduleIds: null,
  } as MetricRequest;
}

/** A chart with no data (nothing matches its filters, or its source refused: `error`). */
export const emptyChartData = (id: string, zone: string, error: string | null = null): ChartData => ({
  id,
  points: [],
  truncated: false,
  previous: null,
  period: null,
  zone,
  error,
});

/** Where a chart's own sources live (its dashboard's module: datasets, connectors) and the request's language. */
export interface ChartPlace {
  moduleId: string;
  locale: Locale;
}

/**
 * A chart's data for the reader's viewer: its filters under the dashboard's (`outer`: the
 * dashboard's, or a published link's locked ones), in `zone`. Burn charts are days from task history
 * (series scope and done, or remaining and the ideal line); figures are one point ("total") and a
 * metric card adds the previous period of the same length.
 */
export async function chartData(
  reader: MetricReader,
  chart: ChartQuestion,
  outer: Filters,
  zone: string,
  place: ChartPlace,
): Promise<ChartData> {
  try {
    return await readChart(reader, chart, outer, zone, place);
  } catch (error) {
    // A chart whose source refuses (a connector down, a query past its time-out) says why; the
    // dashboard's other charts are read as usual.
    if (error instanceof AppError && error.status === 400) {
      return emptyChartData(
        chart.id,
        zone,
        error.messages.map((m) => translateMessage(place.locale, m)).join(" "),
      );
    }
    throw error;
  }
}

async function readChart(
  reader: MetricReader,
  chart: ChartQuestion,
  outer: Filters,
  zone: string,
  place: ChartPlace,
): Promise<ChartData> {
  const filters = combineFilters(chart.filters, outer);
  if (!filters) return emptyChartData(chart.id, zone);
  const today = todayIn(zone, reader.now);
  let days = periodDays(filters, today);
  const needsPeriod = BURN_STYLES.includes(chart.style) || chart.style === "metric";
  if (!days && needsPeriod) days = { from: addDays(today, -(DEFAULT_DAYS - 1)), to: today };
  const source = chart.source;
  if (source.type !== "entity")
    return readSourceChart(reader, { ...chart, source }, filters, zone, days, place);
  const request = requestFor(source, filters, zone, days);

  if (BURN_STYLES.includes(chart.style) && days) {
    return { ...(await burnData(reader, chart.style, request, days, today, zone)), id: chart.id };
  }
  const { points, truncated } = await reader.points(request);
  if (!FIGURE_STYLES.includes(chart.style)) {
    return {
      id: chart.id,
      points: points.map(plain),
      truncated,
      previous: null,
      period: days,
      zone,
      error: null,
    };
  }
  let previous: number | null = null;
  if (chart.style === "metric" && days) {
    const before = await reader.points(requestFor(source, filters, zone, previousDays(days)));
    previous = figureOf(before.points, source.y);
  }
  return figure(chart.id, figureOf(points, source.y), previous, days, zone);
}

function figure(
  id: string,
  value: number | null,
  previous: number | null,
  days: { from: string; to: string } | null,
  zone: string,
): ChartData {
  return {
    id,
    points: value === null ? [] : [{ key: "total", label: null, series: null, seriesLabel: null, value }],
    truncated: false,
    previous,
    period: days,
    zone,
    error: null,
  };
}

/** A chart over a table, a dataset or a connector's query (no burn charts: styleFits refuses them). */
async function readSourceChart(
  reader: MetricReader,
  chart: ChartQuestion & { source: Exclude<ChartSource, EntitySource> },
  filters: Filters,
  zone: string,
  days: { from: string; to: string } | null,
  place: ChartPlace,
): Promise<ChartData> {
  const query = (period: { from: string; to: string } | null): TableQuery => {
    const instants = period ? periodInstants(period, zone) : null;
    return {
      zone,
      from: instants?.from ?? null,
      to: instants?.to ?? null,
      personIds: filters.personIds.length ? filters.personIds : null,
    };
  };
  const found = await sourcePoints(reader, place, chart.source, query(days));
  if (!found) return emptyChartData(chart.id, zone, translateMessage(place.locale, "errors.chartSourceGone"));
  if (!FIGURE_STYLES.includes(chart.style)) {
    return {
      id: chart.id,
      points: found.points.map(plain),
      truncated: found.truncated,
      previous: null,
      period: days,
      zone,
      error: null,
    };
  }
  const y = chart.source.type === "sql" ? "sum" : chart.source.y;
  let previous: number | null = null;
  if (chart.style === "metric" && days && chart.source.type !== "sql") {
    const before = await sourcePoints(reader, place, chart.source, query(previousDays(days)));
    previous = before ? figureOf(before.points, y) : null;
  }
  return figure(chart.id, figureOf(found.points, y), previous, days, zone);
}

async function burnData(
  reader: MetricReader,
  style: ChartStyle,
  request: MetricRequest,
  days: { from: string; to: string },
  today: string,
  zone: string,
): Promise<Omit<ChartData, "id">> {
  const { source } = metricSourceOf(request.entity);
  const last = days.to < today ? days.to : today;
  const list: { day: string; end: Date }[] = [];
  for (let day = days.from; day <= last && list.length < BURN_DAYS_MAX; day = addDays(day, 1)) {
    list.push({ day, end: periodInstants({ from: day, to: day }, zone).to });
  }
  const burned = source.burn ? await reader.burn(request, list) : [];
  const points: MetricPoint[] = [];
  const first = burned[0];
  const total = Math.max(1, Math.round((Date.parse(days.to) - Date.parse(days.from)) / 86_400_000));
  for (const [index, day] of burned.entries()) {
    const point = (series: string, value: number) =>
      points.push({ key: day.day, label: null, series, seriesLabel: null, value });
    if (style === "burnup") {
      point("scope", day.scope);
      point("done", day.done);
    } else {
      point("remaining", day.scope - day.done);
      const start = first ? first.scope - first.done : 0;
      point("ideal", Math.round(Math.max(0, start - (start * index) / total) * 100) / 100);
    }
  }
  return { points, truncated: false, previous: null, period: days, zone, error: null };
}
