"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { errorMessage } from "@/lib/client/api";
import { queryCache } from "@/lib/client/query/cache";
import { customQuery, moduleTag, type QuerySpec } from "@/lib/client/query/spec";
import { useQuery } from "@/lib/client/query/use-query";
import { taskApi } from "@/modules/task-management/client/api";
import {
  boardReducer,
  initialBoardState,
  type BoardAction,
  type BoardKind,
  type BoardState,
  type LoadMode,
} from "@/modules/task-management/shared/board-state";
import type { TaskFilter } from "@/modules/task-management/shared/filters";

/** What a view of a module's columns shows: its kind of card and its narrowing. */
export interface ColumnView {
  /** Which screen reads (`board`, `list`): each keeps its own pages. */
  view: string;
  kind: BoardKind;
  filters: TaskFilter[];
  me: boolean;
  search: string;
  /** Tasks per page (the API's default when absent). */
  limit?: number;
}

// Request numbers are unique in the tab: a cached state outlives the component that loaded it.
let requests = 0;

/** What loading a view's column needs besides the column: the view's narrowing and its columns. */
interface LoadInput {
  moduleId: string;
  kind: BoardKind;
  filters: TaskFilter[];
  me: boolean;
  search: string;
  limit: number | undefined;
  /** The view's columns when nothing is cached yet (then the cached state's own). */
  columnIds: readonly string[];
  /** A failure's text, shown in the column. */
  failure: (error: unknown) => string;
}

/** Applies `action` to the view's cached state (created for its columns when none is cached yet). */
function dispatchTo(key: string, input: LoadInput, action: BoardAction) {
  queryCache.setData<BoardState>(key, (current) =>
    boardReducer(current ?? initialBoardState(input.kind, input.columnIds), action),
  );
}

/**
 * Reads one column's page into the cached state (`reset`: from scratch, `refresh`: the first page
 * again with the shown tasks kept meanwhile, `append`: the next page). Failures land in the column.
 */
async function loadColumn(
  key: string,
  input: LoadInput,
  columnId: string,
  mode: LoadMode,
  signal: AbortSignal,
): Promise<void> {
  const column = queryCache.snapshot<BoardState>(key).data?.columns[columnId];
  const cursor = mode === "append" ? column?.nextCursor : null;
  if (mode === "append" && !cursor) return;
  const request = ++requests;
  const dispatch = (action: BoardAction) => dispatchTo(key, input, action);
  dispatch({ type: "loadStart", columnId, request, mode });
  const { moduleId, kind, filters, me, search, limit } = input;
  try {
    const page = await taskApi.tasks(
      moduleId,
      { columnId, kind, filters, me, search, cursor, map: false, ...(limit ? { limit } : {}) },
      signal,
    );
    dispatch({ type: "loadSuccess", columnId, request, mode, page });
  } catch (error) {
    if (signal.aborted) return;
    dispatch({ type: "loadError", columnId, request, error: input.failure(error) });
  }
}

/**
 * The query of one view's columns: reading it (on mount, an invalidation, a reconnection) reads the
 * first page of every column in parallel into the cached state (shown tasks kept meanwhile).
 */
function columnsQuery(view: string, input: LoadInput): QuerySpec<BoardState> {
  const { moduleId, kind, filters, me, search, limit } = input;
  const spec: QuerySpec<BoardState> = customQuery(
    ["task-columns", view, moduleId, kind, filters, me, search, limit ?? null],
    async (signal) => {
      const shown = queryCache.snapshot<BoardState>(spec.key).data;
      const columnIds = shown ? Object.keys(shown.columns) : input.columnIds;
      await Promise.all(
        columnIds.map((columnId) => {
          const ready = shown?.columns[columnId]?.status === "ready";
          return loadColumn(spec.key, input, columnId, ready ? "refresh" : "reset", signal);
        }),
      );
      if (signal.aborted) throw new DOMException("Aborted", "AbortError");
      return queryCache.snapshot<BoardState>(spec.key).data ?? initialBoardState(kind, columnIds);
    },
    [moduleTag(moduleId)],
  );
  return spec;
}

/**
 * A module's tasks per column for one view (the board, the list), held in the tab's query cache:
 * the first page of every column read in parallel when the view mounts, invalidates or reconnects
 * (shown tasks kept meanwhile), more pages and single columns on demand, and every change applied
 * through `boardReducer` (by version, so a late or repeated answer never undoes a newer one).
 * Opened again, the view shows what it last had at once while it reads again.
 */
export function useColumnTasks(
  moduleId: string,
  columnIds: readonly string[],
  view: ColumnView,
  /** A failed read's text when the server gave none (default: the network error's). */
  fallbackError?: string,
) {
  const tErrors = useTranslations("errors");
  const fallback = fallbackError ?? tErrors("networkError");

  // One cache entry per view and narrowing (the same narrowing chosen again reads the same entry).
  const { view: name, kind, me, limit } = view;
  const search = view.search.trim();
  const filtersKey = JSON.stringify(view.filters);
  const filters = useMemo(() => JSON.parse(filtersKey) as TaskFilter[], [filtersKey]);
  const { spec, input } = useMemo(() => {
    const failure = (error: unknown) => errorMessage(error, fallback);
    const input: LoadInput = { moduleId, kind, filters, me, search, limit, columnIds, failure };
    return { spec: columnsQuery(name, input), input };
  }, [name, moduleId, kind, filters, me, search, limit, columnIds, fallback]);
  const { key } = spec;

  const query = useQuery(spec);
  const empty = useMemo(() => initialBoardState(kind, columnIds), [kind, columnIds]);
  const state = query.data ?? empty;

  const dispatch = useCallback((action: BoardAction) => dispatchTo(key, input, action), [key, input]);

  // Single-column reads (a next page, a renumbered column, a new column): one at a time per column.
  const controllers = useRef(new Map<string, AbortController>());
  const load = useCallback(
    (columnId: string, mode: LoadMode) => {
      const running = controllers.current.get(columnId);
      if (mode === "append" && running) return Promise.resolve();
      running?.abort();
      const controller = new AbortController();
      controllers.current.set(columnId, controller);
      return loadColumn(key, input, columnId, mode, controller.signal).finally(() => {
        if (controllers.current.get(columnId) === controller) controllers.current.delete(columnId);
      });
    },
    [key, input],
  );
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, [key]);

  // A changed set of columns: the view follows it and reads only the new ones.
  const columnKey = columnIds.join(",");
  useEffect(() => {
    const known = queryCache.snapshot<BoardState>(key).data?.columns;
    if (!known) return;
    const next = columnKey ? columnKey.split(",") : [];
    dispatch({ type: "columns", columnIds: next });
    for (const id of next) if (!known[id]) void load(id, "reset");
  }, [key, columnKey, dispatch, load]);

  /** The view's current state, outside a render (event handlers). */
  const current = useCallback(
    () => queryCache.snapshot<BoardState>(key).data ?? initialBoardState(kind, columnIds),
    [key, kind, columnIds],
  );
  const reloadAll = useCallback(() => void queryCache.refetch(key), [key]);

  return { state, dispatch, load, reloadAll, current };
}
