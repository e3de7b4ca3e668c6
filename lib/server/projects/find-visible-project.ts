import "server-only";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import type { Membership } from "@/lib/server/permissions/workspace-member";
import { visibleProjectsWhere } from "@/lib/server/permissions/project-visibility";

/**
 * A project of the membership's workspace that the member may see: public ones, and private ones
 * when they manage the workspace, have access to all, or were given access. Anything else is 404.
 */
export async function findVisibleProject(membership: Membership, projectId: string) {
  const project = await getDb().project.findFirst({
    where: { AND: [{ id: projectId }, visibleProjectsWhere(membership)] },
    select: { id: true, name: true, private: true },
  });
  if (!project) throw notFound("errors.projectNotFound");
  return project;
}
