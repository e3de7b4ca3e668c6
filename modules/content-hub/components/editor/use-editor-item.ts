"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { confirmAction } from "@/components/ui/confirm";
import { useLoaded } from "@/lib/client/reporting/use-loaded";
import type { PendingAction } from "./editor-header";
import { usePendingAction } from "./use-pending-action";

/** What an editor needs to do with its item through the API. */
export interface ItemCalls<T> {
  load: () => Promise<T>;
  publish: () => Promise<T>;
  unpublish: () => Promise<T>;
  remove: () => Promise<unknown>;
}

/**
 * An editor's item, read fresh each time the editor opens (spec §2), and its header actions: save
 * (the caller's), save and publish (publishes unless already published, spec §4), unpublish, and
 * delete ('Delete {name}' / 'This action can not be undone.', then back to the list).
 */
export function useEditorItem<T extends { isPublished: boolean }>(
  key: string,
  calls: ItemCalls<T>,
  listHref: string,
) {
  const t = useTranslations("contentHub");
  const router = useRouter();
  const loaded = useLoaded(key, calls.load);
  // What the last save, publish or unpublish answered, until the item is read again.
  const [saved, setSaved] = useState<{ after: unknown; item: T } | null>(null);
  const item = saved && saved.after === loaded.value ? saved.item : loaded.value;
  const setItem = (next: T) => setSaved({ after: loaded.value, item: next });
  const stale = loaded.value !== null && loaded.valueKey !== key;
  const loadError =
    loaded.error && (!loaded.value || stale)
      ? { message: loaded.error || t("editor.loadFailed"), notFound: loaded.status === 404 }
      : null;
  const action = usePendingAction<Exclude<PendingAction, null>>(t("editor.saveFailed"));
  const act = action.run;

  /** `save` returns the saved item, or null when the form is invalid (nothing is sent then). */
  const saveWith = (save: () => Promise<T | null>) => ({
    save: () =>
      act("save", async () => {
        const saved = await save();
        if (saved) setItem(saved);
      }),
    publish: () =>
      act("publish", async () => {
        const saved = await save();
        if (!saved) return;
        setItem(saved.isPublished ? saved : await calls.publish());
      }),
    unpublish: () => act("unpublish", async () => setItem(await calls.unpublish())),
    remove: async (name: string) => {
      const confirmed = await confirmAction({
        title: t("deleteTitle", { name }),
        message: t("deleteBody"),
        confirm: t("editor.delete"),
        cancel: t("editor.cancel"),
        danger: true,
      });
      if (!confirmed) return;
      await act("delete", async () => {
        await calls.remove();
        router.push(listHref);
      });
    },
  });

  return {
    item,
    /** The item shown was read for an earlier key (a new read runs). */
    stale,
    loadError,
    reload: loaded.reload,
    pending: action.pending,
    actionError: action.error,
    saveWith,
  };
}

export type EditorActions = ReturnType<EditorItem<{ isPublished: boolean }>["saveWith"]>;

export type EditorItem<T extends { isPublished: boolean }> = ReturnType<typeof useEditorItem<T>>;
