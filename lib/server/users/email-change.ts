import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { englishText } from "@/lib/i18n/messages";
import { verifyEmailSchema } from "@/lib/schemas/auth";
import { changeEmailSchema } from "@/lib/schemas/users";
import type { RequestMeta } from "@/lib/server/auth/request-meta";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { appUrl } from "@/lib/server/env";
import { badRequest, conflict, notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { logger } from "@/lib/server/logger";
import { sendMail } from "@/lib/server/mail/send-mail";
import { emailChangedMail, emailChangeMail } from "@/lib/server/mail/templates";
import { isUniqueViolation } from "@/lib/server/prisma-errors";
import { consume } from "@/lib/server/security/rate-limit";
import { hashToken, newUrlToken } from "@/lib/server/security/tokens";
import { parseInput } from "@/lib/server/validation";
import { assertCurrentPassword } from "@/lib/server/users/current-password";
import { ownUserId, toUserProfile, userProfileSelect } from "@/lib/server/users/get-user";
import type { UserProfile } from "@/lib/users/types";

/** An address-change link is valid for 24 hours, like a verification link. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

const invalidChangeLink = () => notFound("errors.emailChangeLinkInvalid");

/**
 * POST /users/{id}/email: asks to move the caller's account to another address, proved by the
 * password when the account has one. A single-use link goes to the new address (it replaces an
 * earlier request's); nothing changes until it is followed. The same address is 400; one another
 * account has, 409 (as at sign-up). A few per person per 15 minutes (the verification e-mails' limit).
 */
export async function requestEmailChange(
  actor: Actor,
  rawId: unknown,
  raw: unknown,
  meta: RequestMeta,
): Promise<UserProfile> {
  const id = ownUserId(actor, rawId);
  const input = parseInput(changeEmailSchema, raw);
  const db = getDb();
  const user = await db.user.findUniqueOrThrow({
    where: { id },
    select: { email: true, name: true, passwordHash: true },
  });
  await assertCurrentPassword(user, input.password);
  if (input.email === user.email) throw badRequest("validation.emailUnchanged");
  if (await db.user.findUnique({ where: { email: input.email }, select: { id: true } }))
    throw conflict("validation.emailTaken");
  await consume("verifyEmailPerUser", id, "errors.verificationResendLimited");

  const token = newUrlToken();
  const profile = await db.$transaction(async (tx) => {
    await tx.emailChangeRequest.deleteMany({ where: { userId: id, usedAt: null } });
    await tx.emailChangeRequest.create({
      data: {
        id: newId(),
        userId: id,
        email: input.email,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
      },
    });
    return tx.user.findUniqueOrThrow({ where: { id }, select: userProfileSelect });
  });
  const link = `${appUrl()}/auth/confirm-email?token=${token}`;
  await sendMail(emailChangeMail({ to: input.email, name: user.name, link, locale: meta.locale }));
  return toUserProfile(actor, profile);
}

/** DELETE /users/{id}/email: withdraws a requested change (its link stops working). */
export async function cancelEmailChange(actor: Actor, rawId: unknown): Promise<UserProfile> {
  const id = ownUserId(actor, rawId);
  const profile = await getDb().$transaction(async (tx) => {
    await tx.emailChangeRequest.deleteMany({ where: { userId: id, usedAt: null } });
    return tx.user.findUniqueOrThrow({ where: { id }, select: userProfileSelect });
  });
  return toUserProfile(actor, profile);
}

/**
 * Follows an address-change link (the /auth/confirm-email page, or POST /auth/confirm-email), signed
 * in or not: the link proves the new mailbox, so the account moves to it, verified. The old address
 * is told (in the person's language). Unknown, spent, replaced or expired links are one 404; an
 * address another account took meanwhile is 409.
 */
export async function confirmEmailChange(raw: unknown): Promise<{ message: string; email: string }> {
  const { token } = parseInput(verifyEmailSchema, raw);
  const db = getDb();
  const row = await db.emailChangeRequest.findUnique({
    where: { tokenHash: hashToken(token) },
    select: {
      id: true,
      userId: true,
      email: true,
      user: { select: { email: true, name: true, locale: true } },
    },
  });
  if (!row) throw invalidChangeLink();
  const old = row.user;
  try {
    await db.$transaction(async (tx) => {
      const now = new Date();
      // Single use even when two clicks race: the conditional update spends it once.
      const spent = await tx.emailChangeRequest.updateMany({
        where: { id: row.id, usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
      });
      if (spent.count !== 1) throw invalidChangeLink();
      await tx.user.update({
        where: { id: row.userId, deletedAt: null },
        data: { email: row.email, emailVerifiedAt: now },
      });
      // Links sent to the old address prove nothing about the new one.
      await tx.emailVerificationToken.deleteMany({ where: { userId: row.userId } });
      await tx.passwordResetToken.deleteMany({ where: { userId: row.userId } });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("validation.emailTaken");
    throw error;
  }
  const locale: Locale = old.locale === "es" ? "es" : "en";
  await sendMail(emailChangedMail({ to: old.email, name: old.name, email: row.email, locale })).catch(
    (error: unknown) =>
      logger.warn(
        `[auth] address-change notice for ${row.userId} not queued: ${error instanceof Error ? error.message : String(error)}`,
      ),
  );
  return { message: englishText("auth.confirmEmail.successTitle"), email: row.email };
}

/** Address-change requests that can no longer be used: spent or past their 24 hours (the hourly purge). */
export async function deleteSpentEmailChanges(now = new Date()): Promise<number> {
  const { count } = await getDb().emailChangeRequest.deleteMany({
    where: { OR: [{ usedAt: { not: null } }, { expiresAt: { lte: now } }] },
  });
  return count;
}
