"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { confirmAction } from "@/components/ui/confirm";
import { errorMessage } from "@/lib/client/api";
import { freshQuery, type QuerySpec } from "@/lib/client/query/spec";
import { useQuery } from "@/lib/client/query/use-query";
import type { PendingAction } from "./editor-header";
import { usePendingAction } from "./use-pending-action";

/** What an editor needs to do with its item through the API. */
export interface ItemCalls<T> {
  query: QuerySpec<T>;
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
  calls: ItemCalls<T>,
  revision: number,
  listHref: string,
) {
  const t = useTranslations("contentHub");
  const router = useRouter();
  // The editor's own copy of the item, read afresh when it opens and at each revision.
  const instance = useId();
  const loaded = useQuery(freshQuery(calls.query, `${instance}:${revision}`), { keepPrevious: true });
  const item = loaded.data ?? null;
  // What the last save, publish or unpublish answered, until the item is read again.
  const setItem = (next: T) => loaded.setData(() => next);
  const stale = loaded.previous;
  const loadError =
    loaded.error && (!loaded.data || stale)
      ? { message: errorMessage(loaded.error, t("editor.loadFailed")), notFound: loaded.error.status === 404 }
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
    reload: () => void loaded.refetch(),
    pending: action.pending,
    actionError: action.error,
    saveWith,
  };
}

export type EditorActions = ReturnType<EditorItem<{ isPublished: boolean }>["saveWith"]>;

export type EditorItem<T extends { isPublished: boolean }> = ReturnType<typeof useEditorItem<T>>;
