// How the edit dialog folds live changes into the task it shows (pure, unit-tested).
import type { TaskDetail, TaskSummary } from "@/modules/task-management/shared/types";

/** A newer summary of the task itself: its fields replace the shown ones; detail-only fields stay. */
export function mergeSummary(task: TaskDetail, summary: TaskSummary): TaskDetail {
  if (summary.id !== task.id || summary.version < task.version) return task;
  return { ...task, ...summary };
}

/**
 * A subtask's change: a newer version replaces it in place, a new one is added at the end, and one
 * that left this parent is removed. Older versions change nothing (events can arrive twice).
 */
export function mergeSubtask(task: TaskDetail, subtask: TaskSummary): TaskDetail {
  const index = task.subtaskItems.findIndex((item) => item.id === subtask.id);
  if (subtask.parentId !== task.id) {
    return index === -1 ? task : removeSubtask(task, subtask.id);
  }
  if (index === -1) return { ...task, subtaskItems: [...task.subtaskItems, subtask] };
  if ((task.subtaskItems[index]?.version ?? 0) > subtask.version) return task;
  const subtaskItems = [...task.subtaskItems];
  subtaskItems[index] = subtask;
  return { ...task, subtaskItems };
}

export function removeSubtask(task: TaskDetail, subtaskId: string): TaskDetail {
  if (!task.subtaskItems.some((item) => item.id === subtaskId)) return task;
  return { ...task, subtaskItems: task.subtaskItems.filter((item) => item.id !== subtaskId) };
}
