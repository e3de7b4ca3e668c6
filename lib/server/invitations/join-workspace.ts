import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { newId } from "@/lib/server/ids";
import { writeEvents } from "@/lib/server/events/outbox";
import { invalidInvitation, type UsableInvitation } from "@/lib/server/invitations/invitation-token";
import { grantInvitationProjects } from "@/lib/server/invitations/invitation-projects";
import { recordAudit } from "@/lib/server/audit/record";

/**
 * Deletes the invitation if its token is still the one used and unexpired. Run first in the accept
 * transaction: a second accept of the same link waits on the row lock, then deletes nothing and fails.
 */
export async function spendInvitation(
  tx: Prisma.TransactionClient,
  invitation: Pick<UsableInvitation, "id" | "tokenHash">,
): Promise<void> {
  const spent = await tx.invitation.deleteMany({
    where: { id: invitation.id, tokenHash: invitation.tokenHash, expiresAt: { gt: new Date() } },
  });
  if (spent.count !== 1) throw invalidInvitation();
}

/**
 * Makes the user a member with the invited role (accessToAll only for admins), gives access to the
 * projects and modules the invitation names, and remembers the workspace as their last one. An existing
 * membership is left as it is.
 */
export async function addInvitedMember(
  tx: Prisma.TransactionClient,
  invitation: Pick<
    UsableInvitation,
    "role" | "accessToAll" | "workspace" | "projects" | "modules" | "invitedBy"
  >,
  userId: string,
): Promise<void> {
  const workspaceId = invitation.workspace.id;
  await tx.workspaceMember.upsert({
    where: { workspaceId_userId: { workspaceId, userId } },
    create: {
      id: newId(),
      workspaceId,
      userId,
      role: invitation.role,
      accessToAll: invitation.role === "admin" && invitation.accessToAll,
    },
    update: {},
  });
  await grantInvitationProjects(tx, workspaceId, userId, invitation.projects);
  // Modules it was sent from (their User management): the invited person joins them with the role.
  // A module deleted since is gone from the invitation too (its rows cascade).
  if (invitation.modules.length) {
    await tx.moduleMember.createMany({
      data: invitation.modules.map((grant) => ({
        id: newId(),
        workspaceId,
        projectModuleId: grant.projectModuleId,
        workspaceModuleId: grant.workspaceModuleId,
        userId,
        role: grant.role,
      })),
      skipDuplicates: true,
    });
  }
  await tx.user.update({ where: { id: userId }, data: { lastWorkspaceId: workspaceId } });
  await recordAudit(
    {
      workspaceId,
      actorId: userId,
      action: "member.joined",
      target: { type: "member", id: userId },
      after: {
        role: invitation.role,
        invitedBy: invitation.invitedBy?.id ?? null,
        projects: invitation.projects.map((grant) => grant.projectId),
      },
    },
    tx,
  );
  // The rest of the app (the inviter's notifications) hears of it once this commits.
  await writeEvents(tx, [
    {
      type: "invitation.accepted",
      workspaceId,
      actorId: userId,
      inviterId: invitation.invitedBy?.id ?? null,
    },
  ]);
}
