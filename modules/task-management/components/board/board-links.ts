// The dialog routes the board opens (spec/work-management.md §2): they return to `redirect`.
import type { BoardKind } from "@/modules/task-management/shared/board-state";

const active = (kind: BoardKind) => (kind === "subtask" ? "subtask" : "board");

/** /task-management/{id}/tasks/create with the column preselected. */
export function createTaskHref(
  moduleId: string,
  kind: BoardKind,
  redirect: string,
  columnId: string,
): string {
  const search = new URLSearchParams({ redirect, active: active(kind), columnId });
  return `/task-management/${moduleId}/tasks/create?${search.toString()}`;
}

/** /task-management/{id}/tasks/{taskId}/edit; a subtask also names its parent. */
export function editTaskHref(
  moduleId: string,
  kind: BoardKind,
  redirect: string,
  task: { id: string; parentId: string | null },
): string {
  const search = new URLSearchParams({ redirect, active: active(kind) });
  if (task.parentId) search.set("parentId", task.parentId);
  return `/task-management/${moduleId}/tasks/${task.id}/edit?${search.toString()}`;
}

/** Status follows the column's place (§4): first todo, last done, the others in progress. */
export function statusOfColumn(index: number, count: number) {
  if (index <= 0) return "todo" as const;
  if (index === count - 1) return "done" as const;
  return "work-in-progress" as const;
}
