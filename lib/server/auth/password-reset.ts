import "server-only";
import { withEvents } from "@/lib/server/events/commit";
import { requestResetSchema, resetPasswordSchema, resetTokenSchema } from "@/lib/schemas/auth";
import { englishText } from "@/lib/i18n/messages";
import { getDb } from "@/lib/server/db";
import { appUrl } from "@/lib/server/env";
import { notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { parseInput } from "@/lib/server/validation";
import { hashPassword } from "@/lib/server/security/password";
import { consume } from "@/lib/server/security/rate-limit";
import { hashToken, newUrlToken } from "@/lib/server/security/tokens";
import { sendMail } from "@/lib/server/mail/send-mail";
import { resetPasswordMail } from "@/lib/server/mail/templates";
import type { RequestMeta } from "@/lib/server/auth/request-meta";
import { markEmailVerified } from "@/lib/server/auth/email-verification";

const TOKEN_TTL_MS = 60 * 60 * 1000;

const invalidLink = () => notFound("auth.reset.invalidTitle");

/**
 * E-mails a single-use reset link valid for one hour. The answer is the same whether or not the
 * account exists, so the endpoint cannot be used to discover accounts.
 */
export async function requestPasswordReset(raw: unknown, meta: RequestMeta): Promise<{ message: string }> {
  await consume("authPerIp", meta.ip);
  const { email } = parseInput(requestResetSchema, raw);
  await consume("resetPerEmail", email);
  const answer = { message: englishText("auth.forgot.successText", { email }) };

  const user = await getDb().user.findUnique({
    where: { email },
    select: { id: true, name: true, service: true },
  });
  // A service token's identity (User.service) never gets a password.
  if (!user || user.service) return answer;

  const token = newUrlToken();
  await getDb().$transaction([
    // A new link replaces any earlier unused one.
    getDb().passwordResetToken.deleteMany({ where: { userId: user.id, usedAt: null } }),
    getDb().passwordResetToken.create({
      data: {
        id: newId(),
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + TOKEN_TTL_MS),
      },
    }),
  ]);
  const link = `${appUrl()}/auth/reset-password?token=${token}`;
  await sendMail(resetPasswordMail({ to: email, name: user.name, link, locale: meta.locale }));
  return answer;
}

async function findUsableToken(token: string) {
  const row = await getDb().passwordResetToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, userId: true, usedAt: true, expiresAt: true, user: { select: { email: true } } },
  });
  if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) return null;
  return row;
}

export async function checkResetToken(raw: unknown): Promise<{ valid: true; email: string }> {
  const token = parseInput(resetTokenSchema, raw);
  const row = await findUsableToken(token);
  if (!row) throw invalidLink();
  return { valid: true, email: row.user.email };
}

/**
 * Sets the new password, spends the token and signs the user out everywhere. The link came by
 * e-mail, so the address is proved too: it is marked verified.
 */
export async function resetPassword(raw: unknown): Promise<{ message: string }> {
  const input = parseInput(resetPasswordSchema, raw);
  const row = await findUsableToken(input.token);
  if (!row) throw invalidLink();
  const passwordHash = await hashPassword(input.newPassword);

  // Every session ended with the old password: their sockets go too.
  await withEvents(async (tx, emit) => {
    // The conditional update makes the token single-use even when two resets race.
    const spent = await tx.passwordResetToken.updateMany({
      where: { id: row.id, usedAt: null, expiresAt: { gt: new Date() } },
      data: { usedAt: new Date() },
    });
    if (spent.count !== 1) throw invalidLink();
    await tx.user.update({ where: { id: row.userId }, data: { passwordHash } });
    await markEmailVerified(tx, row.userId);
    await tx.session.deleteMany({ where: { userId: row.userId } });
    emit({ type: "sessions.revoked", userId: row.userId });
  });
  return { message: englishText("auth.reset.success") };
}
