import "server-only";
import { loginSchema } from "@/lib/schemas/auth";
import { getDb } from "@/lib/server/db";
import { unauthorized } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import { dummyPasswordHash, verifyPassword } from "@/lib/server/security/password";
import { assertNotBlocked, consume, reward } from "@/lib/server/security/rate-limit";
import { createSession } from "@/lib/server/auth/sessions";
import type { SessionClaims } from "@/lib/server/auth/session-token";
import type { RequestMeta } from "@/lib/server/auth/request-meta";
import { toPublicUser } from "@/lib/server/users/public-user";
import type { PublicUser } from "@/lib/users/types";

export interface SignedIn {
  claims: SessionClaims;
  user: PublicUser;
  /** The language kept with the account: the sign-in sets this browser's language cookie to it. */
  locale?: string | null;
}

/** Checks e-mail and password and opens a session; wrong credentials share one message. */
export async function login(raw: unknown, meta: RequestMeta): Promise<SignedIn> {
  await consume("authPerIp", meta.ip);
  const input = parseInput(loginSchema, raw);
  const failureKey = `${meta.ip}:${input.email}`;
  await assertNotBlocked("loginFailures", failureKey);
  // Also per account, from any address: guesses spread over many addresses still stop.
  await assertNotBlocked("loginFailuresPerAccount", input.email);

  const user = await getDb().user.findUnique({
    where: { email: input.email },
    omit: { passwordHash: false },
  });
  // Hash even for unknown e-mails so response time does not reveal which accounts exist.
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !user.passwordHash || !valid) {
    await consume("loginFailuresPerAccount", input.email);
    await consume("loginFailures", failureKey);
    throw unauthorized("errors.invalidCredentials");
  }
  await reward("loginFailures", failureKey);

  const claims = await createSession(user, { remember: input.remember, userAgent: meta.userAgent });
  return { claims, user: toPublicUser(user), locale: user.locale };
}
