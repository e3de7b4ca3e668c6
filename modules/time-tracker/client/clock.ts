"use client";

import { useSyncExternalStore } from "react";
import { browserTimeZone, isValidTimeZone } from "@/modules/time-tracker/shared/time-zone";

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
 * The current time (ms), renewed every second while `ticking`; null while rendering on the server
 * (the first client render then shows the browser's time, so the markup never disagrees).
 */
export function useNow(ticking: boolean): number | null {
  return useSyncExternalStore(
    ticking ? subscribe : still,
    () => now,
    () => null,
  );
}

/** The browser's IANA time zone; null on the server, where the viewer's zone is unknown. */
export function useBrowserTimeZone(): string | null {
  return useSyncExternalStore(still, browserTimeZone, () => null);
}

/**
 * The zone times are shown in: the user's saved one (their setting, known on the server too), else
 * the browser's (null on the server, so the first client render matches its markup). A saved zone
 * this browser does not know falls back to the browser's rather than failing every formatter.
 */
export function useTimeZone(saved: string | null): string | null {
  const browser = useBrowserTimeZone();
  const usable = saved !== null && isValidTimeZone(saved) ? saved : null;
  return usable ?? browser;
}
