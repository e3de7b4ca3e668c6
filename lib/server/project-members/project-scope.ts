import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ProjectMemberRow } from "@/lib/project-members/types";
import type { Actor } from "@/lib/server/auth/sessions";
import { forbidden } from "@/lib/server/errors";
import { activeMembership, type Membership } from "@/lib/server/permissions/workspace-member";
import { administersProject, findProjectForMember } from "@/lib/server/projects/update-project";

export interface ProjectScope {
  membership: Membership;
  projectId: string;
  /** The actor administers the project (workspace owner/admin, or a writer with project admin). */
  administers: boolean;
}

/**
 * A project of the active workspace the actor may see, and whether they administer it. Projects of
 * another workspace and private ones the actor was not given are 404, so their ids reveal nothing.
 */
export async function projectScope(actor: Actor, projectId: string): Promise<ProjectScope> {
  const membership = await activeMembership(actor);
  const project = await findProjectForMember(membership, projectId);
  return {
    membership,
    projectId: project.id,
    administers: administersProject(membership, project.accessRole),
  };
}

/** Changing a project's members is for its administrators only. */
export function assertAdministers(scope: ProjectScope): void {
  if (!scope.administers) throw forbidden();
}

export const projectMemberSelect = {
  id: true,
  role: true,
  createdAt: true,
  user: { select: { id: true, email: true, name: true } },
} satisfies Prisma.ProjectAccessSelect;

type Selected = Prisma.ProjectAccessGetPayload<{ select: typeof projectMemberSelect }>;

export function toProjectMemberRow(row: Selected): ProjectMemberRow {
  return { id: row.id, member: row.user, role: row.role, createdAt: row.createdAt.toISOString() };
}
