// A task's status comes from its column's place on the board (spec/work-management.md §3): the first
// column is to do, the last is done, those between are work in progress. Task management, the time
// tracker's task picker, goals and reports all read it this way.

export const TASK_STATUSES = ["todo", "work-in-progress", "done"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** The status of a task in the column at `rank` (1-based) of a board with `count` columns. */
export function statusOf(rank: number, count: number): TaskStatus {
  if (rank <= 1) return "todo";
  return rank >= count ? "done" : "work-in-progress";
}
