"use client";

import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef } from "react";
import { useTaskModule } from "@/modules/task-management/components/task-module-context";
import { errorMessage } from "@/lib/client/api";
import { taskApi } from "@/modules/task-management/client/api";
import { emitLocalTaskEvent } from "@/modules/task-management/client/live";
import { moveItem } from "@/modules/task-management/shared/board-state";
import type { TaskColumnRow } from "@/modules/task-management/shared/types";

const columnEvent = ({ taskCount: _tasks, subtaskCount: _subtasks, ...column }: TaskColumnRow) => column;

/** Columns before this index are built in and stay first: nothing is dropped before them. */
export function firstMovableIndex(columns: readonly TaskColumnRow[]): number {
  let index = 0;
  while (columns[index]?.basic) index++;
  return index;
}

/**
 * Column changes: create (the server names it with the next letter), rename, recolour, delete
 * (its tasks go to the first column) and reorder. Each tells this tab's other views at once; the
 * server tells everyone else.
 */
export function useColumnActions() {
  const { moduleId, boardId, columns, setColumns } = useTaskModule();
  const t = useTranslations("tasks.board");
  const columnsRef = useRef(columns);
  useEffect(() => {
    columnsRef.current = columns;
  });

  const create = useCallback(async (): Promise<TaskColumnRow> => {
    const row = await taskApi.createColumn(moduleId, boardId, {});
    emitLocalTaskEvent(moduleId, { type: "column.upserted", column: columnEvent(row) });
    return row;
  }, [moduleId, boardId]);

  const update = useCallback(
    async (column: TaskColumnRow, body: { name?: string; color?: string }) => {
      const row = await taskApi.updateColumn(moduleId, boardId, column.id, body);
      emitLocalTaskEvent(moduleId, { type: "column.upserted", column: columnEvent(row) });
    },
    [moduleId, boardId],
  );

  const remove = useCallback(
    async (column: TaskColumnRow) => {
      const first = columnsRef.current[0];
      const { movedTo } = await taskApi.deleteColumn(moduleId, boardId, column.id);
      emitLocalTaskEvent(moduleId, { type: "column.deleted", columnId: column.id, movedTo });
      const target = columnsRef.current.find((item) => item.id === movedTo) ?? first;
      notifications.show({
        color: "teal",
        message: t("columnDeleted", { column: column.name, first: target?.name ?? "" }),
      });
    },
    [moduleId, boardId, t],
  );

  /** Shown at its new place at once; the server's orders replace ours, a failure puts it back. */
  const reorder = useCallback(
    (columnId: string, to: number) => {
      const previous = columnsRef.current;
      const from = previous.findIndex((column) => column.id === columnId);
      const target = Math.max(to, firstMovableIndex(previous));
      if (from < 0 || target === from || previous[from]?.basic) return;
      const orders = previous.map((column) => column.order);
      const arranged = moveItem(previous, from, target).map((column, index) => ({
        ...column,
        order: orders[index] ?? column.order,
      }));
      setColumns(() => arranged);
      taskApi
        .updateColumn(moduleId, boardId, columnId, { index: target })
        .then(() => taskApi.board(moduleId))
        .then(({ data }) => {
          const board = data.find((item) => item.id === boardId);
          if (board) setColumns(() => board.columns);
        })
        .catch((error: unknown) => {
          setColumns(() => previous);
          notifications.show({ color: "red", message: errorMessage(error, t("columnFailed")) });
        });
    },
    [moduleId, boardId, setColumns, t],
  );

  return { create, update, remove, reorder };
}
