import type { Prisma } from "@/lib/generated/prisma/client";
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
