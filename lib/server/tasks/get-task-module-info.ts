import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import type { TaskModuleInfo } from "@/lib/tasks/types";
import { taskModuleScope } from "./task-module";
import { listTaskPeople } from "./task-people";

/** GET /task-management/{id}: the module's name, board, assignable people and the caller's rights. */
export async function getTaskModuleInfo(
  actor: Actor,
  raw: { moduleId?: unknown },
  locale: Locale = "en",
): Promise<TaskModuleInfo> {
  const scope = await taskModuleScope(actor, raw.moduleId, locale);
  return {
    id: scope.moduleId,
    name: scope.name,
    project: scope.project && { id: scope.project.id, name: scope.project.name },
    boardId: scope.boardId,
    keyPrefix: scope.keyPrefix,
    people: await listTaskPeople(scope),
    rights: { write: scope.write, manageMembers: scope.manageMembers },
  };
}
