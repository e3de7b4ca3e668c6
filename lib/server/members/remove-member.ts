import "server-only";
import { memberParamsSchema } from "@/lib/schemas/members";
import { recordAudit } from "@/lib/server/audit/record";
import { withEvents } from "@/lib/server/events/commit";
import { conflict } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";
import { requireMembership } from "@/lib/server/permissions/workspace-member";
import { findMember } from "@/lib/server/members/find-member";
import { removalDenial } from "@/lib/server/members/member-rules";

/**
 * Removes a member (userManagement.delete; admins only by the owner) or lets the caller leave; the
 * owner does neither. In one transaction it also drops their project and module access in this
 * workspace and takes this workspace out of their sessions, so the next request has no access.
 */
export async function removeMember(
  actor: Actor,
  raw: { workspaceId?: unknown; memberId?: unknown },
): Promise<{ removed: true; left: boolean }> {
  const { workspaceId, memberId: userId } = parseInput(memberParamsSchema, raw);
  const membership = await requireMembership(actor, workspaceId);
  const target = await findMember(workspaceId, userId);
  const denial = removalDenial(membership, target);
  if (denial) throw denial;

  await withEvents(async (tx, emit) => {
    // Never the owner, even if ownership moved since the check above: then nothing is changed.
    const removed = await tx.workspaceMember.deleteMany({
      where: { workspaceId, userId, role: { not: "owner" } },
    });
    if (removed.count !== 1) throw conflict("errors.memberChanged");
    // Their module roles of this workspace go with them (projects' and the workspace's own modules).
    await tx.moduleMember.deleteMany({ where: { userId, workspaceId } });
    await tx.projectAccess.deleteMany({ where: { userId, project: { workspaceId } } });
    await tx.session.updateMany({ where: { userId, workspaceId }, data: { workspaceId: null } });
    await tx.user.updateMany({
      where: { id: userId, lastWorkspaceId: workspaceId },
      data: { lastWorkspaceId: null },
    });
    await recordAudit(
      {
        workspaceId,
        actorId: actor.userId,
        action: "member.removed",
        target: { type: "member", id: userId },
        before: { role: target.role, left: userId === actor.userId },
      },
      tx,
    );
    emit(
      { type: "access.changed", workspaceId, userIds: [userId], actorId: actor.userId },
      { type: "sessions.revoked", userId, workspaceId },
    );
  });
  return { removed: true, left: userId === actor.userId };
}
