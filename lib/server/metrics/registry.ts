import "server-only";
import type { ReportEntity } from "@/lib/metrics/entities";
import { goalMetrics } from "@/lib/server/goals/metrics";
import type { ModuleTag } from "@/modules/kinds";
import { SERVER_KINDS } from "@/modules/kinds.server";
import type { AnyMetricSource, MetricSource } from "./metric-source";
import type { TableSourceProvider } from "./table-source";

/** Where an entity's source lives: the kind that declares it, or the platform (goals). */
export interface RegisteredSource {
  source: AnyMetricSource;
  /** The kind whose readable modules the source reads; null for a platform source. */
  tag: ModuleTag | null;
}

function collect(): Map<ReportEntity, RegisteredSource> {
  const sources = new Map<ReportEntity, RegisteredSource>();
  const add = (source: AnyMetricSource, tag: ModuleTag | null) => {
    const taken = sources.get(source.entity);
    if (taken) {
      throw new Error(
        `Report entity ${source.entity} is declared by ${taken.tag ?? "the platform"} and ${tag}`,
      );
    }
    sources.set(source.entity, { source, tag });
  };
  for (const server of Object.values(SERVER_KINDS)) {
    for (const source of server.metrics ?? []) add(source, server.kind.tag);
  }
  add(goalMetrics, null);
  return sources;
}

let registry: Map<ReportEntity, RegisteredSource> | null = null;

/** Every report entity's source (built once, from the kinds' manifests and the platform's). */
export function metricSources(): Map<ReportEntity, RegisteredSource> {
  registry ??= collect();
  return registry;
}

/** The kind whose tables charts may read (the database generator's), if one declares them. */
export function tableProvider(): { provider: TableSourceProvider; tag: ModuleTag } | null {
  for (const server of Object.values(SERVER_KINDS)) {
    if (server.chartTables) return { provider: server.chartTables, tag: server.kind.tag };
  }
  return null;
}

/** The source of one entity; a missing one is a programming error (a test checks every entity has one). */
export function metricSourceOf<E extends ReportEntity>(
  entity: E,
): { source: MetricSource<E>; tag: ModuleTag | null } {
  const found = metricSources().get(entity);
  if (!found) throw new Error(`No metric source declares ${entity}`);
  return found as unknown as { source: MetricSource<E>; tag: ModuleTag | null };
}
