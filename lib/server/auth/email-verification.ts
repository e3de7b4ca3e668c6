import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import { englishText } from "@/lib/i18n/messages";
import { verifyEmailSchema } from "@/lib/schemas/auth";
import { getDb } from "@/lib/server/db";
import { appUrl } from "@/lib/server/env";
import { conflict, notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { parseInput } from "@/lib/server/validation";
import { consume } from "@/lib/server/security/rate-limit";
import { hashToken, newUrlToken } from "@/lib/server/security/tokens";
import { sendMail } from "@/lib/server/mail/send-mail";
import { verifyEmailMail } from "@/lib/server/mail/templates";
import { logger } from "@/lib/server/logger";
import type { Actor } from "@/lib/server/auth/sessions";
import type { RequestMeta } from "@/lib/server/auth/request-meta";

/** A verification link is valid for 24 hours. */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

/** The answer to every unknown, spent, replaced or expired verification token. */
export const invalidVerificationLink = () => notFound("errors.verificationLinkInvalid");

interface VerifiableUser {
  id: string;
  email: string;
  name: string;
}

/**
 * E-mails a single-use link proving that `user.email` is theirs. Only the token's hash is stored,
 * with the address it was sent to; a new link replaces any earlier unused one.
 */
export async function sendVerificationEmail(user: VerifiableUser, locale: Locale): Promise<void> {
  const token = newUrlToken();
  const db = getDb();
  await db.$transaction([
    db.emailVerificationToken.deleteMany({ where: { userId: user.id, usedAt: null } }),
    db.emailVerificationToken.create({
      data: {
        id: newId(),
        userId: user.id,
        email: user.email,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + EMAIL_VERIFICATION_TTL_MS),
      },
    }),
  ]);
  const link = `${appUrl()}/auth/verify-email?token=${token}`;
  await sendMail(verifyEmailMail({ to: user.email, name: user.name, link, locale }));
}

/**
 * The first link, right after an account was created: the account exists either way, so a link that
 * could not be queued is only logged (the shell's Resend asks for another).
 */
export async function sendFirstVerificationEmail(user: VerifiableUser, locale: Locale): Promise<void> {
  await sendVerificationEmail(user, locale).catch((error: unknown) =>
    logger.warn(
      `[auth] verification e-mail for ${user.id} not queued: ${error instanceof Error ? error.message : String(error)}`,
    ),
  );
}

/**
 * Spends a verification link and marks the address verified, if the link is unused, unexpired and
 * the account still has the address it was sent to. Anything else is one 404.
 */
export async function verifyEmail(raw: unknown): Promise<{ message: string; email: string }> {
  const { token } = parseInput(verifyEmailSchema, raw);
  const tokenHash = hashToken(token);
  const row = await getDb().emailVerificationToken.findUnique({
    where: { tokenHash },
    select: { id: true, userId: true, email: true },
  });
  if (!row) throw invalidVerificationLink();

  await getDb().$transaction(async (tx) => {
    const now = new Date();
    // The conditional update makes the link single-use even when two clicks race.
    const spent = await tx.emailVerificationToken.updateMany({
      where: { id: row.id, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    const user = await tx.user.updateMany({
      where: { id: row.userId, email: row.email },
      data: { emailVerifiedAt: now },
    });
    if (spent.count !== 1 || user.count !== 1) throw invalidVerificationLink();
  });
  return { message: englishText("auth.verify.successTitle"), email: row.email };
}

/**
 * Whether a link that no longer verifies was spent on the address it names, which is verified now:
 * a second click, or a mail scanner that opened the link before its reader did. The page then says
 * the address is verified rather than that the link is not valid, signed in or not.
 */
export async function isSpentOnVerifiedAddress(raw: unknown): Promise<boolean> {
  const parsed = verifyEmailSchema.safeParse(raw);
  if (!parsed.success) return false;
  const row = await getDb().emailVerificationToken.findUnique({
    where: { tokenHash: hashToken(parsed.data.token) },
    select: { usedAt: true, email: true, user: { select: { email: true, emailVerifiedAt: true } } },
  });
  return Boolean(row?.usedAt && row.user.emailVerifiedAt && row.user.email === row.email);
}

/**
 * Another link for the signed-in user whose address is not verified yet: 409 once it is, and a few
 * per user per 15 minutes (lib/server/security/rate-limit.ts, `verifyEmailPerUser`).
 */
export async function resendVerificationEmail(actor: Actor, meta: RequestMeta): Promise<{ message: string }> {
  const user = await getDb().user.findUniqueOrThrow({
    where: { id: actor.userId },
    select: { id: true, email: true, name: true, emailVerifiedAt: true },
  });
  if (user.emailVerifiedAt) throw conflict("errors.emailAlreadyVerified");
  await consume("verifyEmailPerUser", user.id, "errors.verificationResendLimited");
  await sendVerificationEmail(user, meta.locale);
  return { message: englishText("shell.verifyEmailSent", { email: user.email }) };
}

/**
 * For flows whose e-mailed link already proved the address (a password reset, an invitation): marks
 * it verified unless it already was, and drops the now pointless verification links.
 */
export async function markEmailVerified(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  await tx.user.updateMany({
    where: { id: userId, emailVerifiedAt: null },
    data: { emailVerifiedAt: new Date() },
  });
  await tx.emailVerificationToken.deleteMany({ where: { userId } });
}

/** Verification links that can no longer be used: spent or past their 24 hours (the hourly purge). */
export async function deleteSpentVerificationTokens(now = new Date()): Promise<number> {
  const { count } = await getDb().emailVerificationToken.deleteMany({
    where: { OR: [{ usedAt: { not: null } }, { expiresAt: { lte: now } }] },
  });
  return count;
}
