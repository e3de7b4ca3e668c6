import "server-only";
import type { InvitationCheck } from "@/lib/invitations/types";
import { invitationTokenSchema } from "@/lib/schemas/invitation";
import { getDb } from "@/lib/server/db";
import { parseInput } from "@/lib/server/validation";
import { findUsableInvitation, invalidInvitation } from "@/lib/server/invitations/invitation-token";

/** What the accept screen shows for a link; unknown, used or expired links are a 404. */
export async function checkInvitation(rawToken: unknown): Promise<InvitationCheck> {
  const token = parseInput(invitationTokenSchema, rawToken);
  const invitation = await findUsableInvitation(token);
  if (!invitation) throw invalidInvitation();
  const user = await getDb().user.findUnique({ where: { email: invitation.email }, select: { id: true } });
  return {
    email: invitation.email,
    role: invitation.role,
    workspace: invitation.workspace,
    inviter: invitation.invitedBy ? { name: invitation.invitedBy.name } : null,
    existingUser: user !== null,
  };
}
