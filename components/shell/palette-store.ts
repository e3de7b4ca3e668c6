"use client";

import { useSyncExternalStore } from "react";

// Who opens the command palette: the search box and Ctrl/Cmd+K ask; the dialog, once loaded,
// registers how to open it. A request before it has loaded waits for it.
let requested = false;
let pending = false;
let opener: (() => void) | null = null;
const listeners = new Set<() => void>();

export function openPalette(): void {
  if (opener) return opener();
  pending = true;
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
}

/** The dialog registers its opener when it mounts (and opens at once if asked meanwhile). */
export function registerOpener(open: () => void): () => void {
  opener = open;
  if (pending) {
    pending = false;
    open();
  }
  return () => {
    if (opener === open) opener = null;
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once the palette was asked for: from then on its dialog stays mounted. */
export function usePaletteRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}
