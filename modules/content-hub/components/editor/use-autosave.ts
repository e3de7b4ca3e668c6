"use client";

import { useDebouncedCallback } from "@mantine/hooks";
import { useCallback, useRef, useState } from "react";

export type AutosaveState = "idle" | "pending" | "saving" | "saved" | "error";

/**
 * Saves the latest value `delay` ms after the last change (the post body: 500 ms, spec §9), one save
 * at a time and in order, and says where it stands for the editor's "Saving…/Saved". `flush` runs a
 * waiting save now; `cancel` drops it (a full save is about to send the same value).
 */
export function useAutosave<T>(save: (value: T) => Promise<unknown>, delay = 500) {
  const [state, setState] = useState<AutosaveState>("idle");
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const latest = useRef<{ value: T } | null>(null);

  const run = useCallback(() => {
    const next = latest.current;
    if (!next) return chain.current;
    latest.current = null;
    setState("saving");
    chain.current = chain.current
      .catch(() => undefined)
      .then(() => save(next.value))
      .then(
        () => setState(latest.current ? "pending" : "saved"),
        () => setState("error"),
      );
    return chain.current;
  }, [save]);

  const debounced = useDebouncedCallback(run, { delay, flushOnUnmount: true });

  const schedule = useCallback(
    (value: T) => {
      latest.current = { value };
      setState("pending");
      debounced();
    },
    [debounced],
  );

  const cancel = useCallback(() => {
    debounced.cancel();
    latest.current = null;
    return chain.current.catch(() => undefined);
  }, [debounced]);

  return { state, schedule, cancel };
}
