import "server-only";
import type { ProjectRights } from "@/lib/projects/types";
import { getDb } from "@/lib/server/db";
import type { Actor } from "@/lib/server/auth/sessions";
import { activeMembership } from "@/lib/server/permissions/workspace-member";
import { canWrite, managesWorkspace } from "@/lib/server/permissions/roles";

/** One query at most (none for viewers, guests, owners and admins). */
export async function getProjectRights(actor: Actor): Promise<ProjectRights> {
  const membership = await activeMembership(actor);
  const writes = canWrite(membership.role);
  if (!writes || managesWorkspace(membership.role)) {
    return { canRename: writes, viewOnly: [], administersAll: writes, administered: [] };
  }
  // The project roles that change what a writer may do: admin (administers), viewer and guest (views).
  const rows = await getDb().projectAccess.findMany({
    where: {
      userId: membership.userId,
      role: { in: ["admin", "owner", "viewer", "guest"] },
      project: { workspaceId: membership.workspaceId },
    },
    select: { projectId: true, role: true },
  });
  const of = (roles: string[]) => rows.filter((row) => roles.includes(row.role)).map((row) => row.projectId);
  return {
    canRename: true,
    viewOnly: of(["viewer", "guest"]),
    administersAll: false,
    administered: of(["admin", "owner"]),
  };
}
