"use client";

import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { deferredModule } from "@/lib/client/deferred-module";
import classes from "./board.module.css";
import type * as DragLayerModule from "./drag-layer";

type DragLayer = typeof DragLayerModule;

const dragLayer = deferredModule(() => import("./drag-layer"));

/** What the swap to the drag layer would lose: the focused control and the columns' scroll. */
interface KeptView {
  focus: { scope: string; index: number } | null;
  scrollTops: { columnId: string; top: number }[];
}

const FOCUSABLE = "a[href], button, input, [tabindex]";
const SCOPES = `[data-task-id], section[data-column-id], .${classes.placeholder}`;

function scopeSelector(scope: Element): string {
  const taskId = scope.getAttribute("data-task-id");
  if (taskId) return `[data-task-id="${CSS.escape(taskId)}"]`;
  const columnId = scope.getAttribute("data-column-id");
  if (columnId) return `section[data-column-id="${CSS.escape(columnId)}"]`;
  return `.${classes.placeholder}`;
}

function keepView(row: HTMLElement): KeptView {
  let focus: KeptView["focus"] = null;
  const active = document.activeElement;
  const scope = active && row.contains(active) ? active.closest(SCOPES) : null;
  if (active && scope) {
    const index = [...scope.querySelectorAll(FOCUSABLE)].indexOf(active);
    if (index >= 0) focus = { scope: scopeSelector(scope), index };
  }
  const scrollTops = [...row.querySelectorAll<HTMLElement>("section[data-column-id]")].flatMap((section) => {
    const list = section.querySelector<HTMLElement>(`.${classes.list}`);
    const columnId = section.getAttribute("data-column-id");
    return list && columnId && list.scrollTop > 0 ? [{ columnId, top: list.scrollTop }] : [];
  });
  return { focus, scrollTops };
}

function restoreView(row: HTMLElement, kept: KeptView) {
  for (const { columnId, top } of kept.scrollTops) {
    const list = row.querySelector<HTMLElement>(
      `section[data-column-id="${CSS.escape(columnId)}"] .${classes.list}`,
    );
    if (list) list.scrollTop = top;
  }
  if (kept.focus) restoreFocus(row, kept.focus, FOCUS_ATTEMPTS);
}

/** Frames to wait for the focused card: a column renders its cards once it has measured itself. */
const FOCUS_ATTEMPTS = 10;

function restoreFocus(row: HTMLElement, focus: NonNullable<KeptView["focus"]>, attempts: number) {
  // Focus that went elsewhere in the meantime stays there.
  if (document.activeElement && document.activeElement !== document.body) return;
  const scope = row.querySelector(focus.scope);
  const target = scope?.querySelectorAll<HTMLElement>(FOCUSABLE)[focus.index];
  if (target) target.focus({ preventScroll: true });
  else if (attempts > 0) requestAnimationFrame(() => restoreFocus(row, focus, attempts - 1));
}

/**
 * The board's drag layer (drag-layer.tsx, with dnd-kit): null while the board renders static,
 * then the loaded module. Loading starts once the board has mounted, so dnd-kit is not part of the
 * page's first load; the layer then replaces the static columns with the same markup, sortable,
 * and the control that had the focus and the columns' scroll positions are restored in the new nodes.
 */
export function useDragLayer(rowRef: RefObject<HTMLElement | null>): DragLayer | null {
  const [layer, setLayer] = useState<DragLayer | null>(dragLayer.loaded);
  const kept = useRef<KeptView | null>(null);

  useEffect(() => {
    if (layer) return;
    let live = true;
    dragLayer.load().then(
      (module) => {
        if (!live) return;
        kept.current = rowRef.current ? keepView(rowRef.current) : null;
        setLayer(() => module);
      },
      () => {
        // Without the layer the board stays static: cards still open, columns still load.
      },
    );
    return () => {
      live = false;
    };
  }, [layer, rowRef]);

  useLayoutEffect(() => {
    const view = kept.current;
    kept.current = null;
    if (layer && view && rowRef.current) restoreView(rowRef.current, view);
  }, [layer, rowRef]);

  return layer;
}
