// Subtask progress of spec/work-management.md §4: a subtask is done when its status is the id of
// the board's last column; drafts (isAdded false, still being typed in the form) do not count.

export type ProgressSubtask = { status?: string | null; isAdded?: boolean };

export type SubtaskProgress = { done: number; total: number; percent: number };

/** Done over saved subtasks; `percent` is a rounded integer 0–100, and 0 when there are none. */
export function subtaskProgress(subtasks: readonly ProgressSubtask[], lastColumnId: string): SubtaskProgress {
  const saved = subtasks.filter((subtask) => subtask.isAdded !== false);
  const total = saved.length;
  // Without a last column nothing can be done; an empty id must not match empty statuses.
  const done = lastColumnId ? saved.filter((subtask) => subtask.status === lastColumnId).length : 0;
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return { done, total, percent };
}
