import "server-only";
import type { InvitationView } from "@/lib/invitations/types";
import { getDb } from "@/lib/server/db";
import { activeMembership, assertCan } from "@/lib/server/permissions/workspace-member";
import type { Actor } from "@/lib/server/auth/sessions";
import { invitationViewSelect, toInvitationView } from "@/lib/server/invitations/invitation-view";

/**
 * The pending invitations of the active workspace, newest first (expired ones too: the table shows
 * them so they can be resent). One query, the inviter joined in.
 */
export async function listInvitations(actor: Actor): Promise<InvitationView[]> {
  const membership = await activeMembership(actor);
  assertCan(membership, "userManagement", "view");
  const rows = await getDb().invitation.findMany({
    where: { workspaceId: membership.workspaceId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: invitationViewSelect,
  });
  return rows.map(toInvitationView);
}
