"use client";

import { useEffect, useState } from "react";

/** How long data the server rendered with the page counts as fresh (a later mount reads again). */
export const SERVER_FRESH_MS = 10_000;

// Server-rendered answers a view has mounted with (the router's cache hands the same object again).
const shown = new WeakSet<object>();

/**
 * A server-rendered answer for the first view that mounts with it (the page's render and its
 * hydration); null for a view mounted later with the same object (back to the page from the
 * router's cache, another tab of the module): that one shows what the cache holds and reads again,
 * instead of taking back newer data. Pass the result as `initialData` / `initialPage`, with
 * `staleTime: seed ? SERVER_FRESH_MS : 0`.
 */
export function useServerSeed<T extends object>(initial: T | null | undefined): T | null {
  const [seed] = useState(() => (initial && !shown.has(initial) ? initial : null));
  useEffect(() => {
    if (seed) shown.add(seed);
  }, [seed]);
  return seed;
}
