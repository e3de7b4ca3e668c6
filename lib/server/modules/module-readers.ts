import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";

/** What decides who may read a module: its privacy and its project's (null: a workspace module). */
export interface ModuleVisibility {
  moduleId: string;
  private: boolean;
  project: { id: string; private: boolean } | null;
}

/**
 * Who can see the module, from each workspace member's side (`wm`): the module gate's rule
 * (lib/modules/module-access.ts) with project-visibility.ts's. A project module's project is seen
 * by owners, admins, members with access to all and its ProjectAccess members, and, when public, by
 * every role but guests (guests see only what they were given); a private module then only by
 * owners, admins, the project's admins and the module's members. A workspace module: everyone.
 */
export function seesModuleSql(module: ModuleVisibility): Prisma.Sql {
  if (!module.project) return Prisma.empty;
  const projectId = module.project.id;
  const seesAll = Prisma.sql`wm."role" IN ('owner', 'admin')`;
  const given = Prisma.sql`EXISTS (SELECT 1 FROM "ProjectAccess" pa
    WHERE pa."projectId" = ${projectId} AND pa."userId" = wm."userId")`;
  const project = module.project.private
    ? Prisma.sql`AND (${seesAll} OR wm."accessToAll" = true OR ${given})`
    : Prisma.sql`AND (wm."role" <> 'guest' OR wm."accessToAll" = true OR ${given})`;
  if (!module.private) return project;
  return Prisma.sql`${project} AND (${seesAll}
    OR EXISTS (SELECT 1 FROM "ProjectAccess" pa WHERE pa."projectId" = ${projectId}
               AND pa."userId" = wm."userId" AND pa."role" IN ('admin', 'owner'))
    OR EXISTS (SELECT 1 FROM "ModuleMember" mm WHERE mm."projectModuleId" = ${module.moduleId}
               AND mm."userId" = wm."userId"))`;
}

/** Those of `userIds` who are members of the workspace and may read the module now. */
export async function moduleReaders(
  workspaceId: string,
  module: ModuleVisibility,
  userIds: readonly string[],
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await getDb().$queryRaw<{ userId: string }[]>`
    SELECT wm."userId" FROM "WorkspaceMember" wm
     WHERE wm."workspaceId" = ${workspaceId} AND wm."userId" = ANY(${[...new Set(userIds)]})
       ${seesModuleSql(module)}`;
  return rows.map((row) => row.userId);
}
