"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { errorMessage } from "@/lib/client/api";
import { customQuery, moduleTag } from "@/lib/client/query/spec";
import { useLoadMore } from "@/lib/client/query/use-load-more";
import { useQuery } from "@/lib/client/query/use-query";
import { SERVER_FRESH_MS, useServerSeed } from "@/lib/client/query/use-server-seed";
import { timeTrackerApi } from "@/modules/time-tracker/client/api";
import {
  applyChanges,
  applyPage,
  EMPTY_ENTRIES,
  type EntriesState,
} from "@/modules/time-tracker/shared/entries-state";
import type { EntryPage, TimeEntryItem, TimeTrackerFirstEntries } from "@/modules/time-tracker/shared/types";

export interface EntryList {
  state: EntriesState;
  /** The first page has not arrived yet. */
  loading: boolean;
  /** The list shows the first page the server rendered with the page (read again once live). */
  seeded: boolean;
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

/** The first entries the server rendered, as the list's state (built once: the server's and the client's match). */
const seededStates = new WeakMap<TimeTrackerFirstEntries, EntriesState>();
function stateOfSeed(seed: TimeTrackerFirstEntries, renderedAt: number): EntriesState {
  let state = seededStates.get(seed);
  if (!state) {
    state = applyPage(EMPTY_ENTRIES, seed.page, { append: false, zone: seed.zone, now: renderedAt });
    seededStates.set(seed, state);
  }
  return state;
}

/**
 * The caller's entries of a module in keyset pages, for the viewer's time zone and an optional tag
 * filter; the first page loads again when either changes. Nothing loads before the zone is known.
 * `initial` is the first page the server read with the page (in the user's saved zone, no tag): the
 * list shows it at once and does not read it again on hydration.
 */
export function useEntryList(
  moduleId: string,
  zone: string | null,
  tag: string | null,
  initial?: { entries: TimeTrackerFirstEntries | null; renderedAt: number },
): EntryList {
  const t = useTranslations("errors");
  const seed = useServerSeed(initial?.entries);
  const initialData =
    seed && initial && seed.zone === zone && tag === null ? stateOfSeed(seed, initial.renderedAt) : undefined;
  const query = useQuery(zone ? entriesQuery(moduleId, zone, tag) : null, {
    initialData,
    staleTime: initialData ? SERVER_FRESH_MS : 0,
  });
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
    seeded: initialData !== undefined,
    loadingMore: more.loading,
    error: failure ? errorMessage(failure, t("somethingWentWrong")) : null,
    reload: refetch,
    loadMore,
    apply,
  };
}
