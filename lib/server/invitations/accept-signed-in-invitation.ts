import "server-only";
import { invitationTokenInputSchema } from "@/lib/schemas/invitation";
import { getDb } from "@/lib/server/db";
import { forbidden } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import type { SignedIn } from "@/lib/server/auth/login";
import { claimsForActor, type Actor } from "@/lib/server/auth/sessions";
import { toPublicUser } from "@/lib/server/users/public-user";
import { findUsableInvitation, invalidInvitation } from "@/lib/server/invitations/invitation-token";
import { addInvitedMember, spendInvitation } from "@/lib/server/invitations/join-workspace";

/**
 * Accepts an invitation sent to the signed-in user's e-mail: the membership is created, the link
 * spent and the current session switched (remembered) into the workspace.
 */
export async function acceptSignedInInvitation(actor: Actor, raw: unknown): Promise<SignedIn> {
  const { token } = parseInput(invitationTokenInputSchema, raw);
  const invitation = await findUsableInvitation(token);
  if (!invitation) throw invalidInvitation();
  if (invitation.email !== actor.email.toLowerCase()) throw forbidden("errors.invitationOtherEmail");

  const workspaceId = invitation.workspace.id;
  const user = await getDb().$transaction(async (tx) => {
    await spendInvitation(tx, invitation);
    await addInvitedMember(tx, invitation, actor.userId);
    await tx.session.update({ where: { id: actor.sessionId }, data: { workspaceId, remember: true } });
    return tx.user.findUniqueOrThrow({
      where: { id: actor.userId },
      select: { id: true, email: true, name: true, image: true, createdAt: true },
    });
  });
  const claims = await claimsForActor({
    ...actor,
    workspaceId,
    workspaceName: invitation.workspace.name,
    role: invitation.role,
    remember: true,
  });
  return { claims, user: toPublicUser(user) };
}
