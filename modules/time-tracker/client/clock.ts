"use client";

import { createContext, useContext, useSyncExternalStore } from "react";

// One ticker per tab for every running duration on screen, so they change in the same frame.
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function tick(): void {
  now = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    tick();
    timer = setInterval(tick, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

const still = () => () => undefined;

/**
 * The instant (ms) the server rendered the page at, when the page passes it: the server's render
 * and the hydrating client render use it as "now", so times computed from it (today's label, a
 * running duration) are in the server's HTML and match; after hydration the browser's clock takes
 * over. Null (default): nothing time-dependent renders before the browser's clock is known.
 */
export const ServerClock = createContext<number | null>(null);

/**
 * The current time (ms), renewed every second while `ticking`; while rendering on the server and
 * hydrating, the `ServerClock` instant (null without one), so the markup never disagrees.
 */
export function useNow(ticking: boolean): number | null {
  const rendered = useContext(ServerClock);
  return useSyncExternalStore(
    ticking ? subscribe : still,
    () => now,
    () => rendered,
  );
}

export { useBrowserTimeZone, useTimeZone } from "@/lib/client/time-zone";
