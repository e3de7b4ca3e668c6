"use client";

import { useDebouncedValue } from "@mantine/hooks";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { appendPage } from "@/lib/client/append-page";
import { goalApi } from "@/lib/client/goals/api";
import type { GoalTaskRef } from "@/lib/goals/api";

interface TaskResults {
  q: string;
  items: GoalTaskRef[];
  nextCursor: string | null;
  loading: boolean;
  error: string | null;
}

/** Tasks the viewer may read for a Tasks goal (GET /goals/tasks), searched by key or title, page by page. */
export function useGoalTasks(typed: string) {
  const tErrors = useTranslations("errors");
  const [q] = useDebouncedValue(typed.trim(), 300);
  const [results, setResults] = useState<TaskResults>({
    q,
    items: [],
    nextCursor: null,
    loading: true,
    error: null,
  });
  const more = useRef<AbortController | null>(null);

  useEffect(() => {
    more.current?.abort();
    const controller = new AbortController();
    goalApi.tasks(q, null, controller.signal).then(
      (page) => {
        if (!controller.signal.aborted)
          setResults({ q, items: page.items, nextCursor: page.nextCursor, loading: false, error: null });
      },
      (caught: unknown) => {
        if (controller.signal.aborted) return;
        setResults({
          q,
          items: [],
          nextCursor: null,
          loading: false,
          error: errorMessage(caught, tErrors("networkError")),
        });
      },
    );
    return () => controller.abort();
  }, [q, tErrors]);

  const loadMore = useCallback(async () => {
    const { nextCursor, q: query, loading } = results;
    if (!nextCursor || loading) return;
    const controller = new AbortController();
    more.current = controller;
    setResults((current) => ({ ...current, loading: true }));
    try {
      const page = await goalApi.tasks(query, nextCursor, controller.signal);
      if (controller.signal.aborted) return;
      setResults((current) => {
        if (current.q !== query) return current;
        return {
          ...current,
          items: appendPage(current.items, page.items),
          nextCursor: page.nextCursor,
          loading: false,
        };
      });
    } catch (caught) {
      if (controller.signal.aborted) return;
      setResults((current) => ({
        ...current,
        loading: false,
        error: errorMessage(caught, tErrors("networkError")),
      }));
    }
  }, [results, tErrors]);

  const stale = results.q !== q;
  return {
    items: results.items,
    loading: results.loading || stale,
    hasMore: Boolean(results.nextCursor) && !stale,
    error: results.error,
    loadMore,
  };
}
