"use client";

import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { statusOfColumn } from "@/modules/task-management/components/board/board-links";
import { useTaskModule } from "@/modules/task-management/components/task-module-context";
import { errorMessage } from "@/lib/client/api";
import { taskApi } from "@/modules/task-management/client/api";
import { emitLocalTaskEvent, useTaskModuleEvents } from "@/modules/task-management/client/live";
import { useColumnTasks } from "@/modules/task-management/client/column-store";
import { findTask, isNarrowed, moveBack } from "@/modules/task-management/shared/board-state";
import { needsRenumber } from "@/modules/task-management/shared/drop-order";
import type { TaskFilter } from "@/modules/task-management/shared/filters";
import {
  TASK_PAGE_SIZE,
  type TaskModuleEnvelope,
  type TaskSummary,
} from "@/modules/task-management/shared/types";

export interface TaskListQuery {
  filters: TaskFilter[];
  me: boolean;
  search: string;
}

/** Batches reloads asked for by a burst of live events. */
const RELOAD_DELAY_MS = 150;

/**
 * The list view's tasks, held in the tab's query cache (client/column-store.ts): one section per
 * column of the board (live from the context), each loaded in pages of 100 with the view's filters,
 * kept live by the module's events, with optimistic moves.
 */
export function useTaskList(query: TaskListQuery) {
  const t = useTranslations("tasks.list");
  const tErrors = useTranslations("errors");
  const { moduleId, columns, columnPages } = useTaskModule();
  const columnIds = useMemo(() => columns.map((column) => column.id), [columns]);
  const store = useColumnTasks(
    moduleId,
    columnIds,
    {
      view: "list",
      kind: "task",
      ...query,
      limit: TASK_PAGE_SIZE,
    },
    { fallbackError: t("loadFailed"), initial: columnPages },
  );
  const { state, dispatch, load, current } = store;

  const narrowed = isNarrowed(query);
  const live = useRef({ narrowed, columnIds });
  useEffect(() => {
    live.current = { narrowed, columnIds };
  });

  const pendingReloads = useRef(new Set<string>());
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const scheduleReload = useCallback(
    (ids: Iterable<string | null | undefined>) => {
      for (const id of ids) if (id) pendingReloads.current.add(id);
      if (reloadTimer.current) return;
      reloadTimer.current = setTimeout(() => {
        reloadTimer.current = null;
        const known = live.current.columnIds;
        for (const id of pendingReloads.current) if (known.includes(id)) void load(id, "refresh");
        pendingReloads.current.clear();
      }, RELOAD_DELAY_MS);
    },
    [load],
  );
  useEffect(
    () => () => {
      if (reloadTimer.current) clearTimeout(reloadTimer.current);
    },
    [],
  );

  // Events that arrive during a drag wait for the drop, so the dragged rows do not jump.
  const dragging = useRef(false);
  const buffered = useRef<TaskModuleEnvelope[]>([]);

  const apply = useCallback(
    ({ event }: TaskModuleEnvelope) => {
      const { narrowed: isNarrow } = live.current;
      const shown = current();
      switch (event.type) {
        case "task.upserted": {
          if (event.task.parentId !== null) return;
          // Whether a changed task still matches the filters is the server's call.
          if (isNarrow) scheduleReload([event.task.columnId, shown.placed[event.task.id]]);
          else dispatch({ type: "upsert", task: event.task });
          return;
        }
        case "task.deleted": {
          // Filtered, a task not shown may not have matched at all: only a count may need a reload.
          if (isNarrow && !findTask(shown, event.taskId)) {
            if (shown.columns[event.columnId]?.nextCursor) scheduleReload([event.columnId]);
            return;
          }
          dispatch({ ...event, type: "delete" });
          return;
        }
        case "column.renumbered":
          scheduleReload([event.columnId]);
          return;
        case "column.deleted":
          scheduleReload([event.movedTo]);
          return;
        default:
          return;
      }
    },
    [dispatch, scheduleReload, current],
  );

  useTaskModuleEvents(
    moduleId,
    (envelope) => {
      if (dragging.current) buffered.current.push(envelope);
      else apply(envelope);
    },
    store.reloadAll,
  );

  const setDragging = useCallback(
    (active: boolean) => {
      dragging.current = active;
      if (active) return;
      const events = buffered.current;
      buffered.current = [];
      events.forEach(apply);
    },
    [apply],
  );

  /**
   * A drop: `index` is the task's position among the column's other shown tasks and `order` the
   * drop rule's order there. Unfiltered, the shown tasks are the column's first ones, so the index
   * is exact; filtered, only the order places it between its visible neighbours.
   */
  const move = useCallback(
    async (task: TaskSummary, columnId: string, index: number, order: number, others: number[]) => {
      const columnIndex = live.current.columnIds.indexOf(columnId);
      const status = statusOfColumn(columnIndex, live.current.columnIds.length);
      dispatch({ type: "moveLocal", taskId: task.id, columnId, order, status });
      try {
        const byOrder = live.current.narrowed && !needsRenumber(others, index);
        const summary = await taskApi.moveTask(
          moduleId,
          task.id,
          byOrder ? { columnId, order } : { columnId, index },
        );
        dispatch({ type: "upsert", task: summary });
        emitLocalTaskEvent(moduleId, { type: "task.upserted", task: summary });
        if (live.current.narrowed) scheduleReload([task.columnId, columnId]);
      } catch (caught) {
        dispatch(moveBack(task));
        notifications.show({
          color: "red",
          title: t("moveFailed"),
          message: errorMessage(caught, tErrors("somethingWentWrong")),
        });
      }
    },
    [moduleId, dispatch, scheduleReload, t, tErrors],
  );

  const retry = useCallback(
    (columnId: string) => {
      const column = current().columns[columnId];
      void load(columnId, column?.status === "ready" ? "append" : "reset");
    },
    [load, current],
  );

  return {
    state,
    narrowed,
    loadMore: useCallback((columnId: string) => void load(columnId, "append"), [load]),
    retry,
    move,
    setDragging,
  };
}
