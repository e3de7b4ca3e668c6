"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { timeTrackerApi } from "@/modules/time-tracker/client/api";
import {
  applyChanges,
  applyPage,
  EMPTY_ENTRIES,
  type EntriesState,
} from "@/modules/time-tracker/shared/entries-state";
import type { TimeEntryItem } from "@/modules/time-tracker/shared/types";

export interface EntryList {
  state: EntriesState;
  /** The first page has not arrived yet. */
  loading: boolean;
  loadingMore: boolean;
  error: string | null;
  reload: () => Promise<void>;
  loadMore: () => Promise<void>;
  /** Applies changes (this tab's answers or live events) to the loaded entries. */
  apply: (changed: readonly TimeEntryItem[], deleted?: readonly string[]) => void;
}

/**
 * The caller's entries of a module in keyset pages, for the viewer's time zone and an optional tag
 * filter; the first page loads again when either changes. Nothing loads before the zone is known.
 */
export function useEntryList(moduleId: string, zone: string | null, tag: string | null): EntryList {
  const t = useTranslations("errors");
  const [state, setState] = useState<EntriesState>(EMPTY_ENTRIES);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const generation = useRef(0);
  const cursor = state.nextCursor;

  const reload = useCallback(async () => {
    if (!zone) return;
    const mine = ++generation.current;
    setLoading(true);
    setError(null);
    try {
      const page = await timeTrackerApi.entries(moduleId, { tz: zone, tag });
      if (mine !== generation.current) return;
      setState((current) => applyPage(current, page, { append: false, zone, now: Date.now() }));
    } catch (caught) {
      if (mine === generation.current) setError(errorMessage(caught, t("somethingWentWrong")));
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }, [moduleId, zone, tag, t]);

  useEffect(() => {
    const timer = setTimeout(() => void reload(), 0);
    return () => clearTimeout(timer);
  }, [reload]);

  const loadMore = useCallback(async () => {
    if (!zone || !cursor) return;
    const mine = generation.current;
    setLoadingMore(true);
    setError(null);
    try {
      const page = await timeTrackerApi.entries(moduleId, { tz: zone, tag, cursor });
      if (mine === generation.current)
        setState((current) => applyPage(current, page, { append: true, zone, now: Date.now() }));
    } catch (caught) {
      setError(errorMessage(caught, t("somethingWentWrong")));
    } finally {
      setLoadingMore(false);
    }
  }, [moduleId, zone, tag, cursor, t]);

  const apply = useCallback(
    (changed: readonly TimeEntryItem[], deleted: readonly string[] = []) => {
      if (!zone) return;
      setState((current) =>
        applyChanges(
          current,
          { changed, deleted },
          zone,
          (entry) => entry.moduleId === moduleId && (!tag || entry.tags.includes(tag)),
        ),
      );
    },
    [moduleId, zone, tag],
  );

  return { state, loading, loadingMore, error, reload, loadMore, apply };
}
