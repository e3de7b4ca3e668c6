"use client";

import { useCallback, useEffect, useRef } from "react";
import type { ApiError } from "@/lib/client/api";
import { appendPage } from "@/lib/client/append-page";
import { queryCache } from "@/lib/client/query/cache";
import type { QuerySpec } from "@/lib/client/query/spec";
import { useLoadMore } from "@/lib/client/query/use-load-more";
import { useQuery, type QueryOptions } from "@/lib/client/query/use-query";
import type { Page } from "@/lib/contracts/endpoint";

/** A keyset list as cached: the pages read so far, the first one first. */
export interface PagedData<T> {
  pages: Page<T>[];
}

export interface PagedResult<T> {
  /** The loaded pages' items in order, each once (a later page can repeat one that moved); null before the first page. */
  items: T[] | null;
  /** The loaded pages as answered (with whatever else a page carries); null before the first page. */
  pages: readonly Page<T>[] | null;
  /** The first page's failure (null once it answers). */
  error: ApiError | null;
  /** The last "more" request's failure. */
  moreError: ApiError | null;
  loading: boolean;
  fetching: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  previous: boolean;
  /** When the first page (or the list read again) arrived; 0 before. */
  updatedAt: number;
  /** Reads the next page and appends it (nothing when a request for it runs or there is none). */
  loadMore: () => Promise<void>;
  /** Reads the list again: as many pages as are loaded. */
  refetch: () => Promise<void>;
  /** Edits the loaded items in place (an optimistic change, a row saved). */
  setItems: (update: (items: T[]) => T[]) => void;
}

/**
 * The spec of a paged list's cache entry (`page(null)`'s key): its first page, and when read again
 * (a refetch, an invalidation) as many pages as were loaded, so "Load more" pages stay through a
 * live update.
 */
export function pagedSpec<T>(page: (cursor: string | null) => QuerySpec<Page<T>>): QuerySpec<PagedData<T>> {
  const first = page(null);
  const key = `${first.key} pages`;
  return {
    key,
    fetch: async (signal) => {
      const shown = queryCache.snapshot<PagedData<T>>(key).data?.pages.length ?? 1;
      const pages = [await first.fetch(signal)];
      for (let cursor = pages[0]!.nextCursor; cursor && pages.length < shown;) {
        const next = await page(cursor).fetch(signal);
        pages.push(next);
        cursor = next.nextCursor;
      }
      return { pages };
    },
    tags: first.tags,
  };
}

/**
 * A keyset-paginated list (`Page<T>` answers): `page(cursor)` is the query of one page (`cursor`
 * null for the first). The list is one cache entry, invalidated like any query (it reads again as
 * many pages as it shows); `loadMore` appends the next page unless the list was read again meanwhile.
 */
export function usePagedQuery<T extends { id: string }>(
  page: ((cursor: string | null) => QuerySpec<Page<T>>) | null,
  options: QueryOptions & { initialPage?: Page<T> } = {},
): PagedResult<T> {
  const spec = page ? pagedSpec(page) : null;
  const key = spec?.key ?? null;
  const { initialPage, ...rest } = options;
  const initialData = initialPage ? initialDataOf(initialPage) : undefined;
  const query = useQuery<PagedData<T>>(spec, { ...rest, initialData });
  // A new first page from the server (a refresh of the page): it replaces the first, the others stay.
  useEffect(() => {
    if (key === null || !initialPage || appliedPages.has(initialPage)) return;
    appliedPages.add(initialPage);
    queryCache.setData<PagedData<T>>(key, (current) =>
      !current || current.pages[0] === initialPage
        ? current
        : { pages: [initialPage, ...current.pages.slice(1)] },
    );
  }, [key, initialPage]);
  const pageOf = useRef(page);
  useEffect(() => {
    pageOf.current = page;
  });

  const more = useLoadMore<PagedData<T>, Page<T>>(key);
  const data = query.data;
  const pages = data?.pages;
  const last = pages?.at(-1);
  const cursor = query.previous ? null : (last?.nextCursor ?? null);
  const { run } = more;

  const loadMore = useCallback(async () => {
    const read = pageOf.current;
    if (!read || cursor === null) return;
    await run(
      (signal) => read(cursor).fetch(signal),
      // Appended only to the list it continues: not after a refetch replaced the pages.
      (current, next) => (current.pages.at(-1) === last ? { pages: [...current.pages, next] } : current),
    );
  }, [run, cursor, last]);

  const { setData } = query;
  const setItems = useCallback(
    (update: (items: T[]) => T[]) =>
      setData((current) => current && { pages: repage(current.pages, update(flatten(current.pages))) }),
    [setData],
  );

  return {
    items: data ? itemsOf(data) : null,
    pages: pages ?? null,
    error: query.error,
    moreError: more.error,
    loading: query.loading,
    fetching: query.fetching,
    loadingMore: more.loading,
    hasMore: cursor !== null,
    previous: query.previous,
    updatedAt: query.updatedAt,
    loadMore,
    refetch: query.refetch,
    setItems,
  };
}

/**
 * The pages after an edit of their items (`next`): each kept item stays on its page (in its new
 * version), items that were on none go first on the first page, so cursors and a later refresh of
 * the first page still line up.
 */
function repage<T extends { id: string }>(pages: readonly Page<T>[], next: readonly T[]): Page<T>[] {
  const byId = new Map(next.map((item) => [item.id, item]));
  const placed = new Set<string>();
  const kept = pages.map((page) => ({
    ...page,
    data: page.data.flatMap((item) => {
      const now = byId.get(item.id);
      if (!now || placed.has(item.id)) return [];
      placed.add(item.id);
      return [now];
    }),
  }));
  const added = next.filter((item) => !placed.has(item.id));
  const [first, ...rest] = kept;
  return first
    ? [{ ...first, data: [...added, ...first.data] }, ...rest]
    : [{ data: added, nextCursor: null }];
}

function flatten<T extends { id: string }>(pages: readonly Page<T>[]): T[] {
  return pages.reduce<T[]>((items, page) => appendPage(items, page.data), []);
}

// Server-rendered first pages already put in the cache (the router's cache may show one again).
const appliedPages = new WeakSet<object>();

// The cached form of each server-rendered first page, one per page (seeded once: see QueryCache.seed).
const initialCache = new WeakMap<Page<{ id: string }>, PagedData<{ id: string }>>();
function initialDataOf<T extends { id: string }>(page: Page<T>): PagedData<T> {
  let data = initialCache.get(page) as PagedData<T> | undefined;
  if (!data) {
    data = { pages: [page] };
    initialCache.set(page, data);
  }
  return data;
}

// The items of each cached list, computed once per version of it (the same array while nothing changed).
const itemsCache = new WeakMap<PagedData<{ id: string }>, { id: string }[]>();
function itemsOf<T extends { id: string }>(data: PagedData<T>): T[] {
  let items = itemsCache.get(data) as T[] | undefined;
  if (!items) {
    items = flatten(data.pages);
    itemsCache.set(data, items);
  }
  return items;
}
