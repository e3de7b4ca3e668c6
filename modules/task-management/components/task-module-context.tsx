"use client";

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { taskApi } from "@/modules/task-management/client/api";
import { useTaskModuleEvents } from "@/modules/task-management/client/live";
import type {
  TaskBoardRow,
  TaskColumnPages,
  TaskColumnRow,
  TaskModuleInfo,
} from "@/modules/task-management/shared/types";

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
  /** Whose timers run on which task (task id → user ids), kept live (task.timer events). */
  timers: Record<string, string[]>;
  /** The unfiltered board's first pages as the server rendered them with the page (none in tests). */
  columnPages: TaskColumnPages | null;
}

const TaskModuleContext = createContext<TaskModuleContextValue | null>(null);

/** The timers after someone's started (`running`) or stopped on a task. */
function withTimer(
  current: Record<string, string[]>,
  { taskId, userId, running }: { taskId: string; userId: string; running: boolean },
): Record<string, string[]> {
  const others = (current[taskId] ?? []).filter((id) => id !== userId);
  const next = running ? [...others, userId] : others;
  const { [taskId]: _dropped, ...rest } = current;
  return next.length > 0 ? { ...rest, [taskId]: next } : rest;
}

const byOrder = (a: TaskColumnRow, b: TaskColumnRow) => a.order - b.order || a.id.localeCompare(b.id);

/**
 * The module every task view and dialog of /task-management/{moduleId} works in: its info, its
 * board's columns (live) and who the caller is. Provided by the module's layout, so the dialog
 * routes (create, edit, members) share it with the view behind them.
 */
export function TaskModuleProvider({
  info,
  board,
  columnPages = null,
  selfId,
  children,
}: {
  info: TaskModuleInfo;
  board: TaskBoardRow;
  columnPages?: TaskColumnPages | null;
  selfId: string;
  children: ReactNode;
}) {
  const [columns, setColumnsState] = useState(() => [...board.columns].sort(byOrder));
  const setColumns = useCallback(
    (update: (columns: TaskColumnRow[]) => TaskColumnRow[]) =>
      setColumnsState((current) => [...update(current)].sort(byOrder)),
    [],
  );

  const [timers, setTimers] = useState(info.timers);
  useTaskModuleEvents(
    info.id,
    ({ event }) => {
      if (event.type === "task.timer") setTimers((current) => withTimer(current, event));
      else if (event.type === "column.upserted") {
        setColumns((current) => {
          const existing = current.find((column) => column.id === event.column.id);
          return existing
            ? current.map((column) =>
                column.id === event.column.id ? { ...column, ...event.column } : column,
              )
            : [...current, { ...event.column, taskCount: 0, subtaskCount: 0 }];
        });
      } else if (event.type === "column.deleted") {
        setColumns((current) => current.filter((column) => column.id !== event.columnId));
      }
    },
    // Events may have been missed while disconnected: read whose timers run again.
    () => {
      taskApi.module(info.id).then(
        (fresh) => setTimers(fresh.timers),
        () => undefined,
      );
    },
  );

  const value = useMemo(
    () => ({ moduleId: info.id, info, boardId: board.id, columns, setColumns, selfId, timers, columnPages }),
    [info, board.id, columns, setColumns, selfId, timers, columnPages],
  );
  return (
    <TaskModuleContext.Provider value={value}>
      <TaskTimersContext.Provider value={timers}>{children}</TaskTimersContext.Provider>
    </TaskModuleContext.Provider>
  );
}

// Apart from the module's context, so a timer that starts re-renders the cards that read it, not
// everything that reads the module.
const TaskTimersContext = createContext<Record<string, string[]>>({});
const NOBODY: string[] = [];

/** Who has a timer running on the task now (user ids; none outside a task module). */
export function useTaskTimers(taskId: string): string[] {
  return useContext(TaskTimersContext)[taskId] ?? NOBODY;
}

export function useTaskModule(): TaskModuleContextValue {
  const value = useContext(TaskModuleContext);
  if (!value) throw new Error("useTaskModule outside TaskModuleProvider");
  return value;
}
