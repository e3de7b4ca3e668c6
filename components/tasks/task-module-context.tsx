"use client";

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { useTaskModuleEvents } from "@/lib/client/tasks/live";
import type { TaskBoardRow, TaskColumnRow, TaskModuleInfo } from "@/lib/tasks/types";

export type TaskView = "board" | "list" | "subtask";

interface TaskModuleContextValue {
  moduleId: string;
  info: TaskModuleInfo;
  boardId: string;
  /** The board's columns in order, kept live (column.* events). */
  columns: TaskColumnRow[];
  setColumns: (update: (columns: TaskColumnRow[]) => TaskColumnRow[]) => void;
  /** The signed-in user's id (shown as 'Me'). */
  selfId: string;
}

const TaskModuleContext = createContext<TaskModuleContextValue | null>(null);

const byOrder = (a: TaskColumnRow, b: TaskColumnRow) => a.order - b.order || a.id.localeCompare(b.id);

/**
 * The module every task view and dialog of /task-management/{moduleId} works in: its info, its
 * board's columns (live) and who the caller is. Provided by the module's layout, so the dialog
 * routes (create, edit, members) share it with the view behind them.
 */
export function TaskModuleProvider({
  info,
  board,
  selfId,
  children,
}: {
  info: TaskModuleInfo;
  board: TaskBoardRow;
  selfId: string;
  children: ReactNode;
}) {
  const [columns, setColumnsState] = useState(() => [...board.columns].sort(byOrder));
  const setColumns = useCallback(
    (update: (columns: TaskColumnRow[]) => TaskColumnRow[]) =>
      setColumnsState((current) => [...update(current)].sort(byOrder)),
    [],
  );

  useTaskModuleEvents(info.id, ({ event }) => {
    if (event.type === "column.upserted") {
      setColumns((current) => {
        const existing = current.find((column) => column.id === event.column.id);
        return existing
          ? current.map((column) => (column.id === event.column.id ? { ...column, ...event.column } : column))
          : [...current, { ...event.column, taskCount: 0, subtaskCount: 0 }];
      });
    } else if (event.type === "column.deleted") {
      setColumns((current) => current.filter((column) => column.id !== event.columnId));
    }
  });

  const value = useMemo(
    () => ({ moduleId: info.id, info, boardId: board.id, columns, setColumns, selfId }),
    [info, board.id, columns, setColumns, selfId],
  );
  return <TaskModuleContext.Provider value={value}>{children}</TaskModuleContext.Provider>;
}

export function useTaskModule(): TaskModuleContextValue {
  const value = useContext(TaskModuleContext);
  if (!value) throw new Error("useTaskModule outside TaskModuleProvider");
  return value;
}
