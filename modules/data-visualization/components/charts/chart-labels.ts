// How a chart's keys read (issue 37): a point's X key and its series named in the viewer's language —
// the server's name when it sends one (a person, a project), else the key's translation
// (`dataVisualization.values.*`), 'Unassigned', a date written by its bucket, or the key itself. Pure.
import type { DateBucket, MetricPoint } from "@/lib/metrics/entities";
import { UNASSIGNED } from "@/lib/metrics/entities";
import { formatDay } from "@/lib/reporting/format";
import type { ChartSource, ChartStyle } from "@/modules/data-visualization/shared/chart";

/** The `dataVisualization` namespace's translator (next-intl's `t`, with `has`). */
export type Translate = ((key: string, values?: Record<string, string | number>) => string) & {
  has: (key: string) => boolean;
};

export interface LabelContext {
  /** An entity source's X option (its keys' translations: `values.{x}.{key}`); null for others. */
  xOption: string | null;
  /** An entity source's Y option (series' translations: `values.{y}.{series}`); null for others. */
  yOption: string | null;
  /** How a date key is written; null when the X-axis holds no dates. */
  bucket: DateBucket | null;
  /** Burn charts: series are `values.series.*`. */
  burn: boolean;
  locale: string;
  t: Translate;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What a chart's labels need to know of it. */
export function labelContext(
  chart: { style: ChartStyle; source: ChartSource },
  locale: string,
  t: Translate,
): LabelContext {
  const burn = chart.style === "burndown" || chart.style === "burnup";
  const { source } = chart;
  if (burn) return { xOption: null, yOption: null, bucket: "day", burn, locale, t };
  if (source.type === "entity") {
    const bucket = source.x === "date" ? source.bucket : null;
    return { xOption: source.x, yOption: source.y, bucket, burn, locale, t };
  }
  // A table's or a file's date column is bucketed as the chart says; a query's days are days.
  const bucket = source.type === "sql" ? "day" : source.bucket;
  return { xOption: null, yOption: null, bucket, burn, locale, t };
}

/** A local day (`YYYY-MM-DD`, the first of its bucket) as its bucket reads: short on an axis. */
export function bucketLabel(day: string, bucket: DateBucket, locale: string, t: Translate, short: boolean) {
  if (bucket === "month") {
    const date = new Date(`${day}T00:00:00Z`);
    if (Number.isNaN(date.getTime())) return day;
    return new Intl.DateTimeFormat(locale, {
      month: short ? "short" : "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(date);
  }
  if (short) return formatDay(day, locale);
  const full = formatDay(day, locale, true);
  return bucket === "week" ? t("chart.weekOf", { date: full }) : full;
}

/** A point's X label: the server's, a known key's translation, 'Unassigned', a date, or the key. */
export function keyLabel(
  point: { key: string; label: string | null },
  ctx: LabelContext,
  short = false,
): string {
  if (point.label !== null && point.label !== "") return point.label;
  const { key } = point;
  const { t } = ctx;
  if (ctx.xOption && t.has(`values.${ctx.xOption}.${key}`)) return t(`values.${ctx.xOption}.${key}`);
  if (key === UNASSIGNED) return t("values.unassigned");
  if (key === "total") return t("values.total");
  if (ctx.bucket && DAY.test(key)) return bucketLabel(key, ctx.bucket, ctx.locale, t, short);
  return key;
}

/** A series' label: the server's, a burn line's, the Y option's value, 'Unassigned', or the key. */
export function seriesLabel(series: { key: string | null; label: string | null }, ctx: LabelContext): string {
  if (series.label !== null && series.label !== "") return series.label;
  const { key } = series;
  const { t } = ctx;
  if (key === null) return "";
  if (ctx.burn && t.has(`values.series.${key}`)) return t(`values.series.${key}`);
  if (ctx.yOption && t.has(`values.${ctx.yOption}.${key}`)) return t(`values.${ctx.yOption}.${key}`);
  if (key === UNASSIGNED) return t("values.unassigned");
  return key;
}

/** A point's series label (empty for a chart of one series). */
export const pointSeriesLabel = (point: MetricPoint, ctx: LabelContext): string =>
  seriesLabel({ key: point.series, label: point.seriesLabel }, ctx);
