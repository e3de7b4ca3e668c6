"use client";

import { useEffect } from "react";

/**
 * The form editor's leave guard: closing the tab, reloading, and links inside the app ask `leaveText`
 * while there are unsaved changes.
 */
export function useLeaveGuard(dirty: boolean, leaveText: string): void {
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const click = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (
        !anchor ||
        anchor.getAttribute("target") === "_blank" ||
        anchor.getAttribute("href")?.startsWith("/api/")
      )
        return;
      if (!window.confirm(leaveText)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener("beforeunload", beforeUnload);
    document.addEventListener("click", click, true);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      document.removeEventListener("click", click, true);
    };
  }, [dirty, leaveText]);
}

/** Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl/Cmd+Y redo (not while typing in a field). */
export function useUndoKeys(undo: () => void, redo: () => void): void {
  useEffect(() => {
    const keys = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || (event.target as HTMLElement).closest("input, textarea"))
        return;
      const redoKey = (event.key === "z" && event.shiftKey) || event.key === "y";
      if (event.key !== "z" && !redoKey) return;
      event.preventDefault();
      if (redoKey) redo();
      else undo();
    };
    window.addEventListener("keydown", keys);
    return () => window.removeEventListener("keydown", keys);
  }, [undo, redo]);
}
