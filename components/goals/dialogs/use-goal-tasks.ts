"use client";

import { useDebouncedValue } from "@mantine/hooks";
import { goalQueries } from "@/lib/client/goals/api";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { usePagedQuery } from "@/lib/client/query/use-paged-query";

/** Tasks the viewer may read for a Tasks goal (GET /goals/tasks), searched by key or title, page by page. */
export function useGoalTasks(typed: string) {
  const [q] = useDebouncedValue(typed.trim(), 300);
  const list = usePagedQuery((cursor) => goalQueries.tasks(q, cursor));
  const error = useErrorText(list.error ?? list.moreError);
  const stale = q !== typed.trim();
  return {
    items: list.items ?? [],
    loading: list.loading || list.loadingMore || stale,
    hasMore: list.hasMore && !stale,
    error,
    loadMore: list.loadMore,
  };
}
