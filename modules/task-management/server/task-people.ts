import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { badRequest } from "@/lib/server/errors";
import type { TaskPerson } from "@/modules/task-management/shared/types";
import { readsModuleSql } from "@/lib/server/permissions/project-visibility";
import type { TaskModuleScope } from "./task-module";

/** Largest number of people a module offers for assignment (a workspace's whole team). */
const PEOPLE_MAX = 2_000;

/**
 * E-mails are the workspace's people directory: only for callers who may view User management, or
 * who manage this module's members (the members dialog suggests them when inviting).
 */
function showsEmails(scope: TaskModuleScope): boolean {
  return scope.membership.can("userManagement", "view") || scope.manageMembers;
}

/** The people tasks of this module can be assigned to, by name (with e-mails per showsEmails). */
export async function listTaskPeople(scope: TaskModuleScope): Promise<TaskPerson[]> {
  const email = showsEmails(scope) ? Prisma.sql`, u."email"` : Prisma.empty;
  return getDb().$queryRaw<TaskPerson[]>`
    SELECT u."id", u."name", u."image" ${email}
      FROM "WorkspaceMember" wm JOIN "User" u ON u."id" = wm."userId"
     WHERE wm."workspaceId" = ${scope.membership.workspaceId} AND NOT wm."service"
       AND ${readsModuleSql(scope.moduleId)}
     ORDER BY lower(u."name"), u."id"
     LIMIT ${PEOPLE_MAX}`;
}

/** Assignees must be people who can read the module (400 otherwise, naming no one). */
export function assertAssignable(scope: TaskModuleScope, userIds: readonly string[]): Promise<void> {
  return assertAmongPeople(scope, userIds, "errors.assigneeNotMember");
}

/** Of `userIds`, those who can read the module (the gate's rule), in the order given. */
export async function readersAmong(scope: TaskModuleScope, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await getDb().$queryRaw<{ userId: string }[]>`
    SELECT wm."userId" FROM "WorkspaceMember" wm
     WHERE wm."workspaceId" = ${scope.membership.workspaceId} AND wm."userId" = ANY(${[...userIds]})
       AND NOT wm."service" AND ${readsModuleSql(scope.moduleId)}`;
  const found = new Set(rows.map((row) => row.userId));
  return userIds.filter((id) => found.has(id));
}

/** Everyone in `userIds` is someone who can read the module (the gate's rule), or 400 with `message`. */
export async function assertAmongPeople(
  scope: TaskModuleScope,
  userIds: readonly string[],
  message: string,
): Promise<void> {
  const distinct = [...new Set(userIds)];
  if ((await readersAmong(scope, distinct)).length !== distinct.length) throw badRequest(message);
}
