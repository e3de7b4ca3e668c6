import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
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
 * kind), so nobody is notified of, assigned to or mentioned in a module they cannot open. A service
 * token's identity is no person: never one of them.
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
       AND NOT wm."service" AND ${readsModuleSql(module.moduleId)}`;
  return rows.map((row) => row.userId);
}

/** Someone who can open a module, as a picker shows them (never their address). */
export interface ModulePerson {
  id: string;
  name: string;
  image: string | null;
}

/**
 * The people who can open the module (the same access rule), by name, at most `limit`: the
 * pickers of a kind (attendees, conversation members, find a time). `q` narrows by name or e-mail;
 * the e-mail is never answered.
 */
export function modulePeople(
  workspaceId: string,
  moduleId: string,
  q: string | undefined,
  limit: number,
): Promise<ModulePerson[]> {
  const text = q?.trim();
  const like = text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return getDb().$queryRaw<ModulePerson[]>`
    SELECT u."id", u."name", u."image" FROM "WorkspaceMember" wm JOIN "User" u ON u."id" = wm."userId"
     WHERE wm."workspaceId" = ${workspaceId} AND NOT wm."service"
       AND ${like === null ? Prisma.sql`true` : Prisma.sql`(u."name" ILIKE ${like} OR u."email" ILIKE ${like})`}
       AND ${readsModuleSql(moduleId)}
     ORDER BY lower(u."name"), u."id"
     LIMIT ${limit}`;
}
