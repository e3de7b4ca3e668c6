import "server-only";
import type { NextAuthOptions } from "next-auth";
import GoogleProvider from "next-auth/providers/google";
import { getDb } from "@/lib/server/db";
import { authSecret, env, googleAuthEnabled } from "@/lib/server/env";
import { newId } from "@/lib/server/ids";
import { createSession } from "@/lib/server/auth/sessions";
import { REMEMBER_MAX_AGE } from "@/lib/server/auth/session-token";

/** Finds the user of a verified Google e-mail, creating it on first sign-in, and links the account. */
async function upsertGoogleUser(input: {
  email: string;
  name: string;
  image: string | null;
  providerAccountId: string;
}) {
  const db = getDb();
  const email = input.email.toLowerCase();
  const user =
    (await db.user.findUnique({ where: { email } })) ??
    (await db.user.create({
      data: {
        id: newId(),
        email,
        name: input.name || email,
        image: input.image,
        emailVerifiedAt: new Date(),
      },
    }));
  await db.account.upsert({
    where: { provider_providerAccountId: { provider: "google", providerAccountId: input.providerAccountId } },
    create: {
      id: newId(),
      userId: user.id,
      type: "oauth",
      provider: "google",
      providerAccountId: input.providerAccountId,
    },
    update: {},
  });
  return user;
}

/**
 * next-auth handles the Google OAuth dance; the session it issues is the same cookie and Session row as
 * an e-mail/password sign-in (see lib/server/auth/session-token.ts).
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
      signIn({ account, profile }) {
        const verified = (profile as { email_verified?: boolean } | undefined)?.email_verified;
        return account?.provider === "google" && Boolean(profile?.email) && verified !== false;
      },
      async jwt({ token, account, profile }) {
        if (!account || !profile?.email) return token;
        const user = await upsertGoogleUser({
          email: profile.email,
          name: profile.name ?? "",
          image: (profile as { picture?: string }).picture ?? null,
          providerAccountId: account.providerAccountId,
        });
        const claims = await createSession(user, { remember: true });
        return { ...claims };
      },
    },
  };
}
