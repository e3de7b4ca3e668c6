"use client";

import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useCallback, useRef, useState } from "react";
import { verticalCompactor, type Layout } from "react-grid-layout";
import { errorMessage } from "@/lib/client/api";
import { moduleApi } from "@/lib/client/modules/api";
import { GRID_COLUMNS, type GridRect } from "@/lib/modules/grid-placement";
import { diffLayout, isEmptyBatch, matchCreatedIds, type LayoutBatch } from "@/lib/modules/layout-diff";
import { withLayout, type GridItem, type ServerModule } from "./grid-types";

export type SaveStatus = "idle" | "saving" | "saved";

/** The items as react-grid-layout compacts them on 12 columns, so what is saved is what is shown. */
export function compactItems(items: readonly GridItem[]): GridItem[] {
  const layout: Layout = items.map(({ key, x, y, w, h }) => ({ i: key, x, y, w, h }));
  return withLayout(items, verticalCompactor.compact(layout, GRID_COLUMNS));
}

/**
 * One module put at `rect` (the keyboard's 'Position and size'): the others make room around it,
 * as they do for a drag, then the grid closes gaps upwards.
 */
export function placeItem(items: readonly GridItem[], key: string, rect: GridRect): GridItem[] {
  const moved = items.map((item) => (item.key === key ? { ...item, ...rect } : item));
  const pinned: Layout = moved.map(({ key: i, x, y, w, h }) => ({ i, x, y, w, h, static: i === key }));
  return compactItems(withLayout(moved, verticalCompactor.compact(pinned, GRID_COLUMNS)));
}

/** Grid items from the server's modules, keeping the local key of modules created here. */
function toGridItems(modules: readonly ServerModule[], keyById: ReadonlyMap<string, string>): GridItem[] {
  return modules.map(({ id, moduleId, tag, name, x, y, w, h, isBookmark }) => ({
    key: keyById.get(id) ?? id,
    id,
    moduleId,
    tag,
    name,
    x,
    y,
    w,
    h,
    isBookmark,
  }));
}

const changesNavigation = (batch: LayoutBatch) =>
  batch.create.length > 0 ||
  batch.delete.length > 0 ||
  Object.values(batch.update).some((change) => change.name !== undefined);

/**
 * The grid's modules with saving: every change sends ONE batch (creates, deletes, changed fields)
 * to PATCH /workspaces/module/project/{id}. Batches never overlap: changes made while one is on its
 * way go in the next. The server's grid is applied when it answers (ids for new modules); a failure
 * shows the server's message and rolls back to the last saved layout.
 */
export function useGridState(options: {
  projectId: string;
  initial: ServerModule[];
  /** After a save that changed what the sidebar lists (modules added, removed or renamed). */
  onNavigationChange: () => void;
}) {
  const { projectId, onNavigationChange } = options;
  const tErrors = useTranslations("errors");
  const t = useTranslations("grid");
  const keyById = useRef(new Map<string, string>());
  const [items, setItems] = useState<GridItem[]>(() => compactItems(toGridItems(options.initial, new Map())));
  const [status, setStatus] = useState<SaveStatus>("idle");
  const itemsRef = useRef(items);
  const savedRef = useRef<ServerModule[]>(options.initial);
  const busy = useRef(false);
  const waiting = useRef<((saved: boolean) => void)[]>([]);

  const show = useCallback((next: GridItem[]) => {
    itemsRef.current = next;
    setItems(next);
  }, []);

  /** Sends what differs from the last saved grid, then again while changes keep coming meanwhile. */
  const flush = useCallback(async (): Promise<void> => {
    if (busy.current) return; // the running save sends the rest when it is done
    busy.current = true;
    while (waiting.current.length > 0) {
      const diff = diffLayout(savedRef.current, itemsRef.current);
      const settled = waiting.current;
      waiting.current = [];
      if (isEmptyBatch(diff.batch)) {
        settled.forEach((resolve) => resolve(true));
        continue;
      }
      setStatus("saving");
      let ok = false;
      try {
        const grid: ServerModule[] = await moduleApi.saveGrid(projectId, diff.batch);
        const ids = matchCreatedIds(diff, savedRef.current, grid);
        for (const [key, id] of ids) keyById.current.set(id, key);
        savedRef.current = grid;
        if (waiting.current.length > 0) {
          // More changes came meanwhile: keep them, only learn the new ids.
          show(itemsRef.current.map((item) => (item.id ? item : { ...item, id: ids.get(item.key) ?? null })));
        } else {
          show(toGridItems(grid, keyById.current));
        }
        ok = true;
        if (changesNavigation(diff.batch)) onNavigationChange();
      } catch (error) {
        notifications.show({
          color: "red",
          title: t("saveFailed"),
          message: errorMessage(error, tErrors("somethingWentWrong")),
        });
        show(toGridItems(savedRef.current, keyById.current));
        settled.push(...waiting.current);
        waiting.current = [];
      }
      settled.forEach((resolve) => resolve(ok));
      setStatus(ok ? "saved" : "idle");
    }
    busy.current = false;
  }, [projectId, onNavigationChange, show, t, tErrors]);

  /** Changes the layout (add, move, resize, delete) and saves it; resolves whether it was saved. */
  const change = useCallback(
    (update: (current: GridItem[]) => GridItem[]): Promise<boolean> => {
      show(update(itemsRef.current));
      const done = new Promise<boolean>((resolve) => waiting.current.push(resolve));
      void flush();
      return done;
    },
    [flush, show],
  );

  /** A change already saved by another call (rename, bookmark): no batch. */
  const patchSaved = useCallback(
    (id: string, patch: Partial<Pick<ServerModule, "name" | "isBookmark">>) => {
      savedRef.current = savedRef.current.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry));
      show(itemsRef.current.map((item) => (item.id === id ? { ...item, ...patch } : item)));
    },
    [show],
  );

  /** A module that left the grid through another call (moved to another project). */
  const forget = useCallback(
    (id: string) => {
      savedRef.current = savedRef.current.filter((entry) => entry.id !== id);
      show(itemsRef.current.filter((item) => item.id !== id));
    },
    [show],
  );

  return { items, status, change, patchSaved, forget };
}
