"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { ApiError } from "@/lib/client/api";
import { queryCache, toApiError } from "@/lib/client/query/cache";

const isAbort = (cause: unknown) => cause instanceof DOMException && cause.name === "AbortError";

/**
 * Adds more to a cached query (`key`): `run(read, append)` reads one more part (the next page) and
 * puts it in with `append(current, part)`, which returns `current` unchanged when the part no longer
 * continues it (the query was read again meanwhile). One request at a time, aborted when the key
 * changes or the component unmounts; its failure is `error` (an ApiError) until the next run.
 */
export function useLoadMore<T, P>(key: string | null) {
  const [state, setState] = useState<{ key: string | null; loading: boolean; error: ApiError | null }>({
    key: null,
    loading: false,
    error: null,
  });
  const controller = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      controller.current?.abort();
      controller.current = null;
    },
    [key],
  );

  const run = useCallback(
    async (read: (signal: AbortSignal) => Promise<P>, append: (current: T, part: P) => T) => {
      if (key === null || controller.current) return;
      const mine = new AbortController();
      controller.current = mine;
      setState({ key, loading: true, error: null });
      try {
        const part = await read(mine.signal);
        if (mine.signal.aborted) return;
        queryCache.setData<T>(key, (current) => (current === undefined ? current : append(current, part)));
        setState({ key, loading: false, error: null });
      } catch (cause) {
        if (!mine.signal.aborted && !isAbort(cause))
          setState({ key, loading: false, error: toApiError(cause) });
      } finally {
        if (controller.current === mine) controller.current = null;
      }
    },
    [key],
  );

  return {
    run,
    loading: state.key === key && state.loading,
    error: state.key === key ? state.error : null,
  };
}
