"use client";

import { useDebouncedCallback } from "@mantine/hooks";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { customQuery, moduleTag } from "@/lib/client/query/spec";
import { useLoadMore } from "@/lib/client/query/use-load-more";
import { useQuery } from "@/lib/client/query/use-query";
import { timeTrackerApi } from "@/modules/time-tracker/client/api";
import type { TrackerTaskItem, TrackerTaskPage } from "@/modules/time-tracker/shared/types";

/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 300;

export interface TaskSearchState {
  /** idle: nothing asked yet (the list loads when the picker first opens). */
  status: "idle" | "loading" | "ready" | "error";
  items: TrackerTaskItem[];
  nextCursor: string | null;
  /** The integrated task modules the caller may read; null until the first answer. */
  taskModules: TrackerTaskPage["taskModules"] | null;
  loadingMore: boolean;
  error: string | null;
}

/** What a search has loaded: its pages' tasks (each once) and the next cursor. */
interface Found {
  items: TrackerTaskItem[];
  nextCursor: string | null;
  taskModules: TrackerTaskPage["taskModules"];
}

/** A search's first page (a cached query keyed by module and text). */
const searchQuery = (moduleId: string, search: string) =>
  customQuery(
    ["tracker-tasks", moduleId, search],
    async (signal): Promise<Found> => {
      const page = await timeTrackerApi.tasks(moduleId, { search }, signal);
      return { items: page.data, nextCursor: page.nextCursor, taskModules: page.taskModules };
    },
    [moduleTag(moduleId)],
  );

/**
 * The time tracker's tasks for the picker (GET /time-tracker/{id}/task): `search` loads the first
 * page of a search (now), `type` after a pause in typing, `loadMore` the next page. Only the latest
 * search's answer is shown (the previous one stays while it loads); an older one still on its way is
 * cancelled.
 */
export function useTaskSearch(moduleId: string) {
  const tErrors = useTranslations("errors");
  // The text asked for; null until the picker first opens.
  const [asked, setAsked] = useState<string | null>(null);
  const query = useQuery(asked === null ? null : searchQuery(moduleId, asked), { keepPrevious: true });
  const { refetch } = query;
  const more = useLoadMore<Found, TrackerTaskPage>(asked === null ? null : searchQuery(moduleId, asked).key);
  const { run } = more;

  const search = useCallback(
    async (text: string) => {
      const next = text.trim();
      if (next === asked) await refetch();
      else setAsked(next);
    },
    [asked, refetch],
  );
  const type = useDebouncedCallback((text: string) => void search(text), SEARCH_DELAY_MS);

  const found = query.data;
  const status: TaskSearchState["status"] =
    asked === null
      ? "idle"
      : query.error
        ? "error"
        : !found || query.previous || query.fetching
          ? "loading"
          : "ready";
  const cursor = status === "ready" ? (found?.nextCursor ?? null) : null;

  const loadMore = useCallback(async () => {
    if (asked === null || !cursor) return;
    await run(
      (signal) => timeTrackerApi.tasks(moduleId, { search: asked, cursor }, signal),
      // Appended only to the list it continues.
      (current, page) => {
        if (current.nextCursor !== cursor) return current;
        const known = new Set(current.items.map((item) => item.taskManagementTaskId));
        return {
          ...current,
          items: [...current.items, ...page.data.filter((item) => !known.has(item.taskManagementTaskId))],
          nextCursor: page.nextCursor,
        };
      },
    );
  }, [run, moduleId, asked, cursor]);

  const failure = query.error ?? more.error;
  const state: TaskSearchState = {
    status,
    items: found?.items ?? [],
    nextCursor: found?.nextCursor ?? null,
    taskModules: found?.taskModules ?? null,
    loadingMore: more.loading,
    error: failure ? errorMessage(failure, tErrors("somethingWentWrong")) : null,
  };
  return { state, search, type, loadMore };
}
