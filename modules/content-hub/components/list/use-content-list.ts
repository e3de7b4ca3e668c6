"use client";

import { useCallback, useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { contentHubApi } from "@/modules/content-hub/client/api";
import { useLoaded } from "@/lib/client/reporting/use-loaded";
import type { ContentTab } from "@/modules/content-hub/shared/routes";
import type { PostItem, ProductItem } from "@/modules/content-hub/shared/types";

export type ContentRow = { kind: "blog"; item: PostItem } | { kind: "product"; item: ProductItem };

async function fetchPage(moduleId: string, tab: ContentTab, q: string, cursor: string | null) {
  if (tab === "blog") {
    const page = await contentHubApi.posts(moduleId, { q, cursor });
    return { rows: page.data.map((item): ContentRow => ({ kind: "blog", item })), next: page.nextCursor };
  }
  const page = await contentHubApi.products(moduleId, { q, cursor });
  return { rows: page.data.map((item): ContentRow => ({ kind: "product", item })), next: page.nextCursor };
}

/** One tab's rows (newest change first), searched by `q`: the first page, then more on demand. */
export function useContentList(moduleId: string, tab: ContentTab, q: string, failed: string) {
  const key = `${moduleId}:${tab}:${q.trim()}`;
  const first = useLoaded(key, () => fetchPage(moduleId, tab, q, null));
  // Later pages of the first page's list (dropped when the key or the first page changes).
  const [more, setMore] = useState<{ after: unknown; rows: ContentRow[]; next: string | null } | null>(null);
  const [moreError, setMoreError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const current = more && more.after === first.value ? more : null;
  const cursor = current ? current.next : (first.value?.next ?? null);
  const ready = first.value && first.valueKey === key && !first.loading;
  const rows = ready ? [...first.value!.rows, ...(current?.rows ?? [])] : null;

  const loadMore = useCallback(() => {
    if (!cursor) return;
    const after = first.value;
    setLoadingMore(true);
    fetchPage(moduleId, tab, q, cursor)
      .then(
        (page) =>
          setMore((previous) => ({
            after,
            rows: [...(previous && previous.after === after ? previous.rows : []), ...page.rows],
            next: page.next,
          })),
        (cause: unknown) => setMoreError(errorMessage(cause, failed)),
      )
      .finally(() => setLoadingMore(false));
  }, [cursor, first.value, moduleId, tab, q, failed]);

  return {
    rows,
    error: first.error ?? moreError,
    reload: first.reload,
    loadMore,
    hasMore: ready ? cursor !== null : false,
    loadingMore,
  };
}
