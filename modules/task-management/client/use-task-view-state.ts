"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { startTransition, useCallback, useMemo, useOptimistic, useState } from "react";
import type { TaskFilter } from "@/modules/task-management/shared/filters";
import {
  readTaskViewState,
  viewHref,
  viewQueryAt,
  writeTaskViewState,
  type TaskViewName,
  type TaskViewState,
} from "./view-state";

export interface TaskViewStateApi extends TaskViewState {
  /** The module's path with the view's query: where dialogs return to. */
  href: string;
  setActive: (active: TaskViewName) => void;
  setFilters: (filters: TaskFilter[]) => void;
  setMe: (me: boolean) => void;
  setSearch: (search: string) => void;
}

/**
 * The view state of /task-management/{moduleId} (see view-state.ts). Under a dialog route the
 * view keeps showing what it showed before the dialog opened (or what the dialog's `redirect`
 * describes, after a reload), so the list behind a dialog does not jump.
 */
export function useTaskViewState(moduleId: string): TaskViewStateApi {
  const basePath = `/task-management/${moduleId}`;
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();

  const current = viewQueryAt(pathname, new URLSearchParams(params.toString()), basePath);
  const [last, setLast] = useState(() => {
    if (current !== null) return current;
    // A dialog opened directly without a redirect to the view: only its `active` is known.
    const active = params.get("active");
    return active ? new URLSearchParams({ active }).toString() : "";
  });
  // Remember the latest query of the view itself (the React "state from props" pattern).
  if (current !== null && current !== last) setLast(current);
  // A change shows at once; the URL follows when the navigation is done.
  const [query, setOptimisticQuery] = useOptimistic(current ?? last);

  const parsed = readTaskViewState(new URLSearchParams(query));
  // The same filters keep the same array, so views reload only when the filters change.
  const filtersJson = JSON.stringify(parsed.filters);
  const filters = useMemo(() => JSON.parse(filtersJson) as TaskFilter[], [filtersJson]);
  const state: TaskViewState = { ...parsed, filters };

  const update = useCallback(
    (patch: Partial<Omit<TaskViewState, "projectId">>) => {
      const next = writeTaskViewState(new URLSearchParams(query), patch);
      if (next === query) return;
      startTransition(() => {
        setOptimisticQuery(next);
        router.replace(viewHref(basePath, next), { scroll: false });
      });
    },
    [basePath, query, router, setOptimisticQuery],
  );

  return {
    ...state,
    href: viewHref(basePath, query),
    setActive: useCallback((active: TaskViewName) => update({ active }), [update]),
    setFilters: useCallback((filters: TaskFilter[]) => update({ filters }), [update]),
    setMe: useCallback((me: boolean) => update({ me }), [update]),
    setSearch: useCallback((search: string) => update({ search }), [update]),
  };
}
