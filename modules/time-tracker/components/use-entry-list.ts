"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { errorMessage } from "@/lib/client/api";
import { customQuery, moduleTag } from "@/lib/client/query/spec";
import { useLoadMore } from "@/lib/client/query/use-load-more";
import { useQuery } from "@/lib/client/query/use-query";
import { timeTrackerApi } from "@/modules/time-tracker/client/api";
import {
  applyChanges,
  applyPage,
  EMPTY_ENTRIES,
  type EntriesState,
} from "@/modules/time-tracker/shared/entries-state";
import type { EntryPage, TimeEntryItem } from "@/modules/time-tracker/shared/types";

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

/** The list's first page as its state (a cached query keyed by module, zone and tag). */
const entriesQuery = (moduleId: string, zone: string, tag: string | null) =>
  customQuery(
    ["time-entries", moduleId, zone, tag],
    async (signal) =>
      applyPage(EMPTY_ENTRIES, await timeTrackerApi.entries(moduleId, { tz: zone, tag }, signal), {
        append: false,
        zone,
        now: Date.now(),
      }),
    [moduleTag(moduleId)],
  );

/**
 * The caller's entries of a module in keyset pages, for the viewer's time zone and an optional tag
 * filter; the first page loads again when either changes. Nothing loads before the zone is known.
 */
export function useEntryList(moduleId: string, zone: string | null, tag: string | null): EntryList {
  const t = useTranslations("errors");
  const query = useQuery(zone ? entriesQuery(moduleId, zone, tag) : null);
  const { setData, refetch } = query;
  const state = query.data ?? EMPTY_ENTRIES;
  const cursor = state.nextCursor;
  const more = useLoadMore<EntriesState, EntryPage>(zone ? entriesQuery(moduleId, zone, tag).key : null);
  const { run } = more;

  const loadMore = useCallback(async () => {
    if (!zone || !cursor) return;
    await run(
      (signal) => timeTrackerApi.entries(moduleId, { tz: zone, tag, cursor }, signal),
      // Appended only to the list it continues (not after the first page was read again).
      (current, page) =>
        current.nextCursor === cursor
          ? applyPage(current, page, { append: true, zone, now: Date.now() })
          : current,
    );
  }, [run, moduleId, zone, tag, cursor]);

  const apply = useCallback(
    (changed: readonly TimeEntryItem[], deleted: readonly string[] = []) => {
      if (!zone) return;
      setData(
        (current) =>
          current &&
          applyChanges(
            current,
            { changed, deleted },
            zone,
            (entry) => entry.moduleId === moduleId && (!tag || entry.tags.includes(tag)),
          ),
      );
    },
    [moduleId, zone, tag, setData],
  );

  const failure = query.error ?? more.error;
  return {
    state,
    loading: query.data === undefined && query.error === null,
    loadingMore: more.loading,
    error: failure ? errorMessage(failure, t("somethingWentWrong")) : null,
    reload: refetch,
    loadMore,
    apply,
  };
}
