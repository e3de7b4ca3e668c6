import "server-only";
import { consumeInvitation } from "@/lib/server/security/rate-limit";
import { translateMessage } from "@/lib/i18n/messages";
import type { IssuedInvitation } from "@/lib/invitations/types";
import { recordAudit } from "@/lib/server/audit/record";
import { getDb } from "@/lib/server/db";
import { isRecordNotFound } from "@/lib/server/prisma-errors";
import { sendMail } from "@/lib/server/mail/send-mail";
import { invitationMail } from "@/lib/server/mail/templates";
import type { Actor } from "@/lib/server/auth/sessions";
import type { RequestMeta } from "@/lib/server/auth/request-meta";
import { issueInvitationToken } from "@/lib/server/invitations/invitation-token";
import { invitationViewSelect, toInvitationView } from "@/lib/server/invitations/invitation-view";
import { invitationNotFound, loadManagedInvitation } from "@/lib/server/invitations/managed-invitation";

/**
 * Sends the invitation again with a new link valid for 7 more days; the earlier link stops working.
 * The resender becomes the inviter of record, as the new e-mail carries their name.
 */
export async function resendInvitation(
  actor: Actor,
  rawId: unknown,
  meta: RequestMeta,
): Promise<IssuedInvitation & { message: string }> {
  const { membership, invitation } = await loadManagedInvitation(actor, rawId, "add");
  await consumeInvitation(actor.userId, membership.workspaceId);
  const { tokenHash, expiresAt, link } = issueInvitationToken();
  const { workspaceId } = membership;
  const row = await getDb().$transaction(async (tx) => {
    const updated = await tx.invitation
      .update({
        where: { id: invitation.id, workspaceId },
        data: { tokenHash, expiresAt, invitedById: actor.userId },
        select: { ...invitationViewSelect, workspace: { select: { name: true } } },
      })
      .catch((error: unknown) => {
        throw isRecordNotFound(error) ? invitationNotFound() : error;
      });
    // Never the link or its token: only when the new one expires.
    await recordAudit(
      {
        workspaceId,
        actorId: actor.userId,
        action: "invitation.resent",
        target: { type: "invitation", id: updated.id, label: updated.email },
        after: { expiresAt: expiresAt.toISOString() },
      },
      tx,
    );
    return updated;
  });

  await sendMail(
    invitationMail({
      to: row.email,
      inviterName: actor.name,
      workspaceName: row.workspace.name,
      role: invitation.role,
      link,
      locale: meta.locale,
    }),
  );
  const { workspace: _workspace, ...view } = row;
  return {
    invitation: toInvitationView(view),
    link,
    message: translateMessage(meta.errorLocale, "invitations.notices.resent"),
  };
}
