import "server-only";
import { getDb } from "@/lib/server/db";
import type { Actor } from "@/lib/server/auth/sessions";
import { activeMembership } from "@/lib/server/permissions/workspace-member";
import { canWrite, managesWorkspace } from "@/lib/server/permissions/roles";

/**
 * What the actor may do with the projects of the active workspace, the same rules as
 * update-project.ts and delete-project.ts: renaming needs member+; visibility, cover image and
 * deletion need project administration (administersProject). Sent to the project screens so they
 * show only the controls that will work, also for projects loaded later page by page.
 */
export interface ProjectRights {
  canRename: boolean;
  /** Owners and admins administer every project of the workspace. */
  administersAll: boolean;
  /** Otherwise: the projects whose admin (or owner) the actor was made in the access tree. */
  administered: string[];
}

/** One query at most (none for viewers, guests, owners and admins). */
export async function getProjectRights(actor: Actor): Promise<ProjectRights> {
  const membership = await activeMembership(actor);
  const writes = canWrite(membership.role);
  if (!writes || managesWorkspace(membership.role)) {
    return { canRename: writes, administersAll: writes, administered: [] };
  }
  const rows = await getDb().projectAccess.findMany({
    where: {
      userId: membership.userId,
      role: { in: ["admin", "owner"] },
      project: { workspaceId: membership.workspaceId },
    },
    select: { projectId: true },
  });
  return { canRename: true, administersAll: false, administered: rows.map((row) => row.projectId) };
}
