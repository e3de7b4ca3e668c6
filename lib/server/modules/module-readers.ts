import "server-only";
import { getDb } from "@/lib/server/db";
import { readsModuleSql } from "@/lib/server/permissions/project-visibility";

/**
 * The module whose readers are asked for. Only its id decides (the access rule reads its privacy and
 * its project's from the database); the rest is what events carry.
 */
export interface ModuleVisibility {
  moduleId: string;
  private: boolean;
  project: { id: string; private: boolean } | null;
}

/**
 * Those of `userIds` who are members of the workspace and may read the module now: the module gate's
 * rule (the access rule, suite_visible_modules: visible, and the permissions matrix's View on its
 * kind), so nobody is notified of, assigned to or mentioned in a module they cannot open.
 */
export async function moduleReaders(
  workspaceId: string,
  module: ModuleVisibility,
  userIds: readonly string[],
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await getDb().$queryRaw<{ userId: string }[]>`
    SELECT wm."userId" FROM "WorkspaceMember" wm
     WHERE wm."workspaceId" = ${workspaceId} AND wm."userId" = ANY(${[...new Set(userIds)]})
       AND ${readsModuleSql(module.moduleId)}`;
  return rows.map((row) => row.userId);
}
