import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Membership } from "@/lib/server/permissions/workspace-member";
import { managesWorkspace } from "@/lib/server/permissions/roles";

/** Owners, admins and members with access to all see every project of the workspace. */
export function seesAllProjects(membership: Membership): boolean {
  return managesWorkspace(membership.role) || membership.accessToAll;
}

/**
 * Guests see only what they were given (the access tree's ProjectAccess rows), public projects
 * included; every other role sees the workspace's public projects.
 */
export function seesPublicProjects(membership: Pick<Membership, "role">): boolean {
  return membership.role !== "guest";
}

/**
 * The workspace's own modules (outside projects): everyone sees them but guests, who see those they
 * were made a member of (the access tree and the module's User management), or all with access to
 * all. The module gate (module-scope.ts) applies the same rule to one module.
 */
export function seesAllWorkspaceModules(membership: Pick<Membership, "role" | "accessToAll">): boolean {
  return seesPublicProjects(membership) || membership.accessToAll;
}

export function visibleWorkspaceModulesWhere(membership: Membership): Prisma.WorkspaceModuleWhereInput {
  const { workspaceId, userId } = membership;
  if (seesAllWorkspaceModules(membership)) return { workspaceId };
  return { workspaceId, members: { some: { userId } } };
}

/** visibleWorkspaceModulesWhere in SQL: an `AND ...` condition on the "WorkspaceModule" row `w`. */
export function visibleWorkspaceModulesSql(membership: Membership): Prisma.Sql {
  if (seesAllWorkspaceModules(membership)) return Prisma.empty;
  return Prisma.sql`AND EXISTS (SELECT 1 FROM "ModuleMember" wm
    WHERE wm."workspaceModuleId" = w."id" AND wm."userId" = ${membership.userId})`;
}

/**
 * The projects of the membership's workspace it may see: all of them (seesAllProjects), otherwise
 * those the member was given access to, and public ones unless the member is a guest
 * (seesPublicProjects). The one rule; raw SQL mirrors it.
 */
export function visibleProjectsWhere(membership: Membership): Prisma.ProjectWhereInput {
  const { workspaceId, userId } = membership;
  if (seesAllProjects(membership)) return { workspaceId };
  const given: Prisma.ProjectWhereInput = { access: { some: { userId } } };
  if (!seesPublicProjects(membership)) return { workspaceId, ...given };
  return { workspaceId, OR: [{ private: false }, given] };
}

/**
 * The modules of a visible project the membership may see: all of them for workspace admins;
 * otherwise public ones, and private ones it is a member of or whose project it administers (the
 * module gate's rule, lib/modules/module-access.ts, for lists).
 */
export function visibleModulesWhere(membership: Membership): Prisma.ProjectModuleWhereInput {
  if (managesWorkspace(membership.role)) return {};
  const { userId } = membership;
  return {
    OR: [
      { private: false },
      { members: { some: { userId } } },
      { project: { access: { some: { userId, role: { in: ["admin", "owner"] } } } } },
    ],
  };
}

/** visibleModulesWhere in SQL: an `AND ...` condition on the "ProjectModule" row aliased `m`. */
export function visibleModulesSql(membership: Membership): Prisma.Sql {
  if (managesWorkspace(membership.role)) return Prisma.empty;
  return Prisma.sql`AND (m."private" = false
    OR EXISTS (SELECT 1 FROM "ModuleMember" vm WHERE vm."projectModuleId" = m."id" AND vm."userId" = ${membership.userId})
    OR EXISTS (SELECT 1 FROM "ProjectAccess" vp WHERE vp."projectId" = m."projectId"
               AND vp."userId" = ${membership.userId} AND vp."role" IN ('admin', 'owner')))`;
}

/**
 * visibleProjectsWhere in SQL, for the raw list queries: an `AND ...` condition on the "Project"
 * row aliased `p` (empty when the membership sees every project). The workspace condition is the
 * caller's.
 */
export function visibleProjectsSql(membership: Membership): Prisma.Sql {
  if (seesAllProjects(membership)) return Prisma.empty;
  const given = Prisma.sql`EXISTS (SELECT 1 FROM "ProjectAccess" va
    WHERE va."projectId" = p."id" AND va."userId" = ${membership.userId})`;
  if (!seesPublicProjects(membership)) return Prisma.sql`AND ${given}`;
  return Prisma.sql`AND (p."private" = false OR ${given})`;
}
