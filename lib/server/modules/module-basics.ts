import "server-only";
import type { ModuleScope } from "@/lib/server/modules/module-scope";

/** A module as its own page names it: id, name and project (without the project's privacy). */
export function moduleBasics(scope: Pick<ModuleScope, "moduleId" | "name" | "project">): {
  id: string;
  name: string;
  project: { id: string; name: string } | null;
} {
  return {
    id: scope.moduleId,
    name: scope.name,
    project: scope.project && { id: scope.project.id, name: scope.project.name },
  };
}

type ModuleRights = { add: boolean; edit: boolean; delete: boolean; manageMembers: boolean };

/**
 * The caller's rights in a module as its page is told them: add, edit, delete, the kind's own
 * rights (`extra`), then manageMembers, in that order.
 */
export function moduleRights<E extends Record<string, boolean> = Record<never, boolean>>(
  scope: Pick<ModuleScope, "access">,
  extra?: E,
): ModuleRights & E {
  return {
    add: scope.access.add,
    edit: scope.access.edit,
    delete: scope.access.delete,
    ...(extra as E),
    manageMembers: scope.access.manageMembers,
  };
}
