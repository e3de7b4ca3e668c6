import "server-only";
import { badRequest } from "@/lib/server/errors";
import type { TaskRepeat } from "@/modules/task-management/shared/repeat";
import { isRepeatRule } from "@/modules/task-management/shared/recurrence";

/** A repeat can be set on a top-level task with a due date, by a rule the module can run (400 otherwise). */
export function assertRepeat(repeat: TaskRepeat, task: { parentId: string | null; dueDate: unknown }): void {
  if (task.parentId) throw badRequest("validation.taskRepeatSubtask");
  if (!task.dueDate) throw badRequest("validation.taskRepeatNeedsDueDate");
  if (!isRepeatRule(repeat.rule)) throw badRequest("validation.taskRepeatInvalid");
}
