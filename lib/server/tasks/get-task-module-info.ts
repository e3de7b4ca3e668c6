import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import type { TaskBoardRow, TaskModuleInfo } from "@/lib/tasks/types";
import { boardRow } from "./get-board";
import { taskModuleScope, type TaskModuleScope } from "./task-module";
import { listTaskPeople } from "./task-people";

async function moduleInfo(scope: TaskModuleScope): Promise<TaskModuleInfo> {
  return {
    id: scope.moduleId,
    name: scope.name,
    project: scope.project && { id: scope.project.id, name: scope.project.name },
    boardId: scope.boardId,
    keyPrefix: scope.keyPrefix,
    people: await listTaskPeople(scope),
    rights: {
      write: scope.write,
      add: scope.access.add,
      delete: scope.access.delete,
      manageMembers: scope.manageMembers,
    },
  };
}

/** GET /task-management/{id}: the module's name, board, assignable people and the caller's rights. */
export async function getTaskModuleInfo(
  actor: Actor,
  raw: { moduleId?: unknown },
  locale: Locale = "en",
): Promise<TaskModuleInfo> {
  return moduleInfo(await taskModuleScope(actor, raw.moduleId, locale));
}

/** The module page's data: its info and its board, from one scope lookup (people and columns at once). */
export async function getTaskModulePage(
  actor: Actor,
  raw: { moduleId?: unknown },
  locale: Locale = "en",
): Promise<{ info: TaskModuleInfo; board: TaskBoardRow }> {
  const scope = await taskModuleScope(actor, raw.moduleId, locale);
  const [info, board] = await Promise.all([moduleInfo(scope), boardRow(scope)]);
  return { info, board };
}
