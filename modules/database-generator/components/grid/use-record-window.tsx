"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import { stableKey } from "@/lib/client/query/key";
import { useQuery } from "@/lib/client/query/use-query";
import { dbQueries, type RecordsView } from "@/modules/database-generator/client/api";
import type { DbRecordAnswer, RecordPage } from "@/modules/database-generator/shared/types";

/** Records a page of the grid reads at once. */
export const GRID_PAGE = 100;

/** Reads one page of a view through the query cache (so the module's room reads it again) and reports it. */
function PageReader(props: {
  moduleId: string;
  tableId: string;
  view: RecordsView;
  index: number;
  initial: RecordPage | undefined;
  onPage: (index: number, page: RecordPage | null, failed: boolean) => void;
}) {
  const { moduleId, tableId, view, index, initial, onPage } = props;
  const query = useQuery(dbQueries.records(moduleId, tableId, view, index * GRID_PAGE, GRID_PAGE), {
    initialData: initial,
    staleTime: initial ? 10_000 : 0,
  });
  useEffect(() => {
    if (query.data) onPage(index, query.data, false);
    else if (query.error) onPage(index, null, true);
  }, [query.data, query.error, index, onPage]);
  return null;
}

export interface RecordWindow {
  /** Records matching the view, in all (null before the first answer). */
  total: number | null;
  /** The record at a row of the view, when its page has arrived. */
  at: (row: number) => DbRecordAnswer | undefined;
  /** A loaded record by its id. */
  find: (id: string) => DbRecordAnswer | undefined;
  /** Asks for the pages covering rows `from`–`to` (the rows on screen). */
  show: (from: number, to: number) => void;
  /** Replaces records' cells at once (an edit shown before the server answers). */
  patch: (update: (record: DbRecordAnswer) => DbRecordAnswer | null) => void;
  failed: boolean;
  /** The readers to render (invisible). */
  readers: React.ReactNode;
}

/**
 * A view's records as the grid scrolls over them: pages of 100 read by offset as their rows come on
 * screen (the server builds only a page's rows), kept while the view stays the same; the first page
 * from the server's render.
 */
export function useRecordWindow(
  moduleId: string,
  tableId: string,
  view: RecordsView,
  first: RecordPage | null,
): RecordWindow {
  const viewKey = stableKey(view);
  const [pages, setPages] = useState<{
    key: string;
    map: Map<number, DbRecordAnswer[]>;
    total: number | null;
  }>(() => ({
    key: viewKey,
    map: first ? new Map([[0, first.data]]) : new Map(),
    total: first?.total ?? null,
  }));
  const [wanted, setWanted] = useState<{ key: string; from: number; to: number }>({
    key: viewKey,
    from: 0,
    to: 0,
  });
  const [failed, setFailed] = useState(false);
  const [firstKey] = useState(viewKey);
  const current =
    pages.key === viewKey ? pages : { key: viewKey, map: new Map<number, DbRecordAnswer[]>(), total: null };

  const onPage = useCallback(
    (index: number, page: RecordPage | null, error: boolean) => {
      setFailed(error);
      if (!page) return;
      setPages((state) => {
        const base =
          state.key === viewKey
            ? state
            : { key: viewKey, map: new Map<number, DbRecordAnswer[]>(), total: null };
        const map = new Map(base.map);
        map.set(index, page.data);
        return { key: viewKey, map, total: page.total };
      });
    },
    [viewKey],
  );

  const show = useCallback(
    (from: number, to: number) => {
      const a = Math.floor(from / GRID_PAGE);
      const b = Math.floor(Math.max(from, to) / GRID_PAGE);
      setWanted((state) =>
        state.key === viewKey && state.from === a && state.to === b
          ? state
          : { key: viewKey, from: a, to: b },
      );
    },
    [viewKey],
  );

  const patch = useCallback((update: (record: DbRecordAnswer) => DbRecordAnswer | null) => {
    setPages((state) => {
      const map = new Map<number, DbRecordAnswer[]>();
      for (const [index, records] of state.map)
        map.set(
          index,
          records.map((record) => update(record) ?? record),
        );
      return { ...state, map };
    });
  }, []);

  const range = wanted.key === viewKey ? wanted : { from: 0, to: 0 };
  const indexes = useMemo(() => {
    const out: number[] = [];
    for (let i = range.from; i <= range.to; i++) out.push(i);
    return out;
  }, [range.from, range.to]);

  const readers = indexes.map((index) => (
    <PageReader
      key={`${viewKey}:${index}`}
      moduleId={moduleId}
      tableId={tableId}
      view={view}
      index={index}
      initial={index === 0 && viewKey === firstKey && first ? first : undefined}
      onPage={onPage}
    />
  ));

  return {
    total: current.total,
    at: (row) => current.map.get(Math.floor(row / GRID_PAGE))?.[row % GRID_PAGE],
    find: (id) => {
      for (const records of current.map.values()) {
        const found = records.find((record) => record.id === id);
        if (found) return found;
      }
      return undefined;
    },
    show,
    patch,
    failed,
    readers,
  };
}
