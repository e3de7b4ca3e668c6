import "server-only";
import type { SourceDatabase, SourceRows, TableAxes } from "@/lib/metrics/tables";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import type { DrillRow } from "@/lib/metrics/entities";
import type { MetricQuery, SourcePoint } from "./metric-source";

/** The filters a table chart applies: rows created in the period, by the chosen people. */
export type TableQuery = Pick<MetricQuery, "zone" | "from" | "to" | "personIds">;

/**
 * A kind's tables as chart sources (its manifest's `chartTables`, modules/<segment>/kind.server.ts):
 * the database generator's. Every call gets the viewer's readable modules of the kind and answers
 * null for a table outside them (the caller's 404).
 */
export interface TableSourceProvider {
  /** The databases of those modules with their tables and chartable columns. */
  list(scopes: readonly ModuleScope[]): Promise<SourceDatabase[]>;
  /** A table's first `limit` rows as charts read them. */
  rows(scopes: readonly ModuleScope[], tableId: string, limit: number): Promise<SourceRows | null>;
  /**
   * A table chart's points in one statement: X a column's values (dates bucketed in `query.zone`),
   * the aggregate, split by `groupBy`. Null: the table or a column is not there (any more).
   */
  points(
    scopes: readonly ModuleScope[],
    tableId: string,
    axes: TableAxes,
    query: TableQuery,
  ): Promise<SourcePoint[] | null>;
  /** The records behind one point, newest first. */
  drill(
    scopes: readonly ModuleScope[],
    tableId: string,
    axes: TableAxes,
    query: TableQuery,
    point: { key: string; series: string | null },
    limit: number,
  ): Promise<DrillRow[]>;
}
