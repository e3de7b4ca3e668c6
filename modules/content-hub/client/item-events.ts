"use client";

import { useEffect, useEffectEvent } from "react";

// A post or product saved from outside its open editor (Ask AI's Use this description): the editor
// showing it reads it again, so its form never saves the old text over the new one.

const SAVED = "content-hub:item-saved";

interface SavedDetail {
  kind: "blog" | "product";
  id: string;
}

export function announceItemSaved(kind: SavedDetail["kind"], id: string): void {
  window.dispatchEvent(new CustomEvent<SavedDetail>(SAVED, { detail: { kind, id } }));
}

/** Calls `onSaved` when the item `kind`/`id` is saved elsewhere in this tab. */
export function useItemSaved(kind: SavedDetail["kind"], id: string, onSaved: () => void): void {
  const saved = useEffectEvent(onSaved);
  useEffect(() => {
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<SavedDetail>).detail;
      if (detail.kind === kind && detail.id === id) saved();
    };
    window.addEventListener(SAVED, listener);
    return () => window.removeEventListener(SAVED, listener);
  }, [kind, id]);
}
