import "server-only";
import { projectMemberParamsSchema } from "@/lib/schemas/project-members";
import type { Actor } from "@/lib/server/auth/sessions";
import { recordAudit } from "@/lib/server/audit/record";
import { withEvents } from "@/lib/server/events/commit";
import { notFound } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import { assertAdministers, projectScope } from "@/lib/server/project-members/project-scope";

/**
 * DELETE /workspace/project/{projectId}/member/{memberId}: takes a member off the project, with
 * their access to its modules (as removing a project in the access tree does). Project
 * administrators only; a private project is then hidden from them unless they see all projects.
 */
export async function removeProjectMember(
  actor: Actor,
  raw: { projectId?: unknown; memberId?: unknown },
): Promise<{ removed: true }> {
  const { projectId, memberId: userId } = parseInput(projectMemberParamsSchema, raw);
  const scope = await projectScope(actor, projectId);
  assertAdministers(scope);
  const { workspaceId } = scope.membership;

  await withEvents(async (tx, emit) => {
    const where = { projectId: scope.projectId, userId, project: { workspaceId } };
    const before = await tx.projectAccess.findFirst({
      where,
      select: { role: true, user: { select: { name: true } }, project: { select: { name: true } } },
    });
    const removed = await tx.projectAccess.deleteMany({ where });
    if (removed.count !== 1 || !before) throw notFound("errors.projectMemberNotFound");
    await tx.moduleMember.deleteMany({
      where: { userId, workspaceId, projectModule: { projectId: scope.projectId } },
    });
    await recordAudit(
      {
        workspaceId,
        actorId: actor.userId,
        action: "project.member_removed",
        target: { type: "project", id: scope.projectId, label: before.project.name },
        before: { userId, name: before.user.name, role: before.role },
      },
      tx,
    );
    emit({ type: "access.changed", workspaceId, userIds: [userId], actorId: actor.userId });
  });
  return { removed: true };
}
