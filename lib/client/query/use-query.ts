"use client";

import { useCallback, useEffect, useEffectEvent, useState, useSyncExternalStore } from "react";
import type { ApiError } from "@/lib/client/api";
import { IDLE_STATE, queryCache, type QueryState } from "@/lib/client/query/cache";
import type { QuerySpec } from "@/lib/client/query/spec";

export interface QueryOptions<T = unknown> {
  /** False: nothing is read (yet); `loading` is false. A null spec means the same. */
  enabled?: boolean;
  /** How long (ms) a cached answer is fresh: a mount within it reads nothing. 0 (default): every mount reads again, showing the cached answer meanwhile. */
  staleTime?: number;
  /** Keep showing the previous input's data while a new input's first answer loads (a search, a page). */
  keepPrevious?: boolean;
  /**
   * An answer the page already has (rendered by the server): shown at once and cached as just read
   * when the hook mounts (`staleTime` then says whether the mount reads it again).
   */
  initialData?: T;
}

export interface QueryResult<T> {
  /** The answer (or, with `keepPrevious`, the previous input's while `previous`); undefined before the first. */
  data: T | undefined;
  /** The last request's failure, null once one answers (`errorMessage(error, fallback)` shows it). */
  error: ApiError | null;
  /** Nothing to show yet and no failure: the first answer is on its way. */
  loading: boolean;
  /** A request runs (the first one, a refetch or an invalidation's). */
  fetching: boolean;
  /** `data` answers a previous input (`keepPrevious`). */
  previous: boolean;
  /** When the data shown arrived (ms since the epoch; 0 before the first answer or while `previous`). */
  updatedAt: number;
  /** Reads again now (a retry button, after a change this view made). */
  refetch: () => Promise<void>;
  /** Sets the cached data at once (an optimistic change), for every reader of the same query. */
  setData: (update: (current: T | undefined) => T | undefined) => void;
}

/** The last data a hook showed, for `keepPrevious` (per hook instance, outside React's state). */
class Shown {
  key: string | null = null;
  data: unknown = undefined;
  remember<T>(key: string | null, data: T | undefined): { data: T | undefined; previous: boolean } {
    if (data !== undefined) {
      this.key = key;
      this.data = data;
      return { data, previous: false };
    }
    return this.key === null || this.key === key
      ? { data: undefined, previous: false }
      : { data: this.data as T, previous: true };
  }
}

const noSubscription = () => () => undefined;
const idle = () => IDLE_STATE;

/**
 * Reads a query (`endpointQuery(…)` from a domain's client API) through the tab's cache: one request
 * per key however many components read it, aborted on unmount or when the input changes, a newer
 * answer never replaced by an older one. Invalidate it with `invalidateQueries` or from its
 * module's room (`useRoomInvalidation`).
 */
export function useQuery<T>(spec: QuerySpec<T> | null, options: QueryOptions<T> = {}): QueryResult<T> {
  const { enabled = true, staleTime = 0, keepPrevious = false, initialData } = options;
  const key = spec?.key ?? null;
  const active = enabled && key !== null;
  const [shown] = useState(() => new Shown());

  const subscribe = useCallback(
    (listener: () => void) => (key === null ? () => undefined : queryCache.subscribe(key, listener)),
    [key],
  );
  const snapshot = useCallback(() => (key === null ? IDLE_STATE : queryCache.snapshot<T>(key)), [key]);
  const cached: QueryState<T> = useSyncExternalStore(
    key === null ? noSubscription : subscribe,
    snapshot,
    idle,
  );

  const state: QueryState<T> =
    cached.updatedAt === 0 && initialData !== undefined && key !== null
      ? { ...cached, data: initialData, updatedAt: 1 }
      : cached;

  const observe = useEffectEvent(() => {
    if (!spec) return undefined;
    if (initialData !== undefined) queryCache.seed(spec.key, initialData);
    return queryCache.observe(spec, staleTime);
  });
  useEffect(() => {
    if (!active) return;
    return observe();
  }, [key, active]);

  const refetch = useCallback(() => (key === null ? Promise.resolve() : queryCache.refetch(key)), [key]);
  const setData = useCallback(
    (update: (current: T | undefined) => T | undefined) => {
      if (key !== null) queryCache.setData<T>(key, update);
    },
    [key],
  );

  const { data, previous } = keepPrevious
    ? shown.remember(key, state.data)
    : { data: state.data, previous: false };
  return {
    data,
    error: state.error,
    loading: active && state.data === undefined && state.error === null && !previous,
    fetching: state.fetching,
    previous,
    updatedAt: previous ? 0 : state.updatedAt,
    refetch,
    setData,
  };
}
