import "server-only";
import { badRequest } from "@/lib/server/errors";
import { assertNotBlocked, consume } from "@/lib/server/security/rate-limit";
import { verifyPassword } from "@/lib/server/security/password";

/**
 * Proves a sensitive change of one's own account (a new password, address or deletion) with the
 * account's password, when it has one: missing is 400, wrong is 400 and counts as a failed sign-in
 * of the account (the same limit, so guesses here do not add to those at sign-in).
 */
export async function assertCurrentPassword(
  user: { email: string; passwordHash: string | null },
  password: string | undefined,
): Promise<void> {
  if (user.passwordHash === null) return;
  if (password === undefined) throw badRequest("validation.currentPasswordRequired");
  await assertNotBlocked("loginFailuresPerAccount", user.email);
  if (!(await verifyPassword(password, user.passwordHash))) {
    await consume("loginFailuresPerAccount", user.email);
    throw badRequest("errors.currentPasswordWrong");
  }
}
