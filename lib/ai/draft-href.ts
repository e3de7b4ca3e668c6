// The create-task route prefilled with a draft (spec §2 Ask AI: a JSON block's Create Task opens the
// task creation route): /task-management/{id}/tasks/create?redirect=…&title=…&priority=…&label=…
import type { TaskDraft } from "@/lib/schemas/ai";

export function createTaskHref(moduleId: string, returnTo: string, draft: TaskDraft): string {
  const params = new URLSearchParams({ redirect: returnTo, title: draft.title });
  if (draft.description) params.set("description", draft.description);
  if (draft.priority) params.set("priority", draft.priority);
  if (draft.issueType) params.set("issueType", draft.issueType);
  if (draft.dueDate) params.set("dueDate", draft.dueDate);
  for (const label of draft.labels ?? []) params.append("label", label);
  return `/task-management/${moduleId}/tasks/create?${params.toString()}`;
}
