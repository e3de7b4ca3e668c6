import "server-only";
import { registerEmailSchema, registerSchema } from "@/lib/schemas/auth";
import { getDb } from "@/lib/server/db";
import { conflict } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { isUniqueViolation } from "@/lib/server/prisma-errors";
import { parseInput } from "@/lib/server/validation";
import { hashPassword } from "@/lib/server/security/password";
import { consume } from "@/lib/server/security/rate-limit";
import { createSession } from "@/lib/server/auth/sessions";
import { sendFirstVerificationEmail } from "@/lib/server/auth/email-verification";
import type { RequestMeta } from "@/lib/server/auth/request-meta";
import type { SignedIn } from "@/lib/server/auth/login";
import { toPublicUser } from "@/lib/server/users/public-user";

/** Step 1 of registration: is there already an account for this e-mail? */
export async function isEmailRegistered(raw: unknown, meta: RequestMeta): Promise<{ registered: boolean }> {
  await consume("lookupPerIp", meta.ip);
  const { email } = parseInput(registerEmailSchema, raw);
  const found = await getDb().user.findUnique({ where: { email }, select: { id: true } });
  return { registered: found !== null };
}

/**
 * Creates the account and signs it in (a remembered session, as after any sign-up). The address is
 * not verified yet: a verification link is e-mailed, and until it is opened the account works but
 * cannot be linked to a Google sign-in (lib/server/auth/google-user.ts).
 */
export async function register(raw: unknown, meta: RequestMeta): Promise<SignedIn> {
  await consume("authPerIp", meta.ip);
  const input = parseInput(registerSchema, raw);
  const taken = () => conflict("validation.emailTaken");
  if (await getDb().user.findUnique({ where: { email: input.email }, select: { id: true } })) throw taken();

  const passwordHash = await hashPassword(input.password);
  const user = await getDb()
    .user.create({ data: { id: newId(), email: input.email, name: input.name, passwordHash } })
    .catch((error: unknown) => {
      // Two sign-ups racing for one e-mail: the unique index decides.
      throw isUniqueViolation(error) ? taken() : error;
    });
  await sendFirstVerificationEmail(user, meta.locale);
  const claims = await createSession(user, { remember: true, userAgent: meta.userAgent });
  return { claims, user: toPublicUser(user) };
}
