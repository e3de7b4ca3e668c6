import "server-only";
import { englishText } from "@/lib/i18n/messages";
import { changePasswordSchema } from "@/lib/schemas/users";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { withEvents } from "@/lib/server/events/commit";
import { hashPassword } from "@/lib/server/security/password";
import { parseInput } from "@/lib/server/validation";
import { assertCurrentPassword } from "@/lib/server/users/current-password";
import { ownUserId } from "@/lib/server/users/get-user";

/**
 * PUT /users/{id}/password: a new password for the caller, proved by the current one when the
 * account has one (an account made by Google or single sign-on sets its first without). With
 * `signOutOthers` every other session ends (and its sockets); this one stays. Password-reset links
 * still unused are spent: the old password's reset would undo this.
 */
export async function changePassword(
  actor: Actor,
  rawId: unknown,
  raw: unknown,
): Promise<{ message: string; signedOut: number }> {
  const id = ownUserId(actor, rawId);
  const input = parseInput(changePasswordSchema, raw);
  const user = await getDb().user.findUniqueOrThrow({
    where: { id },
    select: { email: true, passwordHash: true },
  });
  await assertCurrentPassword(user, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);

  const signedOut = await withEvents(async (tx, emit) => {
    await tx.user.update({ where: { id }, data: { passwordHash } });
    await tx.passwordResetToken.deleteMany({ where: { userId: id } });
    if (!input.signOutOthers) return 0;
    const { count } = await tx.session.deleteMany({ where: { userId: id, id: { not: actor.sessionId } } });
    emit({ type: "sessions.revoked", userId: id, keepSessionId: actor.sessionId });
    return count;
  });
  return { message: englishText("profile.password.changed"), signedOut };
}
