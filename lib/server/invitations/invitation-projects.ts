import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { RoleValue } from "@/lib/schemas/permissions";
import { getDb } from "@/lib/server/db";
import { forbidden, notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import type { Membership } from "@/lib/server/permissions/workspace-member";
import { visibleProjectsWhere } from "@/lib/server/permissions/project-visibility";
import { assertRoleFits } from "@/lib/server/project-members/add-project-member";
import { administersProject } from "@/lib/server/projects/update-project";

export interface InvitationProjectGrant {
  projectId: string;
  role: RoleValue;
}

/**
 * The projects an invitation should open, checked: each must be a project of the workspace the
 * inviter sees (404 otherwise) and administers (403), and the role must suit the invited workspace
 * role (viewers and guests get at most viewer access). One query; a project named twice keeps its
 * last role.
 */
export async function checkInvitationProjects(
  membership: Membership,
  invitedRole: RoleValue,
  requested: { project: string; role: RoleValue }[],
): Promise<InvitationProjectGrant[]> {
  const grants = [...new Map(requested.map(({ project, role }) => [project, role])).entries()].map(
    ([projectId, role]) => ({ projectId, role }),
  );
  if (grants.length === 0) return [];
  const projects = await getDb().project.findMany({
    where: await visibleProjectsWhere(
      membership,
      grants.map((grant) => grant.projectId),
    ),
    select: { id: true, access: { where: { userId: membership.userId }, select: { role: true } } },
  });
  const accessRole = new Map(projects.map((project) => [project.id, project.access[0]?.role ?? null]));
  for (const grant of grants) {
    if (!accessRole.has(grant.projectId)) throw notFound("errors.projectNotFound");
    if (!administersProject(membership, accessRole.get(grant.projectId) ?? null)) throw forbidden();
    assertRoleFits(invitedRole, grant.role);
  }
  return grants;
}

/**
 * On acceptance: access to the invitation's projects that still exist in its workspace. Access the
 * user already has is kept as it is.
 */
export async function grantInvitationProjects(
  tx: Prisma.TransactionClient,
  workspaceId: string,
  userId: string,
  grants: InvitationProjectGrant[],
): Promise<void> {
  if (grants.length === 0) return;
  const existing = await tx.project.findMany({
    where: { workspaceId, id: { in: grants.map((grant) => grant.projectId) } },
    select: { id: true },
  });
  const alive = new Set(existing.map((project) => project.id));
  await tx.projectAccess.createMany({
    data: grants
      .filter((grant) => alive.has(grant.projectId))
      .map((grant) => ({ id: newId(), projectId: grant.projectId, userId, role: grant.role })),
    skipDuplicates: true,
  });
}
