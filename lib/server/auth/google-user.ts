import "server-only";
import { getDb } from "@/lib/server/db";
import { eventStatement } from "@/lib/server/events/commit";
import { newId } from "@/lib/server/ids";
import { isUniqueViolation } from "@/lib/server/prisma-errors";

/** The `error` query next-auth's sign-in page (/auth/login) gets when an unverified account is refused. */
export const GOOGLE_UNVERIFIED_ERROR = "EmailNotVerified";
/** The `error` query when Google itself has not verified the address (`email_verified` not true). */
export const GOOGLE_ADDRESS_UNVERIFIED_ERROR = "GoogleEmailUnverified";
/** The same for the single sign-on provider (OIDC_*). */
export const SSO_ADDRESS_UNVERIFIED_ERROR = "SsoEmailUnverified";

export type GoogleErrorKind = "unverified" | "googleUnverified" | "ssoUnverified" | "failed";

/** What the login page says about next-auth's `error` query: one of the refusals, or a failure. */
export function googleErrorKind(error: string | undefined): GoogleErrorKind | null {
  if (!error) return null;
  if (error === GOOGLE_UNVERIFIED_ERROR) return "unverified";
  if (error === SSO_ADDRESS_UNVERIFIED_ERROR) return "ssoUnverified";
  return error === GOOGLE_ADDRESS_UNVERIFIED_ERROR ? "googleUnverified" : "failed";
}

/**
 * The external accounts people sign in with: Google, the OpenID Connect provider of OIDC_*, and a
 * workspace's own provider (`sso:<workspaceId>`, lib/server/sso/flow.ts).
 */
export type ExternalProvider = "google" | "oidc" | `sso:${string}`;

export interface GoogleIdentity {
  /** The provider's address for the account; next-auth's signIn callback has checked `email_verified === true`. */
  email: string;
  name: string;
  image: string | null;
  providerAccountId: string;
}

const sessionUser = { id: true, email: true, name: true, lastWorkspaceId: true } as const;

export type GoogleSignIn =
  | { user: { id: string; email: string; name: string; lastWorkspaceId: string | null } }
  | { refused: "unverified" };

/** The user a Google (or single sign-on) account is linked to, if any. */
export async function findGoogleUser(providerAccountId: string, provider: ExternalProvider = "google") {
  const account = await getDb().account.findUnique({
    where: { provider_providerAccountId: { provider, providerAccountId } },
    select: { user: { select: sessionUser } },
  });
  return account?.user ?? null;
}

/**
 * The user a Google (or single sign-on: `provider` "oidc") sign-in is for. An account linked before
 * signs in as its user. Otherwise
 * an account with the same address is linked only when that address is verified: someone who
 * registered it first without proving it would otherwise keep a password to the owner's account
 * (the pre-hijack). Linking ends the user's other sessions (and their sockets), so whatever signed
 * in before the link is out. Without an account a new one is created, verified, as Google vouches
 * for the address.
 */
export async function upsertGoogleUser(
  input: GoogleIdentity,
  retried = false,
  provider: ExternalProvider = "google",
): Promise<GoogleSignIn> {
  const db = getDb();
  const linked = await findGoogleUser(input.providerAccountId, provider);
  if (linked) return { user: linked };

  const email = input.email.toLowerCase();
  const account = {
    id: newId(),
    type: "oauth",
    provider,
    providerAccountId: input.providerAccountId,
  };
  try {
    const existing = await db.user.findUnique({
      where: { email },
      select: { ...sessionUser, emailVerifiedAt: true },
    });
    if (existing && !existing.emailVerifiedAt) return { refused: "unverified" };
    if (existing) {
      const { emailVerifiedAt: _verified, ...user } = existing;
      const revoked = eventStatement({ type: "sessions.revoked", userId: user.id });
      await db.$transaction([
        db.account.create({ data: { ...account, userId: user.id } }),
        db.session.deleteMany({ where: { userId: user.id } }),
        revoked.statement,
      ]);
      revoked.delivered();
      return { user };
    }
    const user = await db.user.create({
      data: {
        id: newId(),
        email,
        name: input.name || email,
        image: input.image,
        emailVerifiedAt: new Date(),
        accounts: { create: account },
      },
      select: sessionUser,
    });
    return { user };
  } catch (error) {
    // A concurrent sign-in linked the account or created the user first: decide again, once.
    if (isUniqueViolation(error) && !retried) return upsertGoogleUser(input, true, provider);
    throw error;
  }
}
