import "server-only";
import type { NextAuthOptions } from "next-auth";
import GoogleProvider from "next-auth/providers/google";
import { appUrl, authSecret, env, googleAuthEnabled } from "@/lib/server/env";
import {
  findGoogleUser,
  GOOGLE_ADDRESS_UNVERIFIED_ERROR,
  GOOGLE_UNVERIFIED_ERROR,
  upsertGoogleUser,
} from "@/lib/server/auth/google-user";
import { createSession } from "@/lib/server/auth/sessions";
import { logger } from "@/lib/server/logger";
import { REMEMBER_MAX_AGE } from "@/lib/server/auth/session-token";

/**
 * next-auth handles the Google OAuth dance; the session it issues is the same cookie and Session row as
 * an e-mail/password sign-in (see lib/server/auth/session-token.ts). `signIn` decides and links
 * (lib/server/auth/google-user.ts); a refusal goes back to /auth/login with `error`, which shows why.
 */
export function nextAuthOptions(): NextAuthOptions {
  const e = env();
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: REMEMBER_MAX_AGE },
    pages: { signIn: "/auth/login", error: "/auth/login" },
    providers: googleAuthEnabled()
      ? [GoogleProvider({ clientId: e.GOOGLE_CLIENT_ID ?? "", clientSecret: e.GOOGLE_CLIENT_SECRET ?? "" })]
      : [],
    callbacks: {
      async signIn({ account, profile }) {
        if (account?.provider !== "google" || !profile?.email) return false;
        // Google vouches for the address only with `email_verified: true`; missing is not a yes.
        const verified = (profile as { email_verified?: unknown }).email_verified;
        if (verified !== true) return `${appUrl()}/auth/login?error=${GOOGLE_ADDRESS_UNVERIFIED_ERROR}`;
        const result = await upsertGoogleUser({
          email: profile.email,
          name: profile.name ?? "",
          image: (profile as { picture?: string }).picture ?? null,
          providerAccountId: account.providerAccountId,
        }).catch((error: unknown) => {
          // Thrown here, next-auth would put the error's text in the redirect's query.
          logger.error(`[auth] Google sign-in: ${error instanceof Error ? error.message : String(error)}`);
          return { refused: "error" as const };
        });
        if ("user" in result) return true;
        const reason = result.refused === "unverified" ? GOOGLE_UNVERIFIED_ERROR : "Callback";
        return `${appUrl()}/auth/login?error=${reason}`;
      },
      async jwt({ token, account }) {
        if (account?.provider !== "google") return token;
        // signIn has just linked this Google account (or refused, and then jwt is not called).
        const user = await findGoogleUser(account.providerAccountId);
        if (!user) throw new Error("Google account not linked");
        const claims = await createSession(user, { remember: true });
        return { ...claims };
      },
    },
  };
}
