"use client";

import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useTaskModule } from "@/modules/task-management/components/task-module-context";
import { errorMessage } from "@/lib/client/api";
import { taskApi } from "@/modules/task-management/client/api";
import { emitLocalTaskEvent, useTaskModuleEvents } from "@/modules/task-management/client/live";
import { useColumnTasks } from "@/modules/task-management/client/column-store";
import {
  findTask,
  isNarrowed,
  type BoardColumnState,
  type BoardKind,
  moveBack,
} from "@/modules/task-management/shared/board-state";
import { DROP_ORDER_STEP } from "@/modules/task-management/shared/drop-order";
import type { TaskFilter } from "@/modules/task-management/shared/filters";
import type { TaskModuleEvent, TaskSummary } from "@/modules/task-management/shared/types";
import { statusOfColumn } from "./board-links";

export interface BoardQuery {
  kind: BoardKind;
  filters: TaskFilter[];
  me: boolean;
  search: string;
}

/** Filtered views reload the columns a changed task touches, at most once per this delay. */
const NARROWED_RELOAD_MS = 200;

export interface MoveRequest {
  task: TaskSummary;
  columnId: string;
  /** Position among the destination column's other loaded tasks; none: to the end (the menu). */
  index?: number;
  /** The drop rule's order between the shown neighbours (sent instead of the index when filtered). */
  order?: number;
}

/** The optimistic order of a task sent to the end of a column: past the loaded pages if any. */
function endOrder(column: BoardColumnState | undefined, taskId: string): number {
  if (!column || column.nextCursor) return Number.MAX_SAFE_INTEGER;
  const others = column.tasks.filter((task) => task.id !== taskId);
  return (others[others.length - 1]?.order ?? 0) + DROP_ORDER_STEP;
}

/**
 * The board's tasks, held in the tab's query cache (client/column-store.ts): the first page of
 * every column read in parallel, more pages on demand, and every change of the module applied live. While the local user drags,
 * incoming changes wait and are applied after the drop; while a move is on its way, changes of
 * that task wait for the server's answer, so the highest version always has the last word.
 */
export function useBoardTasks(query: BoardQuery) {
  const { moduleId, columns, columnPages } = useTaskModule();
  const t = useTranslations("tasks.board");
  const columnIds = useMemo(() => columns.map((column) => column.id), [columns]);
  const store = useColumnTasks(moduleId, columnIds, { view: "board", ...query }, { initial: columnPages });
  const { state, dispatch, load, current } = store;

  const narrowed = isNarrowed(query);
  const live = useRef({ query, narrowed, columns });
  useEffect(() => {
    live.current = { query, narrowed, columns };
  });

  // Filtered views: a changed task may leave or join the view, so its columns are reloaded.
  const reloads = useRef({ columns: new Set<string>(), timer: null as ReturnType<typeof setTimeout> | null });
  const scheduleReload = useCallback(
    (ids: (string | undefined)[]) => {
      const pending = reloads.current;
      for (const id of ids) if (id) pending.columns.add(id);
      if (pending.timer) return;
      pending.timer = setTimeout(() => {
        pending.timer = null;
        const due = [...pending.columns];
        pending.columns.clear();
        for (const id of due) if (current().columns[id]) void load(id, "refresh");
      }, NARROWED_RELOAD_MS);
    },
    [load, current],
  );
  useEffect(() => {
    const pending = reloads.current;
    return () => {
      if (pending.timer) clearTimeout(pending.timer);
    };
  }, []);

  const gate = useRef({
    dragging: false,
    queue: [] as TaskModuleEvent[],
    moving: new Map<string, TaskModuleEvent[]>(),
  });

  const apply = useCallback(
    (event: TaskModuleEvent) => {
      const { moving } = gate.current;
      switch (event.type) {
        case "task.upserted": {
          const held = moving.get(event.task.id);
          if (held) {
            held.push(event);
            return;
          }
          const { narrowed: isFiltered, query: q } = live.current;
          const ofKind = q.kind === "task" ? event.task.parentId === null : event.task.parentId !== null;
          if (isFiltered && ofKind) {
            scheduleReload([current().placed[event.task.id], event.task.columnId]);
            return;
          }
          dispatch({ type: "upsert", task: event.task });
          return;
        }
        case "task.deleted":
          moving.delete(event.taskId);
          dispatch({ ...event, type: "delete" });
          return;
        case "column.renumbered":
          void load(event.columnId, "refresh");
          return;
        case "column.deleted":
          void load(event.movedTo, "refresh");
          return;
        default:
          return;
      }
    },
    [dispatch, load, scheduleReload, current],
  );

  useTaskModuleEvents(
    moduleId,
    ({ event }) => {
      if (gate.current.dragging) gate.current.queue.push(event);
      else apply(event);
    },
    store.reloadAll,
  );

  const beginDrag = useCallback(() => {
    gate.current.dragging = true;
  }, []);
  const endDrag = useCallback(() => {
    const { queue } = gate.current;
    gate.current.dragging = false;
    gate.current.queue = [];
    for (const event of queue) apply(event);
  }, [apply]);

  /** Optimistic move, the server's answer (or a rollback and a toast), then held changes. */
  const moveTask = useCallback(
    (move: MoveRequest) => {
      const { task, columnId } = move;
      const { columns: ordered, narrowed: isFiltered } = live.current;
      const index = ordered.findIndex((column) => column.id === columnId);
      const order = move.order ?? endOrder(current().columns[columnId], task.id);
      const { moving } = gate.current;
      moving.set(task.id, []);
      dispatch({
        type: "moveLocal",
        taskId: task.id,
        columnId,
        order,
        status: statusOfColumn(index, ordered.length),
      });
      // Filtered, the loaded neighbours are not all the column's tasks: send the order between them.
      const request = taskApi.moveTask(
        moduleId,
        task.id,
        isFiltered && move.index !== undefined ? { columnId, order } : { columnId, index: move.index },
      );
      void request
        .then((answer) => {
          dispatch({ type: "upsert", task: answer });
          emitLocalTaskEvent(moduleId, { type: "task.upserted", task: answer });
        })
        .catch((error: unknown) => {
          dispatch(moveBack(task));
          notifications.show({ color: "red", message: errorMessage(error, t("moveFailed")) });
        })
        .finally(() => {
          const held = moving.get(task.id) ?? [];
          moving.delete(task.id);
          for (const event of held) apply(event);
        });
    },
    [moduleId, apply, dispatch, current, t],
  );

  const removeTask = useCallback(
    async (task: TaskSummary) => {
      await taskApi.deleteTask(moduleId, task.id);
      const event: TaskModuleEvent = {
        type: "task.deleted",
        taskId: task.id,
        parentId: task.parentId,
        columnId: task.columnId,
      };
      dispatch({ type: "delete", taskId: task.id, parentId: task.parentId, columnId: task.columnId });
      emitLocalTaskEvent(moduleId, event);
    },
    [moduleId, dispatch],
  );

  /** A move answered by the server without an optimistic step (after creating its column). */
  const applyTask = useCallback((task: TaskSummary) => dispatch({ type: "upsert", task }), [dispatch]);

  const locate = useCallback((taskId: string) => findTask(current(), taskId), [current]);

  return { state, load, beginDrag, endDrag, moveTask, removeTask, applyTask, locate, narrowed };
}
