import "server-only";
import type { ProjectMemberRow } from "@/lib/project-members/types";
import { addProjectMemberSchema, projectMemberListParamsSchema } from "@/lib/schemas/project-members";
import type { Actor } from "@/lib/server/auth/sessions";
import { recordAudit } from "@/lib/server/audit/record";
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

  const { workspaceId } = scope.membership;
  const key = { projectId_userId: { projectId: scope.projectId, userId: target.userId } };
  const { row, existing } = await withEvents(async (tx, emit) => {
    const before = await tx.projectAccess.findUnique({ where: key, select: { role: true } });
    const written = await tx.projectAccess.upsert({
      where: key,
      create: { id: newId(), projectId: scope.projectId, userId: target.userId, role: input.role },
      update: { role: input.role },
      select: { ...projectMemberSelect, project: { select: { name: true } } },
    });
    // New access is an addition; an upsert that changed the role is an update; the same role, nothing.
    if (!before || before.role !== written.role) {
      const member = { userId: target.userId, name: written.user.name };
      await recordAudit(
        {
          workspaceId,
          actorId: actor.userId,
          action: before ? "project.member_updated" : "project.member_added",
          target: { type: "project", id: scope.projectId, label: written.project.name },
          before: before ? { ...member, role: before.role } : null,
          after: { ...member, role: written.role },
        },
        tx,
      );
    }
    emit({ type: "access.changed", workspaceId, userIds: [target.userId], actorId: actor.userId });
    const { project: _project, ...row } = written;
    return { row, existing: before };
  });
  return { member: toProjectMemberRow(row), created: !existing };
}
