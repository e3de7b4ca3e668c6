import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type {
  DateBucket,
  DrillRow,
  MetricPoint,
  ReportEntity,
  XOption,
  YOption,
} from "@/lib/metrics/entities";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import type { Membership } from "@/lib/server/permissions/workspace-member";

/**
 * Who asks and what they may read: the membership and the modules of the source's kind the access
 * rule lets them read (already narrowed to the chart's projects and modules; never empty when a
 * kind's source is called — no readable module, no data, no query). A platform source (goals) gets
 * an empty list and applies its own rule (suite_visible_goals).
 */
export interface MetricContext {
  membership: Membership;
  scopes: readonly ModuleScope[];
  locale: Locale;
  /** The instant the dashboard is read at: "now" for statuses (overdue, upcoming, ongoing). */
  now: Date;
}

/**
 * What a chart asks of its entity: its axes, how a date X-axis groups (`bucket`, in `zone`), and the
 * filters every source applies to its entity's main instant (`from` ≤ t < `to`, documented per
 * source) and to its people (`personIds`: assignees, owners, authors, attendees as the source
 * defines them; null: everyone).
 */
export interface MetricQuery<E extends ReportEntity = ReportEntity> {
  x: XOption<E>;
  y: YOption<E>;
  bucket: DateBucket;
  zone: string;
  from: Date | null;
  to: Date | null;
  personIds: readonly string[] | null;
}

/**
 * A point as a source returns it: for a Y that is an average (time-to-complete, progress, sent-time),
 * `weight` is the number of rows averaged, so a figure over all points (a number card) is their
 * weighted mean; a sum's points need none.
 */
export type SourcePoint = MetricPoint & { weight?: number };

/** One day of a burn chart (tasks): the work in scope at its end and the part done by then. */
export interface BurnDay {
  day: string;
  scope: number;
  done: number;
}

/** The point a drill-down opens: its X key and, for a split Y, its series. */
export interface MetricPointRef {
  key: string;
  series: string | null;
}

/**
 * A kind's countable data (its manifest's `metrics`, modules/<segment>/kind.server.ts): a report
 * entity's points in one statement for all its readable modules, and the rows behind a point. Every
 * count respects what the viewer may read in those modules (a chat's conversations they are in, a
 * calendar's events they may see), as the kind's own pages do.
 */
export interface MetricSource<E extends ReportEntity = ReportEntity> {
  entity: E;
  compute(ctx: MetricContext, query: MetricQuery<E>): Promise<SourcePoint[]>;
  /** At most `limit` rows behind `point`, newest first. */
  drill(ctx: MetricContext, query: MetricQuery<E>, point: MetricPointRef, limit: number): Promise<DrillRow[]>;
  /**
   * Burndown and burnup (tasks): for each local day of `days` (ends of day as instants, ascending),
   * the rows in scope and done at its end.
   */
  burn?(ctx: MetricContext, query: MetricQuery<E>, days: { day: string; end: Date }[]): Promise<BurnDay[]>;
}

/** Declares a source; the compiler checks its entity's axes. */
export function defineMetricSource<E extends ReportEntity>(source: MetricSource<E>): MetricSource<E> {
  return source;
}

/** A source of any entity, as a kind lists its own. */
export type AnyMetricSource = { [E in ReportEntity]: MetricSource<E> }[ReportEntity];
