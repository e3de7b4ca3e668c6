import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { recordAudit } from "@/lib/server/audit/record";
import { getDb } from "@/lib/server/db";
import { forbidden, notFound } from "@/lib/server/errors";
import type { Membership } from "@/lib/server/permissions/workspace-member";
import { transferDenial } from "@/lib/server/members/member-rules";
import type { TargetMember } from "@/lib/server/members/find-member";

/**
 * Hands the workspace to another member, in one transaction: the target becomes owner, the old
 * owner an admin (keeping access to everything), and Workspace.ownerId moves. The ownerId guard in
 * the update makes a concurrent second transfer fail instead of leaving two owners.
 */
export async function transferOwnership(owner: Membership, target: TargetMember): Promise<void> {
  const denial = transferDenial(owner, target);
  if (denial) throw denial;
  const { workspaceId } = owner;
  await getDb().$transaction(async (tx) => {
    const moved = await tx.workspace.updateMany({
      where: { id: workspaceId, ownerId: owner.userId },
      data: { ownerId: target.userId },
    });
    if (moved.count !== 1) throw forbidden("errors.ownerOnly");
    await tx.workspaceMember.update({
      where: { workspaceId_userId: { workspaceId, userId: owner.userId } },
      data: { role: "admin", accessToAll: true, permissions: Prisma.DbNull },
    });
    const promoted = await tx.workspaceMember.updateMany({
      where: { workspaceId, userId: target.userId },
      data: { role: "owner", accessToAll: true, permissions: Prisma.DbNull },
    });
    if (promoted.count !== 1) throw notFound("errors.memberNotFound");
    await recordAudit(
      {
        workspaceId,
        actorId: owner.userId,
        action: "ownership.transferred",
        target: { type: "member", id: target.userId },
        before: { ownerId: owner.userId, role: target.role },
        after: { ownerId: target.userId, role: "owner" },
      },
      tx,
    );
  });
}
