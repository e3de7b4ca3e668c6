"use client";

import { useDebouncedCallback } from "@mantine/hooks";
import { useTranslations } from "next-intl";
import { notFound } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { ApiError, errorMessage } from "@/lib/client/api";
import { goalApi } from "@/lib/client/goals/api";
import { useGoalsChanged } from "@/lib/client/goals/live";
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
 * One goal for its page and the dialogs over it (GET /goals/{id}), kept live: it reloads when the
 * workspace's goals event names it, its parent or a sub-goal, and after the socket reconnects.
 */
export function GoalProvider({ goalId, children }: { goalId: string; children: ReactNode }) {
  const tErrors = useTranslations("errors");
  const [state, setState] = useState<GoalState>({ goal: null, missing: false, error: null, loading: true });
  const request = useRef<AbortController | null>(null);
  const related = useRef<Set<string>>(new Set([goalId]));
  const gone = useRef(false);

  const reload = useCallback(async () => {
    if (gone.current) return;
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setState((current) => ({ ...current, loading: true }));
    try {
      const goal = await goalApi.get(goalId, controller.signal);
      if (controller.signal.aborted) return;
      setState({ goal, missing: false, error: null, loading: false });
    } catch (caught) {
      if (controller.signal.aborted) return;
      const missing = caught instanceof ApiError && caught.status === 404;
      setState((current) => ({
        ...current,
        missing,
        loading: false,
        error: missing ? null : errorMessage(caught, tErrors("networkError")),
      }));
    }
  }, [goalId, tErrors]);

  useEffect(() => {
    void reload();
    return () => request.current?.abort();
  }, [reload]);

  useEffect(() => {
    const goal = state.goal;
    related.current = new Set([
      goalId,
      ...(goal?.parent ? [goal.parent.id] : []),
      ...(goal?.subGoals.map((sub) => sub.id) ?? []),
    ]);
  }, [goalId, state.goal]);

  const reloadSoon = useDebouncedCallback(() => void reload(), REFRESH_DELAY_MS);
  useGoalsChanged(
    (ids) => {
      if (ids.some((id) => related.current.has(id))) reloadSoon();
    },
    () => void reload(),
  );

  const apply = useCallback(
    (goal: GoalDetail) => setState({ goal, missing: false, error: null, loading: false }),
    [],
  );

  const forget = useCallback(() => {
    gone.current = true;
    request.current?.abort();
  }, []);

  // The API says the goal is not there for this viewer: the app's 404 page.
  if (state.missing) notFound();

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
