"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useEffectEvent, useState } from "react";
import { ApiError, errorMessage } from "@/lib/client/api";

export interface Loaded<T> {
  /** The last answer (kept while a newer request runs), null before the first. */
  value: T | null;
  /** The key the value answers, to tell a stale value from the current one. */
  valueKey: string | null;
  loading: boolean;
  error: string | null;
  /** The HTTP status of the failure (404: not found or not visible), null otherwise. */
  status: number | null;
  reload: () => void;
}

interface State<T> {
  value: T | null;
  valueKey: string | null;
  /** The key and attempt the state answers. */
  answered: string | null;
  error: string | null;
  status: number | null;
}

/**
 * Loads `load` for `key` (null: nothing to load yet) and again on reload; a change of key aborts the
 * request in flight, so an older answer never replaces a newer one. `key` must name everything
 * `load` reads.
 */
export function useLoaded<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const t = useTranslations("errors");
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State<T>>({
    value: null,
    valueKey: null,
    answered: null,
    error: null,
    status: null,
  });

  const request = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const answered = `${attempt}:${key}`;
    request(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted)
          setState({ value, valueKey: key, answered, error: null, status: null });
      },
      (caught: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({
          ...previous,
          answered,
          error: errorMessage(caught, t("networkError")),
          status: caught instanceof ApiError ? caught.status : null,
        }));
      },
    );
    return () => controller.abort();
  }, [key, attempt, t]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    value: state.value,
    valueKey: state.valueKey,
    loading: key !== null && state.answered !== `${attempt}:${key}`,
    error: state.error,
    status: state.status,
    reload,
  };
}
