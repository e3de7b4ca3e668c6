import "server-only";
import type { ProjectMemberRow } from "@/lib/project-members/types";
import { projectMemberParamsSchema, updateProjectMemberSchema } from "@/lib/schemas/project-members";
import type { Actor } from "@/lib/server/auth/sessions";
import { recordAudit } from "@/lib/server/audit/record";
import { withEvents } from "@/lib/server/events/commit";
import { badRequest, notFound } from "@/lib/server/errors";
import { findMember } from "@/lib/server/members/find-member";
import { managesWorkspace } from "@/lib/server/permissions/roles";
import { parseInput } from "@/lib/server/validation";
import { assertRoleFits } from "@/lib/server/project-members/add-project-member";
import {
  assertAdministers,
  projectMemberSelect,
  projectScope,
  toProjectMemberRow,
} from "@/lib/server/project-members/project-scope";

/**
 * PATCH /workspace/project/{projectId}/member/{memberId} { role }: changes a project member's role.
 * Project administrators only; one who administers through the project itself cannot change their
 * own role (they would lock themselves out).
 */
export async function updateProjectMember(
  actor: Actor,
  raw: { projectId?: unknown; memberId?: unknown; body?: unknown },
): Promise<ProjectMemberRow> {
  const { projectId, memberId } = parseInput(projectMemberParamsSchema, raw);
  const input = parseInput(updateProjectMemberSchema, raw.body);
  const scope = await projectScope(actor, projectId);
  assertAdministers(scope);
  if (memberId === actor.userId && !managesWorkspace(scope.membership.role)) {
    throw badRequest("errors.ownAccessChange");
  }
  const target = await findMember(scope.membership.workspaceId, memberId);
  assertRoleFits(target.role, input.role);

  const { workspaceId } = scope.membership;
  const where = { projectId: scope.projectId, userId: target.userId, project: { workspaceId } };
  const row = await withEvents(async (tx, emit) => {
    const before = await tx.projectAccess.findFirst({ where, select: { role: true } });
    const updated = await tx.projectAccess.updateMany({ where, data: { role: input.role } });
    if (updated.count !== 1 || !before) throw notFound("errors.projectMemberNotFound");
    emit({ type: "access.changed", workspaceId, userIds: [target.userId], actorId: actor.userId });
    const written = await tx.projectAccess.findFirstOrThrow({
      where,
      select: { ...projectMemberSelect, project: { select: { name: true } } },
    });
    if (before.role !== written.role) {
      const member = { userId: target.userId, name: written.user.name };
      await recordAudit(
        {
          workspaceId,
          actorId: actor.userId,
          action: "project.member_updated",
          target: { type: "project", id: scope.projectId, label: written.project.name },
          before: { ...member, role: before.role },
          after: { ...member, role: written.role },
        },
        tx,
      );
    }
    const { project: _project, ...rest } = written;
    return rest;
  });
  return toProjectMemberRow(row);
}
