"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { errorMessage } from "@/lib/client/api";
import { whenModuleRoomJoined } from "@/lib/client/module-room";
import { queryCache } from "@/lib/client/query/cache";
import { customQuery, moduleTag, type QuerySpec } from "@/lib/client/query/spec";
import { useQuery } from "@/lib/client/query/use-query";
import { SERVER_FRESH_MS, useServerSeed } from "@/lib/client/query/use-server-seed";
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
import { TASK_PAGE_SIZE, type TaskColumnPages } from "@/modules/task-management/shared/types";

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
 * first page of every column in one request into the cached state (shown tasks kept meanwhile).
 */
function columnsQuery(view: string, input: LoadInput): QuerySpec<BoardState> {
  const { moduleId, kind, filters, me, search, limit } = input;
  const spec: QuerySpec<BoardState> = customQuery(
    ["task-columns", view, moduleId, kind, filters, me, search, limit ?? null],
    async (signal) => {
      const shown = queryCache.snapshot<BoardState>(spec.key).data;
      const columnIds = shown ? Object.keys(shown.columns) : input.columnIds;
      const dispatch = (action: BoardAction) => dispatchTo(spec.key, input, action);
      const started = columnIds.map((columnId) => {
        const request = ++requests;
        const mode: LoadMode = shown?.columns[columnId]?.status === "ready" ? "refresh" : "reset";
        dispatch({ type: "loadStart", columnId, request, mode });
        return { columnId, request, mode };
      });
      try {
        const { columns } = await taskApi.columnTasks(
          moduleId,
          { kind, filters, me, search, ...(limit ? { limit } : {}) },
          signal,
        );
        const pages = new Map(columns.map((column) => [column.columnId, column.page]));
        for (const { columnId, request, mode } of started) {
          const page = pages.get(columnId) ?? { data: [], nextCursor: null, total: 0 };
          dispatch({ type: "loadSuccess", columnId, request, mode, page });
        }
      } catch (error) {
        if (signal.aborted) throw error;
        const text = input.failure(error);
        for (const { columnId, request } of started)
          dispatch({ type: "loadError", columnId, request, error: text });
      }
      return queryCache.snapshot<BoardState>(spec.key).data ?? initialBoardState(kind, columnIds);
    },
    [moduleTag(moduleId)],
  );
  return spec;
}

// The state of each server-rendered snapshot, built once (a remount must not take it back: seed).
const seeded = new WeakMap<TaskColumnPages, BoardState>();

/** The server renders the unfiltered board's pages: they serve a view showing just that. */
function seedFits(seed: TaskColumnPages, view: ColumnView): boolean {
  const pageSize = view.limit ?? TASK_PAGE_SIZE;
  const plain = view.filters.length === 0 && !view.me && view.search.trim() === "";
  return plain && view.kind === "task" && pageSize === TASK_PAGE_SIZE && seed.columns.length > 0;
}

/** The board state of the columns' first pages the server rendered with the page. */
export function stateOfPages(kind: BoardKind, pages: TaskColumnPages): BoardState {
  let state = seeded.get(pages);
  if (!state) {
    state = initialBoardState(
      kind,
      pages.columns.map((column) => column.columnId),
    );
    for (const { columnId, page } of pages.columns) {
      const request = ++requests;
      state = boardReducer(state, { type: "loadStart", columnId, request, mode: "reset" });
      state = boardReducer(state, { type: "loadSuccess", columnId, request, mode: "reset", page });
    }
    seeded.set(pages, state);
  }
  return state;
}

/**
 * A module's tasks per column for one view (the board, the list), held in the tab's query cache:
 * the first page of every column — from the server's render, or read in one request when the view
 * mounts, invalidates or reconnects (shown tasks kept meanwhile) — more pages and single columns on
 * demand, and every change applied
 * through `boardReducer` (by version, so a late or repeated answer never undoes a newer one).
 * Opened again, the view shows what it last had at once while it reads again.
 */
export function useColumnTasks(
  moduleId: string,
  columnIds: readonly string[],
  view: ColumnView,
  options: {
    /** A failed read's text when the server gave none (default: the network error's). */
    fallbackError?: string;
    /** The columns' first pages rendered by the server for this view: shown at once, not read again. */
    initial?: TaskColumnPages | null;
  } = {},
) {
  const { fallbackError, initial } = options;
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

  // Pages the server rendered with the page are shown by the first view that mounts with them, as
  // fresh as the page; a view mounted later (another tab of the module, back to the board) reads.
  const seed = useServerSeed(initial);
  const initialData = seed && seedFits(seed, view) ? stateOfPages(kind, seed) : undefined;
  const query = useQuery(spec, { initialData, staleTime: initialData ? SERVER_FRESH_MS : 0 });
  // A change made between the server's read and the module room's join reached nobody: once in the
  // room, the seeded view reads its columns again, behind what it shows.
  const seeded = initialData !== undefined;
  useEffect(() => {
    if (!seeded) return;
    return whenModuleRoomJoined(moduleId, () => void queryCache.refetch(key));
  }, [seeded, moduleId, key]);
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
