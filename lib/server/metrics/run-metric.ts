import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { DateBucket, DrillRow, ReportEntity, XOption, YOption } from "@/lib/metrics/entities";
import { readableModulesFor, type ModuleScope } from "@/lib/server/modules/module-scope";
import type { Membership } from "@/lib/server/permissions/workspace-member";
import type { ModuleTag } from "@/modules/kinds";
import type { BurnDay, MetricContext, MetricPointRef, MetricQuery, SourcePoint } from "./metric-source";
import { metricSourceOf, tableProvider } from "./registry";
import type { TableSourceProvider } from "./table-source";

/** At most this many points in a chart (categories × series); the rest is cut and said so. */
export const MAX_POINTS = 500;

/** A chart's question: an entity's axes and the filters of the chart and its dashboard. */
export interface MetricRequest<E extends ReportEntity = ReportEntity> {
  entity: E;
  x: XOption<E>;
  y: YOption<E>;
  bucket: DateBucket;
  zone: string;
  from: Date | null;
  to: Date | null;
  personIds: readonly string[] | null;
  /** Only modules of these projects (null: all the viewer may read). */
  projectIds: readonly string[] | null;
  /** Only these modules (null: all). */
  moduleIds: readonly string[] | null;
}

/**
 * Reads charts' data for one viewer: the readable modules of each kind are found once (one
 * statement per kind, whatever the number of charts) and every chart's source is called with them.
 */
export class MetricReader {
  private readonly scopes = new Map<ModuleTag, Promise<ModuleScope[]>>();

  constructor(
    readonly membership: Membership,
    readonly locale: Locale,
    readonly now: Date = new Date(),
  ) {}

  private readable(tag: ModuleTag): Promise<ModuleScope[]> {
    let found = this.scopes.get(tag);
    if (!found) {
      found = readableModulesFor(this.membership, [tag], this.locale);
      this.scopes.set(tag, found);
    }
    return found;
  }

  /** The context of a request, or null when the viewer reads no module it could count. */
  private async context(request: MetricRequest, tag: ModuleTag | null): Promise<MetricContext | null> {
    if (tag === null) return { membership: this.membership, scopes: [], locale: this.locale, now: this.now };
    const projects = request.projectIds ? new Set(request.projectIds) : null;
    const modules = request.moduleIds ? new Set(request.moduleIds) : null;
    const scopes = (await this.readable(tag)).filter(
      (scope) =>
        (!projects || (scope.project !== null && projects.has(scope.project.id))) &&
        (!modules || modules.has(scope.moduleId)),
    );
    return scopes.length ? { membership: this.membership, scopes, locale: this.locale, now: this.now } : null;
  }

  async points(request: MetricRequest): Promise<{ points: SourcePoint[]; truncated: boolean }> {
    const { source, tag } = metricSourceOf(request.entity);
    const context = await this.context(request, tag);
    if (!context) return { points: [], truncated: false };
    const points = await source.compute(context, queryOf(request));
    return points.length > MAX_POINTS
      ? { points: points.slice(0, MAX_POINTS), truncated: true }
      : { points, truncated: false };
  }

  /** A burn chart's days (tasks): [] for an entity without burn charts or nothing readable. */
  async burn(request: MetricRequest, days: { day: string; end: Date }[]): Promise<BurnDay[]> {
    const { source, tag } = metricSourceOf(request.entity);
    if (!source.burn) return [];
    const context = await this.context(request, tag);
    if (!context) return days.map((day) => ({ day: day.day, scope: 0, done: 0 }));
    return source.burn(context, queryOf(request), days);
  }

  /** The readable modules of the kind whose tables charts read (none without such a kind). */
  async tableScopes(): Promise<{ provider: TableSourceProvider; scopes: ModuleScope[] } | null> {
    const found = tableProvider();
    if (!found) return null;
    return { provider: found.provider, scopes: await this.readable(found.tag) };
  }

  async drill(request: MetricRequest, point: MetricPointRef, limit: number): Promise<DrillRow[]> {
    const { source, tag } = metricSourceOf(request.entity);
    const context = await this.context(request, tag);
    if (!context) return [];
    return source.drill(context, queryOf(request), point, limit);
  }
}

function queryOf<E extends ReportEntity>(request: MetricRequest<E>): MetricQuery<E> {
  return {
    x: request.x,
    y: request.y,
    bucket: request.bucket,
    zone: request.zone,
    from: request.from,
    to: request.to,
    personIds: request.personIds,
  };
}
