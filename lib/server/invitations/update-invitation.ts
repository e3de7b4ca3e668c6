import "server-only";
import type { InvitationView } from "@/lib/invitations/types";
import { updateInvitationSchema } from "@/lib/schemas/invitation";
import { changedFields, recordAudit } from "@/lib/server/audit/record";
import { getDb } from "@/lib/server/db";
import { isRecordNotFound } from "@/lib/server/prisma-errors";
import { parseInput } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";
import { invitationViewSelect, toInvitationView } from "@/lib/server/invitations/invitation-view";
import {
  assertMayHandleRole,
  invitationNotFound,
  loadManagedInvitation,
} from "@/lib/server/invitations/managed-invitation";

/** Changes the invited role and/or accessToAll, which stays only on admin invitations. */
export async function updateInvitation(actor: Actor, rawId: unknown, raw: unknown): Promise<InvitationView> {
  const { membership, invitation } = await loadManagedInvitation(actor, rawId, "edit");
  const input = parseInput(updateInvitationSchema, raw);
  const role = input.role ?? invitation.role;
  assertMayHandleRole(membership, role);
  const accessToAll = role === "admin" && (input.accessToAll ?? invitation.accessToAll);
  const { workspaceId } = membership;
  const row = await getDb().$transaction(async (tx) => {
    const updated = await tx.invitation
      .update({
        where: { id: invitation.id, workspaceId },
        data: { role, accessToAll },
        select: invitationViewSelect,
      })
      .catch((error: unknown) => {
        throw isRecordNotFound(error) ? invitationNotFound() : error;
      });
    const changed = changedFields(
      { role: invitation.role, accessToAll: invitation.accessToAll },
      { role: updated.role, accessToAll: updated.accessToAll },
    );
    if (changed)
      await recordAudit(
        {
          workspaceId,
          actorId: actor.userId,
          action: "invitation.updated",
          target: { type: "invitation", id: updated.id, label: updated.email },
          ...changed,
        },
        tx,
      );
    return updated;
  });
  return toInvitationView(row);
}
