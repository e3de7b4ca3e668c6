"use client";

import { useDebouncedCallback } from "@mantine/hooks";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { appendPage } from "@/lib/client/append-page";
import { goalApi } from "@/lib/client/goals/api";
import type { DashboardState } from "@/lib/client/goals/links";
import { useGoalsChanged } from "@/lib/client/goals/live";
import type { GoalCounts, GoalSummary } from "@/lib/goals/api";

/** How long the list waits after a burst of live changes before it refetches. */
const REFRESH_DELAY_MS = 800;

interface ListState {
  /** The query the list shows (its key), so an answer for an older one is never shown. */
  key: string;
  status: "loading" | "ready" | "error";
  items: GoalSummary[];
  nextCursor: string | null;
  /** Pages loaded (a live refresh reloads as many). */
  pages: number;
  loadingMore: boolean;
  error: string | null;
}

const keyOf = (state: DashboardState) => `${state.active}|${state.filter}|${state.q}`;

/** The list of the query `key` before its first page comes. */
const loadingList = (key: string): ListState => ({
  key,
  status: "loading",
  items: [],
  nextCursor: null,
  pages: 0,
  loadingMore: false,
  error: null,
});

/** Pages of the query from the first, `pages` of them at most (fewer when the list ends). */
async function loadPages(state: DashboardState, pages: number, signal: AbortSignal) {
  const items: GoalSummary[] = [];
  let cursor: string | null = null;
  let loaded = 0;
  do {
    const page = await goalApi.list({ ...state, cursor }, signal);
    items.push(...page.items);
    cursor = page.nextCursor;
    loaded += 1;
  } while (cursor && loaded < pages);
  return { items, nextCursor: cursor, pages: loaded };
}

/**
 * The dashboard's goals for its tab, filter and search (keyset pages, "Load more") and the tab's
 * counts, refetched when goals change elsewhere (the workspace's live event) or the socket comes back.
 */
export function useGoalList(state: DashboardState) {
  const tErrors = useTranslations("errors");
  const key = keyOf(state);
  const [list, setList] = useState<ListState>(() => loadingList(key));
  const [counts, setCounts] = useState<{ active: DashboardState["active"]; counts: GoalCounts } | null>(null);
  const [version, setVersion] = useState(0);
  const request = useRef<AbortController | null>(null);
  const latest = useRef({ state, list });
  useEffect(() => {
    latest.current = { state, list };
  });

  const { active, filter, q } = state;
  useEffect(() => {
    const query: DashboardState = { active, filter, q };
    const queryKey = keyOf(query);
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setList((current) =>
      current.key === queryKey && current.status === "ready" ? current : loadingList(queryKey),
    );
    loadPages(query, 1, controller.signal).then(
      (loaded) => {
        if (controller.signal.aborted) return;
        setList({ key: queryKey, status: "ready", ...loaded, loadingMore: false, error: null });
      },
      (caught: unknown) => {
        if (controller.signal.aborted) return;
        setList((current) => ({
          ...current,
          key: queryKey,
          status: "error",
          error: errorMessage(caught, tErrors("networkError")),
        }));
      },
    );
    return () => controller.abort();
  }, [active, filter, q, version, tErrors]);

  useEffect(() => {
    const controller = new AbortController();
    goalApi.counts(active, controller.signal).then(
      (found) => !controller.signal.aborted && setCounts({ active, counts: found }),
      () => !controller.signal.aborted && setCounts(null),
    );
    return () => controller.abort();
  }, [active, version]);

  const loadMore = useCallback(async () => {
    const { state: query, list: current } = latest.current;
    if (!current.nextCursor || current.loadingMore || current.status !== "ready") return;
    const queryKey = keyOf(query);
    setList((shown) => ({ ...shown, loadingMore: true, error: null }));
    try {
      const page = await goalApi.list({ ...query, cursor: current.nextCursor });
      setList((shown) => {
        if (shown.key !== queryKey) return shown;
        return {
          ...shown,
          items: appendPage(shown.items, page.items),
          nextCursor: page.nextCursor,
          pages: shown.pages + 1,
          loadingMore: false,
        };
      });
    } catch (caught) {
      setList((shown) => ({
        ...shown,
        loadingMore: false,
        error: errorMessage(caught, tErrors("networkError")),
      }));
    }
  }, [tErrors]);

  /** Reloads what is shown (as many pages as are loaded) and the counts, keeping the list on screen. */
  const refresh = useCallback(async () => {
    const { state: query, list: current } = latest.current;
    if (current.status !== "ready" || current.loadingMore) return;
    const queryKey = keyOf(query);
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    try {
      const [loaded, found] = await Promise.all([
        loadPages(query, Math.max(1, current.pages), controller.signal),
        goalApi.counts(query.active, controller.signal),
      ]);
      if (controller.signal.aborted) return;
      setList((shown) =>
        shown.key === queryKey ? { ...shown, ...loaded, status: "ready", error: null } : shown,
      );
      setCounts({ active: query.active, counts: found });
    } catch {
      // A failed background refresh keeps what is shown; the next change or a retry tries again.
    }
  }, []);

  const refreshSoon = useDebouncedCallback(() => void refresh(), REFRESH_DELAY_MS);
  useGoalsChanged(refreshSoon, () => void refresh());

  const retry = useCallback(() => {
    if (latest.current.list.status === "error") setVersion((v) => v + 1);
    else void loadMore();
  }, [loadMore]);

  const shown = list.key === key ? list : null;
  return {
    items: shown?.items ?? [],
    loading: !shown || shown.status === "loading",
    failed: shown?.status === "error",
    loadingMore: shown?.loadingMore ?? false,
    hasMore: Boolean(shown?.nextCursor),
    error: shown?.error ?? null,
    counts: counts?.active === active ? counts.counts : null,
    loadMore,
    retry,
  };
}
