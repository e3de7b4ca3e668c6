"use client";

import { useMemo } from "react";
import { useQuery } from "@/lib/client/query/use-query";
import { dbQueries, type RecordsView } from "@/modules/database-generator/client/api";
import { PICKER_LIMIT, linkOptionsOf, primaryOf } from "../grid/link-cells";

/**
 * The records a link column's table offers, searched by the server, read while the picker is open:
 * the first page of a search (at most 50, a hint to search for the rest).
 */
export function useLinkOptions(moduleId: string, tableId: string, q: string) {
  const table = useQuery(tableId ? dbQueries.table(moduleId, tableId) : null, { staleTime: 30_000 });
  const view: RecordsView = useMemo(() => ({ sorts: [], filter: null, q }), [q]);
  const records = useQuery(tableId ? dbQueries.records(moduleId, tableId, view, 0, PICKER_LIMIT) : null, {
    keepPrevious: true,
  });
  const columns = table.data?.columns;
  const page = records.data;
  const options = useMemo(
    () => (columns && page ? linkOptionsOf(primaryOf(columns), page.data) : null),
    [columns, page],
  );
  return {
    tableName: table.data?.name ?? null,
    options,
    total: page?.total ?? 0,
    /** The first answer is on its way. */
    loading: tableId !== "" && options === null && !table.error && !records.error,
    /** A search's answer is on its way (the previous one still shown). */
    fetching: records.fetching || records.previous,
    error: table.error ?? records.error,
    retry: () => {
      void table.refetch();
      void records.refetch();
    },
  };
}
