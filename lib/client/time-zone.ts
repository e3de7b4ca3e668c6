"use client";

import { useSyncExternalStore } from "react";
import { browserTimeZone, isValidTimeZone } from "@/lib/time/time-zone";

const still = () => () => undefined;

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
