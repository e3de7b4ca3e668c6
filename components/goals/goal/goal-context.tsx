"use client";

import { useDebouncedCallback } from "@mantine/hooks";
import { notFound } from "next/navigation";
import { createContext, useCallback, useContext, useState, type ReactNode } from "react";
import { goalQueries } from "@/lib/client/goals/api";
import { useGoalsChanged } from "@/lib/client/goals/live";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { useQuery } from "@/lib/client/query/use-query";
import { SERVER_FRESH_MS, useServerSeed } from "@/lib/client/query/use-server-seed";
import type { GoalDetail } from "@/lib/goals/api";

const REFRESH_DELAY_MS = 500;

interface GoalState {
  goal: GoalDetail | null;
  /** The goal is not there for this viewer (404): the app's not-found page. */
  missing: boolean;
  error: string | null;
  loading: boolean;
}

interface GoalContextValue extends GoalState {
  goalId: string;
  /** Loads the goal again (after a change, or to retry a failed load). */
  reload: () => Promise<void>;
  /** Shows a goal the API answered a change with. */
  apply: (goal: GoalDetail) => void;
  /** The goal was deleted here: no more loads (the page is on its way out). */
  forget: () => void;
}

const GoalContext = createContext<GoalContextValue | null>(null);

/**
 * One goal for its page and the dialogs over it (GET /goals/{id}, a cached query), kept live: it
 * reloads when the workspace's goals event names it, its parent or a sub-goal, and after the socket
 * reconnects. `initial`: the goal as the server read it with the page, shown at once.
 */
export function GoalProvider({
  goalId,
  initial = null,
  children,
}: {
  goalId: string;
  initial?: GoalDetail | null;
  children: ReactNode;
}) {
  const [gone, setGone] = useState(false);
  const seed = useServerSeed(initial);
  const query = useQuery(goalQueries.get(goalId), {
    enabled: !gone,
    initialData: seed ?? undefined,
    staleTime: seed ? SERVER_FRESH_MS : 0,
  });
  const { refetch, setData } = query;
  const goal = query.data ?? null;
  const missing = query.error?.status === 404;
  const error = useErrorText(missing ? null : query.error);

  const reload = useCallback(() => (gone ? Promise.resolve() : refetch()), [gone, refetch]);
  const reloadSoon = useDebouncedCallback(() => void reload(), REFRESH_DELAY_MS);
  useGoalsChanged(
    (ids) => {
      const related = new Set([
        goalId,
        ...(goal?.parent ? [goal.parent.id] : []),
        ...(goal?.subGoals ?? []).map((sub) => sub.id),
      ]);
      if (ids.some((id) => related.has(id))) reloadSoon();
    },
    () => void reload(),
  );

  const apply = useCallback((next: GoalDetail) => setData(() => next), [setData]);
  const forget = useCallback(() => setGone(true), []);

  // The API says the goal is not there for this viewer: the app's 404 page.
  if (missing) notFound();

  const state: GoalState = { goal, missing, error, loading: query.loading || query.fetching };
  return (
    <GoalContext.Provider value={{ ...state, goalId, reload, apply, forget }}>
      {children}
    </GoalContext.Provider>
  );
}

export function useGoal(): GoalContextValue {
  const value = useContext(GoalContext);
  if (!value) throw new Error("useGoal outside GoalProvider");
  return value;
}
