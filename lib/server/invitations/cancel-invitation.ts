import "server-only";
import { translateMessage } from "@/lib/i18n/messages";
import { recordAudit } from "@/lib/server/audit/record";
import { getDb } from "@/lib/server/db";
import type { Actor } from "@/lib/server/auth/sessions";
import type { RequestMeta } from "@/lib/server/auth/request-meta";
import { invitationNotFound, loadManagedInvitation } from "@/lib/server/invitations/managed-invitation";

/** Withdraws a pending invitation: its link stops working at once. */
export async function cancelInvitation(
  actor: Actor,
  rawId: unknown,
  meta: RequestMeta,
): Promise<{ id: string; message: string }> {
  const { membership, invitation } = await loadManagedInvitation(actor, rawId, "delete");
  const { workspaceId } = membership;
  await getDb().$transaction(async (tx) => {
    const { count } = await tx.invitation.deleteMany({ where: { id: invitation.id, workspaceId } });
    if (count !== 1) throw invitationNotFound();
    await recordAudit(
      {
        workspaceId,
        actorId: actor.userId,
        action: "invitation.cancelled",
        target: { type: "invitation", id: invitation.id, label: invitation.email },
        before: { email: invitation.email, role: invitation.role },
      },
      tx,
    );
  });
  return { id: invitation.id, message: translateMessage(meta.errorLocale, "invitations.notices.cancelled") };
}
