"use client";

import { useMemo } from "react";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { useQuery } from "@/lib/client/query/use-query";
import { dvQueries } from "@/modules/data-visualization/client/api";
import type { ChartSource } from "@/modules/data-visualization/shared/chart";
import type { SourceColumn } from "@/modules/data-visualization/shared/sources";

/** A table or an uploaded file a chart can read: its name, where it is, and its columns. */
export interface TableLike {
  id: string;
  name: string;
  /** The database (and module) a table is in; null for a file. */
  group: string | null;
  columns: SourceColumn[];
}

/**
 * What a chart may read beyond the report entities: the database generator tables the viewer may
 * read, the module's uploaded files and its PostgreSQL connectors. Each list loads on its own; one
 * that fails (its message kept) leaves the others usable.
 */
export function useChartSources(moduleId: string) {
  const tablesQuery = useQuery(dvQueries.tables(moduleId));
  const datasetsQuery = useQuery(dvQueries.datasets(moduleId));
  const connectorsQuery = useQuery(dvQueries.connectors(moduleId));
  const tablesError = useErrorText(tablesQuery.error);
  const datasetsError = useErrorText(datasetsQuery.error);
  const connectorsError = useErrorText(connectorsQuery.error);
  return useMemo(() => {
    const tables: TableLike[] = (tablesQuery.data ?? []).flatMap((database) =>
      database.tables.map((table) => ({
        id: table.id,
        name: table.name,
        group:
          database.moduleName === database.name ? database.name : `${database.moduleName} · ${database.name}`,
        columns: table.columns,
      })),
    );
    const datasets: TableLike[] = (datasetsQuery.data ?? []).map((dataset) => ({
      id: dataset.id,
      name: dataset.name,
      group: null,
      columns: dataset.columns,
    }));
    const connectors = connectorsQuery.data ?? [];
    return {
      tables,
      datasets,
      connectors,
      loading: tablesQuery.loading || datasetsQuery.loading || connectorsQuery.loading,
      errors: { tables: tablesError, datasets: datasetsError, connectors: connectorsError },
    };
  }, [
    tablesQuery.data,
    tablesQuery.loading,
    datasetsQuery.data,
    datasetsQuery.loading,
    connectorsQuery.data,
    connectorsQuery.loading,
    tablesError,
    datasetsError,
    connectorsError,
  ]);
}

export type ChartSources = ReturnType<typeof useChartSources>;

/** A table or an uploaded file by its id (null while the list is not loaded, or when it is gone). */
export function tableIn(sources: ChartSources, kind: "table" | "dataset", id: string): TableLike | null {
  return (kind === "table" ? sources.tables : sources.datasets).find((table) => table.id === id) ?? null;
}

/** The table or file a source reads (null for an entity or a query, or one not among the lists). */
export function tableOf(sources: ChartSources, source: ChartSource): TableLike | null {
  if (source.type === "table") return tableIn(sources, "table", source.tableId);
  if (source.type === "dataset") return tableIn(sources, "dataset", source.datasetId);
  return null;
}

/** A column's name in a table or file (its id when the list is not loaded). */
export const columnName = (table: TableLike | null, id: string | null): string =>
  id === null ? "" : (table?.columns.find((column) => column.id === id)?.name ?? id);
