import { findTask, type BoardState } from "@/modules/task-management/shared/board-state";
import type { TaskSummary } from "@/modules/task-management/shared/types";

/** Where the dragged card would land while it is over another column than its own. */
export interface Preview {
  taskId: string;
  columnId: string;
  index: number;
}

export const EMPTY: TaskSummary[] = [];

/** The loaded tasks per column as shown: with a preview, the dragged card moves to its target. */
export function shownLists(
  state: BoardState,
  columnIds: readonly string[],
  preview: Preview | null,
): Record<string, TaskSummary[]> {
  const lists: Record<string, TaskSummary[]> = {};
  for (const id of columnIds) lists[id] = state.columns[id]?.tasks ?? EMPTY;
  if (!preview) return lists;
  const from = findTask(state, preview.taskId);
  if (!from || from.columnId === preview.columnId || !lists[preview.columnId]) return lists;
  const source = lists[from.columnId] ?? EMPTY;
  const task = source[from.index] as TaskSummary;
  lists[from.columnId] = source.filter((item) => item.id !== preview.taskId);
  const target = (lists[preview.columnId] as TaskSummary[]).filter((item) => item.id !== preview.taskId);
  target.splice(Math.min(preview.index, target.length), 0, task);
  lists[preview.columnId] = target;
  return lists;
}
