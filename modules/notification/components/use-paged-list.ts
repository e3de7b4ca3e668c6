"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "@/lib/client/api";
import type { Page } from "@/lib/contracts/endpoint";

/** What a table reads of a keyset list (ListTable). */
export interface PagedListState {
  items: readonly unknown[];
  nextCursor: string | null;
  loading: boolean;
  loadingMore: boolean;
  error: string | null;
  reload: () => Promise<void>;
  loadMore: () => Promise<void>;
}

/**
 * A keyset list: the first page when `key` changes (filters), "Load more" after it, reload on
 * demand (a live event, a retry), and in-place edits of loaded rows.
 */
export function usePagedList<T extends { id: string }>(
  key: string,
  fetchPage: (cursor: string | null) => Promise<Page<T>>,
) {
  const t = useTranslations("errors");
  const [items, setItems] = useState<T[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fetcher = useRef(fetchPage);
  useEffect(() => {
    fetcher.current = fetchPage;
  });
  const generation = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    setLoading(true);
    setError(null);
    try {
      const page = await fetcher.current(null);
      if (mine !== generation.current) return;
      setItems(page.data);
      setNextCursor(page.nextCursor);
    } catch (caught) {
      if (mine === generation.current) setError(errorMessage(caught, t("somethingWentWrong")));
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }, [t]);

  useEffect(() => {
    const timer = setTimeout(() => void reload(), 0);
    return () => clearTimeout(timer);
  }, [key, reload]);

  const loadMore = async () => {
    if (!nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await fetcher.current(nextCursor);
      setItems((current) => [
        ...current,
        ...page.data.filter((row) => !current.some((c) => c.id === row.id)),
      ]);
      setNextCursor(page.nextCursor);
    } catch (caught) {
      setError(errorMessage(caught, t("somethingWentWrong")));
    } finally {
      setLoadingMore(false);
    }
  };

  return { items, setItems, nextCursor, loading, loadingMore, error, reload, loadMore };
}

export type PagedList<T extends { id: string }> = ReturnType<typeof usePagedList<T>>;
