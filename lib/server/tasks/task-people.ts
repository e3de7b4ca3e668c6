import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { badRequest } from "@/lib/server/errors";
import type { TaskPerson } from "@/lib/tasks/types";
import type { TaskModuleScope } from "./task-module";

/** Largest number of people a module offers for assignment (a workspace's whole team). */
const PEOPLE_MAX = 2_000;

/**
 * Who can see the module: every member of its workspace, except that a private project's module is
 * seen only by owners, admins, members with access to all and the project's members. The same rule
 * as lib/server/permissions/project-visibility.ts, from the other side.
 */
function seesModuleSql(scope: TaskModuleScope): Prisma.Sql {
  if (!scope.project?.private) return Prisma.empty;
  return Prisma.sql`AND (wm."role" IN ('owner', 'admin') OR wm."accessToAll" = true OR EXISTS (
    SELECT 1 FROM "ProjectAccess" pa WHERE pa."projectId" = ${scope.project.id} AND pa."userId" = wm."userId"))`;
}

/** The people tasks of this module can be assigned to, by name. */
export async function listTaskPeople(scope: TaskModuleScope): Promise<TaskPerson[]> {
  return getDb().$queryRaw<TaskPerson[]>`
    SELECT u."id", u."name", u."email", u."image"
      FROM "WorkspaceMember" wm JOIN "User" u ON u."id" = wm."userId"
     WHERE wm."workspaceId" = ${scope.membership.workspaceId} ${seesModuleSql(scope)}
     ORDER BY lower(u."name"), u."id"
     LIMIT ${PEOPLE_MAX}`;
}

/** Assignees must be people who can see the module (400 otherwise, naming no one). */
export async function assertAssignable(scope: TaskModuleScope, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  const [row] = await getDb().$queryRaw<{ count: number }[]>`
    SELECT count(*)::int AS count FROM "WorkspaceMember" wm
     WHERE wm."workspaceId" = ${scope.membership.workspaceId} AND wm."userId" = ANY(${[...userIds]})
       ${seesModuleSql(scope)}`;
  if ((row?.count ?? 0) !== new Set(userIds).size) throw badRequest("errors.assigneeNotMember");
}
