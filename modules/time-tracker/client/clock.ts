"use client";

import { createContext, useContext, useSyncExternalStore } from "react";
import { browserTimeZone, isValidTimeZone } from "@/lib/time/time-zone";

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

/**
 * The browser's IANA time zone. On the server and while hydrating: `told`, the zone the browser told
 * the server on an earlier visit (the `tz` cookie, lib/users/browser-zone.ts) and the page rendered
 * in, else null; right after hydration the browser's own (a browser that has moved re-renders).
 */
export function useBrowserTimeZone(told: string | null = null): string | null {
  return useSyncExternalStore(still, browserTimeZone, () => told);
}

/**
 * The zone times are shown in: the user's saved one (their setting, known on the server too), else
 * the browser's (on the server and while hydrating the one it told, `told`, else null, so the first
 * client render matches the markup). A saved zone this browser does not know falls back to the
 * browser's rather than failing every formatter.
 */
export function useTimeZone(saved: string | null, told: string | null = null): string | null {
  const browser = useBrowserTimeZone(told);
  const usable = saved !== null && isValidTimeZone(saved) ? saved : null;
  return usable ?? browser;
}
