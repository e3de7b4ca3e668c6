"use client";

import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useReducer, useRef } from "react";
import { statusOfColumn } from "@/modules/task-management/components/board/board-links";
import { useTaskModule } from "@/modules/task-management/components/task-module-context";
import { errorMessage } from "@/lib/client/api";
import { taskApi } from "@/modules/task-management/client/api";
import { emitLocalTaskEvent, useTaskModuleEvents } from "@/modules/task-management/client/live";
import {
  boardReducer,
  findTask,
  initialBoardState,
  isNarrowed,
  type LoadMode,
  moveBack,
} from "@/modules/task-management/shared/board-state";
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
 * The list view's tasks: one section per column of the board (live from the context), each loaded
 * in pages of 100 with the view's filters, kept live by the module's events, with optimistic moves.
 */
export function useTaskList(query: TaskListQuery) {
  const t = useTranslations("tasks.list");
  const tErrors = useTranslations("errors");
  const { moduleId, columns } = useTaskModule();
  const columnIds = columns.map((column) => column.id);
  const columnKey = columnIds.join(",");
  const [state, dispatch] = useReducer(boardReducer, undefined, () => initialBoardState("task", columnIds));

  const narrowed = isNarrowed(query);
  const queryKey = JSON.stringify([query.filters, query.me, query.search.trim()]);
  const live = useRef({ state, query, narrowed, columnIds });
  useEffect(() => {
    live.current = { state, query, narrowed, columnIds };
  });

  const requests = useRef(0);
  const controllers = useRef(new Map<string, AbortController>());

  const load = useCallback(
    async (columnId: string, mode: LoadMode) => {
      const { state: current, query: q } = live.current;
      const cursor = mode === "append" ? current.columns[columnId]?.nextCursor : null;
      if (mode === "append" && !cursor) return;
      const request = ++requests.current;
      if (mode !== "append") controllers.current.get(columnId)?.abort();
      const controller = new AbortController();
      if (mode !== "append") controllers.current.set(columnId, controller);
      dispatch({ type: "loadStart", columnId, request, mode });
      try {
        const page = await taskApi.tasks(
          moduleId,
          {
            columnId,
            kind: "task",
            filters: q.filters,
            me: q.me,
            search: q.search,
            cursor,
            limit: TASK_PAGE_SIZE,
            map: false,
          },
          controller.signal,
        );
        dispatch({ type: "loadSuccess", columnId, request, mode, page });
      } catch (caught) {
        if (controller.signal.aborted) return;
        dispatch({ type: "loadError", columnId, request, error: errorMessage(caught, t("loadFailed")) });
      }
    },
    [moduleId, t],
  );

  // New columns and a new query load their sections from the start.
  const loadedFor = useRef(new Map<string, string>());
  useEffect(() => {
    const ids = columnKey ? columnKey.split(",") : [];
    dispatch({ type: "columns", columnIds: ids });
    for (const id of ids) {
      if (loadedFor.current.get(id) === queryKey) continue;
      loadedFor.current.set(id, queryKey);
      void load(id, "reset");
    }
    for (const id of [...loadedFor.current.keys()]) if (!ids.includes(id)) loadedFor.current.delete(id);
  }, [columnKey, queryKey, load]);

  useEffect(() => {
    const pending = controllers.current;
    return () => pending.forEach((controller) => controller.abort());
  }, []);

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
      const { narrowed: isNarrow, state: current } = live.current;
      switch (event.type) {
        case "task.upserted": {
          if (event.task.parentId !== null) return;
          // Whether a changed task still matches the filters is the server's call.
          if (isNarrow) scheduleReload([event.task.columnId, current.placed[event.task.id]]);
          else dispatch({ type: "upsert", task: event.task });
          return;
        }
        case "task.deleted": {
          // Filtered, a task not shown may not have matched at all: only a count may need a reload.
          if (isNarrow && !findTask(current, event.taskId)) {
            if (current.columns[event.columnId]?.nextCursor) scheduleReload([event.columnId]);
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
    [scheduleReload],
  );

  const reloadAll = useCallback(() => {
    for (const id of live.current.columnIds) void load(id, "refresh");
  }, [load]);

  useTaskModuleEvents(
    moduleId,
    (envelope) => {
      if (dragging.current) buffered.current.push(envelope);
      else apply(envelope);
    },
    reloadAll,
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
    [moduleId, scheduleReload, t, tErrors],
  );

  const retry = useCallback(
    (columnId: string) => {
      const column = live.current.state.columns[columnId];
      void load(columnId, column?.status === "ready" ? "append" : "reset");
    },
    [load],
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
