import "server-only";
import type { ProjectMemberRow } from "@/lib/project-members/types";
import { addProjectMemberSchema, projectMemberListParamsSchema } from "@/lib/schemas/project-members";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { withEvents } from "@/lib/server/events/commit";
import { badRequest } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { findMember } from "@/lib/server/members/find-member";
import { canWrite } from "@/lib/server/permissions/roles";
import { parseInput } from "@/lib/server/validation";
import type { RoleValue } from "@/lib/schemas/permissions";
import {
  assertAdministers,
  projectMemberSelect,
  projectScope,
  toProjectMemberRow,
} from "@/lib/server/project-members/project-scope";

/** Viewers and guests never write, so a project can make them at most a viewer (as the access tree). */
export function assertRoleFits(workspaceRole: RoleValue, role: RoleValue): void {
  if (!canWrite(workspaceRole) && canWrite(role)) throw badRequest("errors.accessRoleTooHigh");
}

/**
 * POST /workspace/project/{projectId}/member { member, role }: gives a member of the same workspace
 * access to the project with a role, or changes the role they have (idempotent). Project
 * administrators only. Returns the row and whether it was new.
 */
export async function addProjectMember(
  actor: Actor,
  raw: { projectId?: unknown; body?: unknown },
): Promise<{ member: ProjectMemberRow; created: boolean }> {
  const { projectId } = parseInput(projectMemberListParamsSchema, raw);
  const input = parseInput(addProjectMemberSchema, raw.body);
  const scope = await projectScope(actor, projectId);
  assertAdministers(scope);
  // Scoped by the workspace in the query: a user of another workspace is simply not found.
  const target = await findMember(scope.membership.workspaceId, input.member);
  assertRoleFits(target.role, input.role);

  const db = getDb();
  const key = { projectId_userId: { projectId: scope.projectId, userId: target.userId } };
  const existing = await db.projectAccess.findUnique({ where: key, select: { id: true } });
  const row = await withEvents(async (tx, emit) => {
    const written = await tx.projectAccess.upsert({
      where: key,
      create: { id: newId(), projectId: scope.projectId, userId: target.userId, role: input.role },
      update: { role: input.role },
      select: projectMemberSelect,
    });
    emit({
      type: "access.changed",
      workspaceId: scope.membership.workspaceId,
      userIds: [target.userId],
      actorId: actor.userId,
    });
    return written;
  });
  return { member: toProjectMemberRow(row), created: !existing };
}
