"use client";

import { useDebouncedCallback } from "@mantine/hooks";
import { useTranslations } from "next-intl";
import { useCallback, useRef, useState } from "react";
import { errorMessage } from "@/lib/client/api";
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

const IDLE: TaskSearchState = {
  status: "idle",
  items: [],
  nextCursor: null,
  taskModules: null,
  loadingMore: false,
  error: null,
};

/**
 * The time tracker's tasks for the picker (GET /time-tracker/{id}/task): `search` loads the first
 * page of a search (now), `type` after a pause in typing, `loadMore` the next page. Only the latest
 * search's answer is shown; an older one still on its way is cancelled.
 */
export function useTaskSearch(moduleId: string) {
  const tErrors = useTranslations("errors");
  const [state, setState] = useState<TaskSearchState>(IDLE);
  const request = useRef<AbortController | null>(null);
  const query = useRef("");

  const search = useCallback(
    async (text: string) => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      query.current = text.trim();
      setState((current) => ({ ...current, status: "loading", loadingMore: false, error: null }));
      try {
        const page = await timeTrackerApi.tasks(moduleId, { search: query.current }, controller.signal);
        if (controller.signal.aborted) return;
        setState({
          status: "ready",
          items: page.data,
          nextCursor: page.nextCursor,
          taskModules: page.taskModules,
          loadingMore: false,
          error: null,
        });
      } catch (caught) {
        if (controller.signal.aborted) return;
        setState((current) => ({
          ...current,
          status: "error",
          error: errorMessage(caught, tErrors("somethingWentWrong")),
        }));
      }
    },
    [moduleId, tErrors],
  );

  const type = useDebouncedCallback((text: string) => void search(text), SEARCH_DELAY_MS);

  const loadMore = useCallback(async () => {
    const cursor = state.nextCursor;
    if (!cursor || state.loadingMore || state.status !== "ready") return;
    const controller = new AbortController();
    request.current?.abort();
    request.current = controller;
    setState((current) => ({ ...current, loadingMore: true }));
    try {
      const page = await timeTrackerApi.tasks(moduleId, { search: query.current, cursor }, controller.signal);
      if (controller.signal.aborted) return;
      setState((current) => {
        const known = new Set(current.items.map((item) => item.taskManagementTaskId));
        return {
          ...current,
          items: [...current.items, ...page.data.filter((item) => !known.has(item.taskManagementTaskId))],
          nextCursor: page.nextCursor,
          loadingMore: false,
        };
      });
    } catch (caught) {
      if (controller.signal.aborted) return;
      setState((current) => ({
        ...current,
        loadingMore: false,
        error: errorMessage(caught, tErrors("somethingWentWrong")),
      }));
    }
  }, [moduleId, state.nextCursor, state.loadingMore, state.status, tErrors]);

  return { state, search, type, loadMore };
}
