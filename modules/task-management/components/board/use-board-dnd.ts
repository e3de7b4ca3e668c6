"use client";

import {
  closestCenter,
  closestCorners,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { arrayMove, sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { dropPlacement, type BoardState } from "@/modules/task-management/shared/board-state";
import type { TaskColumnRow, TaskSummary } from "@/modules/task-management/shared/types";
import { PLACEHOLDER_ID } from "./drag-kit";
import { EMPTY, shownLists, type Preview } from "./shown-lists";
import type { MoveRequest } from "./use-board-tasks";

/** The spec's drag rule for the board and subtask views (§4, §9): hold 300 ms, tolerance 100 px. */
export const BOARD_DRAG_DELAY = 300;
export const DRAG_TOLERANCE = 100;

type DragData =
  | { type: "task"; columnId: string; task: TaskSummary }
  | { type: "column"; columnId: string; basic: boolean }
  | { type: "placeholder" };

const dataOf = (item: { data: { current?: unknown } } | null | undefined) =>
  (item?.data.current ?? null) as DragData | null;

/**
 * Which droppable is under a dragged item. Columns only meet columns. A card first finds the
 * column under the pointer, then the nearest card in it (or the column itself when empty), so a
 * card never flickers between two columns; without a pointer (keyboard) the nearest corners win.
 */
export const boardCollisions: CollisionDetection = (args) => {
  const type = dataOf(args.active)?.type;
  const of = (...types: DragData["type"][]) =>
    args.droppableContainers.filter((container) => {
      const data = dataOf(container);
      return data !== null && types.includes(data.type);
    });
  if (type === "column") {
    // Built-in columns keep their place: a column is never shown (or dropped) before them.
    const movable = of("column").filter((container) => {
      const data = dataOf(container);
      return data?.type === "column" && !data.basic;
    });
    return closestCenter({ ...args, droppableContainers: movable });
  }
  if (args.pointerCoordinates) {
    const [hit] = pointerWithin({ ...args, droppableContainers: of("column", "placeholder") });
    if (hit) {
      if (hit.id === PLACEHOLDER_ID) return [hit];
      const cards = of("task").filter((container) => {
        const data = dataOf(container);
        return data?.type === "task" && data.columnId === hit.id;
      });
      if (cards.length === 0) return [hit];
      const [nearest] = closestCenter({ ...args, droppableContainers: cards });
      return nearest ? [nearest] : [hit];
    }
  }
  return closestCorners({ ...args, droppableContainers: of("task", "column", "placeholder") });
};

export interface BoardDndOptions {
  state: BoardState;
  columns: TaskColumnRow[];
  beginDrag: () => void;
  endDrag: () => void;
  moveTask: (move: MoveRequest) => void;
  reorderColumn: (columnId: string, to: number) => void;
  dropOnPlaceholder: (task: TaskSummary) => void;
}

/**
 * Drag and drop of cards (within and across columns, onto the placeholder) and of columns. A card
 * dragged over another column is shown there (a preview over the board's state), so the state
 * itself only changes on drop: an optimistic move, then the server's answer.
 */
export function useBoardDnd(options: BoardDndOptions) {
  const { state, columns } = options;
  const t = useTranslations("tasks.board.dnd");
  const [preview, setPreview] = useState<Preview | null>(null);
  const [activeTask, setActiveTask] = useState<TaskSummary | null>(null);
  const [activeColumn, setActiveColumn] = useState<TaskColumnRow | null>(null);
  const origin = useRef<{ columnId: string; index: number } | null>(null);

  const columnIds = useMemo(() => columns.map((column) => column.id), [columns]);
  const lists = useMemo(() => shownLists(state, columnIds, preview), [state, columnIds, preview]);
  const current = useRef({ options, columnIds });
  useEffect(() => {
    current.current = { options, columnIds };
  });

  // dnd-kit reports drag events from its own effects, which run before this component's: the
  // preview is therefore kept in a ref set together with the state, never read from a render.
  const previewRef = useRef<Preview | null>(null);
  const recentlyMoved = useRef(false);
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const updatePreview = useCallback((next: Preview | null) => {
    const previous = previewRef.current;
    if (
      previous === next ||
      (previous && next && previous.columnId === next.columnId && previous.index === next.index)
    )
      return;
    previewRef.current = next;
    recentlyMoved.current = true;
    setPreview(next);
  }, []);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      recentlyMoved.current = false;
    });
    return () => cancelAnimationFrame(frame);
  }, [preview]);

  /** Right after the card changed column, the lists re-render under it: keep the target a frame. */
  const collisionDetection = useCallback<CollisionDetection>((args) => {
    if (recentlyMoved.current && lastOver.current !== null && dataOf(args.active)?.type === "task") {
      const kept = args.droppableContainers.find((container) => container.id === lastOver.current);
      if (kept) return [{ id: kept.id, data: { droppableContainer: kept, value: 0 } }];
    }
    const hits = boardCollisions(args);
    lastOver.current = hits[0]?.id ?? null;
    return hits;
  }, []);

  /** The lists as shown with the latest preview (also before React rendered it). */
  const listsNow = () =>
    shownLists(current.current.options.state, current.current.columnIds, previewRef.current);

  const sensors = useSensors(
    useSensor(PointerSensor, {
      activationConstraint: { delay: BOARD_DRAG_DELAY, tolerance: DRAG_TOLERANCE },
    }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      // Enter opens a card; Space picks it up.
      keyboardCodes: { start: ["Space"], cancel: ["Escape"], end: ["Space", "Enter"] },
    }),
  );

  const onDragStart = useCallback(({ active }: DragStartEvent) => {
    const data = dataOf(active);
    previewRef.current = null;
    lastOver.current = null;
    if (data?.type === "task") {
      const list = current.current.options.state.columns[data.columnId]?.tasks ?? EMPTY;
      origin.current = { columnId: data.columnId, index: list.findIndex((task) => task.id === active.id) };
      setActiveTask(data.task);
      current.current.options.beginDrag();
    } else if (data?.type === "column") {
      setActiveColumn(current.current.options.columns.find((column) => column.id === active.id) ?? null);
    }
  }, []);

  const onDragOver = useCallback(
    ({ active, over }: DragOverEvent) => {
      const from = origin.current;
      const overData = dataOf(over);
      if (dataOf(active)?.type !== "task" || !over || !from || !overData || overData.type === "placeholder")
        return;
      const target = overData.columnId;
      if ((previewRef.current?.columnId ?? from.columnId) === target) return;
      if (target === from.columnId) {
        updatePreview(null);
        return;
      }
      // The target's own tasks (the dragged card is not among them yet).
      const list = current.current.options.state.columns[target]?.tasks ?? EMPTY;
      let index = list.length;
      if (overData.type === "task") {
        const overIndex = list.findIndex((task) => task.id === over.id);
        const dragged = active.rect.current.translated;
        const below = dragged !== null && dragged.top > over.rect.top + over.rect.height / 2;
        if (overIndex >= 0) index = overIndex + (below ? 1 : 0);
      }
      updatePreview({ taskId: String(active.id), columnId: target, index });
    },
    [updatePreview],
  );

  const finish = useCallback(() => {
    previewRef.current = null;
    setPreview(null);
    setActiveTask(null);
    setActiveColumn(null);
    origin.current = null;
  }, []);

  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      const handlers = current.current.options;
      const shownPreview = previewRef.current;
      const shown = listsNow();
      const data = dataOf(active);
      const from = origin.current;
      finish();
      if (data?.type === "column") {
        if (over && over.id !== active.id && dataOf(over)?.type === "column") {
          const to = handlers.columns.findIndex((column) => column.id === over.id);
          if (to >= 0) handlers.reorderColumn(String(active.id), to);
        }
        return;
      }
      if (data?.type !== "task" || !from) return;
      const overData = dataOf(over);
      try {
        if (!over || !overData) return;
        const taskId = String(active.id);
        if (overData.type === "placeholder") {
          handlers.dropOnPlaceholder(data.task);
          return;
        }
        const columnId = shownPreview?.columnId ?? from.columnId;
        let list = shown[columnId] ?? EMPTY;
        const at = list.findIndex((task) => task.id === taskId);
        const task = list[at];
        if (!task) return;
        // Over another card of the same column: it takes that card's place (as the sorting showed).
        if (overData.type === "task" && over.id !== active.id && overData.columnId === columnId) {
          const to = list.findIndex((item) => item.id === over.id);
          if (to >= 0) list = arrayMove(list, at, to);
        }
        const placement = dropPlacement(list, taskId);
        if (columnId === from.columnId && placement.index === from.index) return;
        handlers.moveTask({ task, columnId, ...placement });
      } finally {
        // After the optimistic move, so changes held during the drag meet the task where it landed.
        handlers.endDrag();
      }
    },
    [finish],
  );

  const onDragCancel = useCallback(() => {
    const wasTask = origin.current !== null;
    finish();
    if (wasTask) current.current.options.endDrag();
  }, [finish]);

  const nameOf = useCallback(
    (id: UniqueIdentifier | undefined, data: DragData | null): string => {
      if (data?.type === "placeholder") return t("newGroup");
      if (data?.type === "column") return columns.find((column) => column.id === id)?.name ?? "";
      if (data?.type === "task") return `${data.task.key} ${data.task.title}`;
      return "";
    },
    [columns, t],
  );
  const targetOf = useCallback(
    (over: { id: UniqueIdentifier; data: { current?: unknown } }) => {
      const data = dataOf(over);
      if (data?.type === "task") return columns.find((column) => column.id === data.columnId)?.name ?? "";
      return nameOf(over.id, data);
    },
    [columns, nameOf],
  );
  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) => t("start", { name: nameOf(active.id, dataOf(active)) }),
      onDragOver: ({ active, over }) =>
        over
          ? t("over", { name: nameOf(active.id, dataOf(active)), target: targetOf(over) })
          : t("outside", { name: nameOf(active.id, dataOf(active)) }),
      onDragEnd: ({ active, over }) =>
        over
          ? t("end", { name: nameOf(active.id, dataOf(active)), target: targetOf(over) })
          : t("endOutside", { name: nameOf(active.id, dataOf(active)) }),
      onDragCancel: ({ active }) => t("cancel", { name: nameOf(active.id, dataOf(active)) }),
    }),
    [nameOf, targetOf, t],
  );

  return {
    sensors,
    lists,
    activeTask,
    activeColumn,
    collisionDetection,
    handlers: { onDragStart, onDragOver, onDragEnd, onDragCancel },
    accessibility: { announcements, screenReaderInstructions: { draggable: t("instructions") } },
  };
}
