"use client";

import { useSyncExternalStore } from "react";

const never = () => () => undefined;

/**
 * False in the server's render and while hydrating, true once React runs the component in the
 * browser: views whose content shows from the server's HTML mark themselves interactive with it
 * (`data-ready`), which end-to-end tests wait for before dragging.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
