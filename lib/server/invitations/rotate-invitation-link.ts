import "server-only";
import { recordAudit } from "@/lib/server/audit/record";
import { getDb } from "@/lib/server/db";
import { isRecordNotFound } from "@/lib/server/prisma-errors";
import type { Actor } from "@/lib/server/auth/sessions";
import { issueInvitationToken } from "@/lib/server/invitations/invitation-token";
import { invitationNotFound, loadManagedInvitation } from "@/lib/server/invitations/managed-invitation";

/**
 * A new link to copy and share by hand, valid for 7 days, without an e-mail. Only token hashes are
 * stored, so the link cannot be read back: a new token replaces the e-mailed one.
 */
export async function rotateInvitationLink(actor: Actor, rawId: unknown): Promise<{ link: string }> {
  const { membership, invitation } = await loadManagedInvitation(actor, rawId, "add");
  const { tokenHash, expiresAt, link } = issueInvitationToken();
  const { workspaceId } = membership;
  await getDb().$transaction(async (tx) => {
    await tx.invitation
      .update({
        where: { id: invitation.id, workspaceId },
        data: { tokenHash, expiresAt },
        select: { id: true },
      })
      .catch((error: unknown) => {
        throw isRecordNotFound(error) ? invitationNotFound() : error;
      });
    // Never the link or its token: only when the new one expires.
    await recordAudit(
      {
        workspaceId,
        actorId: actor.userId,
        action: "invitation.link_rotated",
        target: { type: "invitation", id: invitation.id, label: invitation.email },
        after: { expiresAt: expiresAt.toISOString() },
      },
      tx,
    );
  });
  return { link };
}
