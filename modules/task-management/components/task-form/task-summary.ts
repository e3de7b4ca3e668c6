import type { TaskDetail, TaskSummary } from "@/modules/task-management/shared/types";

/** The TaskSummary part of a TaskDetail, as the task.upserted event carries it. */
export function toSummary(task: TaskDetail | TaskSummary): TaskSummary {
  return {
    id: task.id,
    key: task.key,
    title: task.title,
    priority: task.priority,
    issueType: task.issueType,
    parentId: task.parentId,
    parentKey: task.parentKey,
    columnId: task.columnId,
    order: task.order,
    status: task.status,
    dueDate: task.dueDate,
    labels: task.labels,
    assignees: task.assignees,
    subtasks: task.subtasks,
    checkList: task.checkList,
    repeat: task.repeat,
    version: task.version,
  };
}

/** The edit route of a task, returning to `redirect` on close. */
export function taskEditHref(
  moduleId: string,
  taskId: string,
  search: { redirect: string; parentId?: string | null; active?: string | null },
): string {
  const params = new URLSearchParams({ redirect: search.redirect });
  if (search.parentId) params.set("parentId", search.parentId);
  if (search.active) params.set("active", search.active);
  return `/task-management/${moduleId}/tasks/${taskId}/edit?${params.toString()}`;
}
