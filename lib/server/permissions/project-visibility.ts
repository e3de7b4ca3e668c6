import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import type { Membership } from "@/lib/server/permissions/workspace-member";

// Who may see a project or a module, and read a module, is written once, in SQL (migrations
// 20261128140000_one_access_rule and 20261128150000_access_rows_and_goals): the row rules
// suite_sees_project, suite_sees_project_module, suite_sees_workspace_module and
// suite_applet_view, and the sets built on them, suite_visible_projects and suite_visible_modules.
// The module gate, every list, count and report, and a module's readers select from them; these
// helpers only name them. The functions are inlined into the calling statement, so a condition on
// their result (an id, a project) reaches the indexes; the row forms let a page of an index (the
// project list, the navigation) be checked row by row and stop early, as fast as before.

type Viewer = Pick<Membership, "userId" | "workspaceId">;
type Actor = Viewer & Pick<Membership, "role" | "accessToAll">;

/** The projects the member sees as a FROM item `vp` ("id", "project_role": theirs, or null). */
export function visibleProjectsFromSql(membership: Viewer): Prisma.Sql {
  return Prisma.sql`suite_visible_projects(${membership.userId}, ${membership.workspaceId}) vp`;
}

/** The ids of the projects the member sees, as a query for `IN (…)`. */
export function visibleProjectIdsSql(membership: Viewer): Prisma.Sql {
  return Prisma.sql`SELECT vp."id" FROM suite_visible_projects(${membership.userId}, ${membership.workspaceId}) vp`;
}

/** The member's role in the project whose id is `project` (an SQL expression), or null. */
const projectRoleSql = (membership: Viewer, project: Prisma.Sql) =>
  Prisma.sql`(SELECT va."role" FROM "ProjectAccess" va WHERE va."projectId" = ${project} AND va."userId" = ${membership.userId})`;

/**
 * `AND …`: the "Project" row `p` is one the member sees (suite_sees_project, row by row; the
 * workspace condition is the caller's).
 */
export function visibleProjectsSql(membership: Actor): Prisma.Sql {
  return Prisma.sql`AND suite_sees_project(${membership.role}::"Role", ${membership.accessToAll}, p."private",
    ${projectRoleSql(membership, Prisma.sql`p."id"`)})`;
}

/**
 * `AND …`: the module row is one the member sees, row by row: `m` a "ProjectModule" of a project
 * the caller already knows is visible (suite_sees_project_module), or `w` a "WorkspaceModule"
 * (suite_sees_workspace_module).
 */
export function visibleModuleSql(membership: Actor, alias: "m" | "w" = "m"): Prisma.Sql {
  const role = Prisma.sql`${membership.role}::"Role"`;
  const { userId } = membership;
  if (alias === "w") {
    return Prisma.sql`AND suite_sees_workspace_module(${role}, ${membership.accessToAll},
      (SELECT wmm."role" FROM "ModuleMember" wmm WHERE wmm."workspaceModuleId" = w."id" AND wmm."userId" = ${userId}))`;
  }
  return Prisma.sql`AND suite_sees_project_module(${role}, m."private", ${projectRoleSql(membership, Prisma.sql`m."projectId"`)},
    (SELECT pmm."role" FROM "ModuleMember" pmm WHERE pmm."projectModuleId" = m."id" AND pmm."userId" = ${userId}))`;
}

/**
 * The workspace member `wm` (a "WorkspaceMember" row) may read the module: a condition for queries
 * over the workspace's people (assignees, mentions, notification recipients), which also leave out
 * service token identities (`NOT wm."service"`).
 */
export function readsModuleSql(moduleId: string): Prisma.Sql {
  return Prisma.sql`EXISTS (SELECT 1 FROM suite_visible_modules(wm."userId", wm."workspaceId") rm
    WHERE rm."id" = ${moduleId} AND rm."readable")`;
}

/** The workspace member `wm` (a "WorkspaceMember" row) sees the project. */
export function seesProjectSql(projectId: string): Prisma.Sql {
  return Prisma.sql`EXISTS (SELECT 1 FROM suite_visible_projects(wm."userId", wm."workspaceId") sp
    WHERE sp."id" = ${projectId})`;
}

/** The ids of the projects the member sees (for Prisma's `id: { in }`), `among` some when given. */
export async function visibleProjectIds(membership: Viewer, among?: readonly string[]): Promise<string[]> {
  const filter = among ? Prisma.sql`WHERE vp."id" = ANY(${[...among]})` : Prisma.empty;
  const rows = await getDb().$queryRaw<{ id: string }[]>`
    SELECT vp."id" FROM suite_visible_projects(${membership.userId}, ${membership.workspaceId}) vp ${filter}`;
  return rows.map((row) => row.id);
}

/**
 * The projects the member sees as a Prisma condition (`among` some when given, which keeps the id
 * list short): the access rule's ids, read first in one indexed query.
 */
export async function visibleProjectsWhere(
  membership: Viewer,
  among?: readonly string[],
): Promise<Prisma.ProjectWhereInput> {
  return { workspaceId: membership.workspaceId, id: { in: await visibleProjectIds(membership, among) } };
}

/** The member sees the project (one indexed query). */
export async function seesProject(membership: Viewer, projectId: string): Promise<boolean> {
  return (await visibleProjectIds(membership, [projectId])).length > 0;
}

/**
 * The ids of the modules the member sees, on `projectId` when given (for Prisma's `id: { in }`).
 * `project` is null when the project itself is hidden from the member (or not theirs).
 */
export async function visibleModuleIdsOfProject(
  membership: Viewer,
  projectId: string,
): Promise<{ project: string; modules: string[] } | null> {
  const rows = await getDb().$queryRaw<{ project: string; module: string | null }[]>`
    SELECT vp."id" AS "project", vm."id" AS "module"
      FROM suite_visible_projects(${membership.userId}, ${membership.workspaceId}) vp
      LEFT JOIN suite_visible_modules(${membership.userId}, ${membership.workspaceId}) vm ON vm."project_id" = vp."id"
     WHERE vp."id" = ${projectId}`;
  const [first] = rows;
  if (!first) return null;
  return { project: first.project, modules: rows.flatMap((row) => (row.module ? [row.module] : [])) };
}

/** The ids of the modules the member sees, all of them or `among` some (for Prisma's `id: { in }`). */
export async function visibleModuleIds(membership: Viewer, among?: readonly string[]): Promise<string[]> {
  const filter = among ? Prisma.sql`WHERE vm."id" = ANY(${[...among]})` : Prisma.empty;
  const rows = await getDb().$queryRaw<{ id: string }[]>`
    SELECT vm."id" FROM suite_visible_modules(${membership.userId}, ${membership.workspaceId}) vm ${filter}`;
  return rows.map((row) => row.id);
}
