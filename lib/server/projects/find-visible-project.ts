import "server-only";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import type { Membership } from "@/lib/server/permissions/workspace-member";
import { managesWorkspace } from "@/lib/server/permissions/roles";

/**
 * A project of the membership's workspace that the member may see: public ones, and private ones
 * when they manage the workspace, have access to all, or were given access. Anything else is 404.
 */
export async function findVisibleProject(membership: Membership, projectId: string) {
  const seesAll = managesWorkspace(membership.role) || membership.accessToAll;
  const project = await getDb().project.findFirst({
    where: {
      id: projectId,
      workspaceId: membership.workspaceId,
      ...(seesAll ? {} : { OR: [{ private: false }, { access: { some: { userId: membership.userId } } }] }),
    },
    select: { id: true, name: true, private: true },
  });
  if (!project) throw notFound("errors.projectNotFound");
  return project;
}
