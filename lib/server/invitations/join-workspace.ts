import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { newId } from "@/lib/server/ids";
import { invalidInvitation, type UsableInvitation } from "@/lib/server/invitations/invitation-token";
import { grantInvitationProjects } from "@/lib/server/invitations/invitation-projects";

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
 * projects and task-management modules the invitation names, and remembers the workspace as their last one. An existing
 * membership is left as it is.
 */
export async function addInvitedMember(
  tx: Prisma.TransactionClient,
  invitation: Pick<UsableInvitation, "role" | "accessToAll" | "workspace" | "projects" | "taskBoards">,
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
  // Task-management modules it was sent from: the invited person appears in their User management.
  const boards = invitation.taskBoards.map((grant) => grant.boardId);
  if (boards.length) {
    const alive = await tx.taskBoard.findMany({
      where: { id: { in: boards }, workspaceId },
      select: { id: true },
    });
    await tx.taskBoardMember.createMany({
      data: invitation.taskBoards
        .filter((grant) => alive.some((board) => board.id === grant.boardId))
        .map((grant) => ({ id: newId(), boardId: grant.boardId, userId, role: grant.role })),
      skipDuplicates: true,
    });
  }
  await tx.user.update({ where: { id: userId }, data: { lastWorkspaceId: workspaceId } });
}
