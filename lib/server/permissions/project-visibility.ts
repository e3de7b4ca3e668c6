import { Prisma } from "@/lib/generated/prisma/client";
import type { Membership } from "@/lib/server/permissions/workspace-member";
import { managesWorkspace } from "@/lib/server/permissions/roles";

/** Owners, admins and members with access to all see every project of the workspace. */
export function seesAllProjects(membership: Membership): boolean {
  return managesWorkspace(membership.role) || membership.accessToAll;
}

/**
 * The projects of the membership's workspace it may see: all of them (seesAllProjects), otherwise
 * public ones and private ones the member was given access to. The one rule; raw SQL mirrors it.
 */
export function visibleProjectsWhere(membership: Membership): Prisma.ProjectWhereInput {
  return {
    workspaceId: membership.workspaceId,
    ...(seesAllProjects(membership)
      ? {}
      : { OR: [{ private: false }, { access: { some: { userId: membership.userId } } }] }),
  };
}

/**
 * visibleProjectsWhere in SQL, for the raw list queries: an `AND ...` condition on the "Project"
 * row aliased `p` (empty when the membership sees every project). The workspace condition is the
 * caller's.
 */
export function visibleProjectsSql(membership: Membership): Prisma.Sql {
  if (seesAllProjects(membership)) return Prisma.empty;
  return Prisma.sql`AND (p."private" = false OR EXISTS (SELECT 1 FROM "ProjectAccess" va
    WHERE va."projectId" = p."id" AND va."userId" = ${membership.userId}))`;
}
