import "server-only";
import { acceptInvitationSchema, existingInviteeSchema, newInviteeSchema } from "@/lib/schemas/invitation";
import { getDb } from "@/lib/server/db";
import { conflict, unauthorized } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { isUniqueViolation } from "@/lib/server/prisma-errors";
import { parseInput } from "@/lib/server/validation";
import { hashPassword, verifyPassword } from "@/lib/server/security/password";
import { assertNotBlocked, consume, reward } from "@/lib/server/security/rate-limit";
import { createSession } from "@/lib/server/auth/sessions";
import { sendFirstVerificationEmail } from "@/lib/server/auth/email-verification";
import type { SignedIn } from "@/lib/server/auth/login";
import type { RequestMeta } from "@/lib/server/auth/request-meta";
import { toPublicUser } from "@/lib/server/users/public-user";
import {
  findUsableInvitation,
  invalidInvitation,
  type UsableInvitation,
} from "@/lib/server/invitations/invitation-token";
import { addInvitedMember, spendInvitation } from "@/lib/server/invitations/join-workspace";

/** An existing account proves itself with its password; failures count like failed logins. */
async function verifyExistingUser(email: string, password: string, meta: RequestMeta) {
  const failureKey = `${meta.ip}:${email}`;
  await assertNotBlocked("loginFailures", failureKey);
  await assertNotBlocked("loginFailuresPerAccount", email);
  const user = await getDb().user.findUniqueOrThrow({ where: { email }, omit: { passwordHash: false } });
  if (!user.passwordHash || !(await verifyPassword(password, user.passwordHash))) {
    await consume("loginFailuresPerAccount", email);
    await consume("loginFailures", failureKey);
    throw unauthorized("errors.invitationWrongPassword");
  }
  await reward("loginFailures", failureKey);
  return user;
}

async function joinAsExistingUser(invitation: UsableInvitation, password: string, meta: RequestMeta) {
  parseInput(existingInviteeSchema, { password });
  const user = await verifyExistingUser(invitation.email, password, meta);
  await getDb().$transaction(async (tx) => {
    await spendInvitation(tx, invitation);
    await addInvitedMember(tx, invitation, user.id);
  });
  return user;
}

async function joinAsNewUser(
  invitation: UsableInvitation,
  raw: { name?: string; password: string },
  meta: RequestMeta,
) {
  const { name, password } = parseInput(newInviteeSchema, raw);
  const passwordHash = await hashPassword(password);
  const id = newId();
  const user = await getDb()
    .$transaction(async (tx) => {
      await spendInvitation(tx, invitation);
      // Not verified: the inviter gets the link too (the API answers it, and "copy link"), so opening
      // it proves nothing about the mailbox. The new account verifies like any registration.
      const created = await tx.user.create({ data: { id, email: invitation.email, name, passwordHash } });
      await addInvitedMember(tx, invitation, id);
      return created;
    })
    .catch((error: unknown) => {
      // Someone registered this e-mail meanwhile: they accept with their password instead.
      throw isUniqueViolation(error) ? conflict("validation.emailTaken") : error;
    });
  await sendFirstVerificationEmail(user, meta.locale);
  return user;
}

/**
 * Accepts an invitation while signed out: a new person gives a name and password, someone with an
 * account their password. The membership is created, the link spent, and a session opened inside
 * the invited workspace (remembered as the e-mail's last workspace).
 */
export async function acceptInvitation(raw: unknown, meta: RequestMeta): Promise<SignedIn> {
  await consume("authPerIp", meta.ip);
  const input = parseInput(acceptInvitationSchema, raw);
  const invitation = await findUsableInvitation(input.token);
  if (!invitation) throw invalidInvitation();

  const existing = await getDb().user.findUnique({
    where: { email: invitation.email },
    select: { id: true },
  });
  const user = existing
    ? await joinAsExistingUser(invitation, input.password, meta)
    : await joinAsNewUser(invitation, input, meta);

  const workspaceId = invitation.workspace.id;
  const claims = await createSession(
    { ...user, lastWorkspaceId: workspaceId },
    { remember: true, userAgent: meta.userAgent },
  );
  if (claims.workspace !== workspaceId) {
    // createSession picks among a bounded list of memberships; the invited workspace must win.
    await getDb().session.update({ where: { id: claims.sid }, data: { workspaceId } });
    claims.workspace = workspaceId;
  }
  return { claims, user: toPublicUser(user) };
}
