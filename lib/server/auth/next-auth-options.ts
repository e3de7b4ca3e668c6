import "server-only";
import type { NextAuthOptions } from "next-auth";
import type { OAuthConfig } from "next-auth/providers/oauth";
import GoogleProvider from "next-auth/providers/google";
import { appUrl, authSecret, env, googleAuthEnabled, oidcProvider } from "@/lib/server/env";
import {
  findGoogleUser,
  GOOGLE_ADDRESS_UNVERIFIED_ERROR,
  GOOGLE_UNVERIFIED_ERROR,
  SSO_ADDRESS_UNVERIFIED_ERROR,
  upsertGoogleUser,
  type ExternalProvider,
} from "@/lib/server/auth/google-user";
import { createSession } from "@/lib/server/auth/sessions";
import { logger } from "@/lib/server/logger";
import { joinByEmailDomain } from "@/lib/server/sso/auto-join";
import { REMEMBER_MAX_AGE } from "@/lib/server/auth/session-token";
import { linkIntended } from "@/lib/server/users/connected-accounts";

/** The claims of an OpenID Connect ID token this app reads. */
interface OidcClaims {
  sub: string;
  email?: string;
  email_verified?: unknown;
  name?: string;
  preferred_username?: string;
  picture?: string;
}

/**
 * Single sign-on with the OpenID Connect provider of OIDC_* (issue 39): discovered from its issuer's
 * /.well-known/openid-configuration, the authorization code flow with PKCE and state, the ID token's
 * signature, issuer, audience and expiry checked (next-auth's openid-client).
 */
function oidcConfig(): OAuthConfig<OidcClaims> | null {
  const oidc = oidcProvider();
  if (!oidc) return null;
  return {
    id: "oidc",
    name: oidc.name,
    type: "oauth",
    wellKnown: `${oidc.issuer}/.well-known/openid-configuration`,
    clientId: oidc.clientId,
    clientSecret: oidc.clientSecret,
    authorization: { params: { scope: "openid email profile" } },
    idToken: true,
    checks: ["pkce", "state"],
    profile: (claims) => ({
      id: claims.sub,
      name: claims.name ?? claims.preferred_username ?? claims.email ?? "",
      email: claims.email ?? null,
      image: claims.picture ?? null,
    }),
  };
}

const isExternal = (provider: string | undefined): provider is ExternalProvider =>
  provider === "google" || provider === "oidc";

/**
 * next-auth handles the Google and OpenID Connect dances; the session it issues is the same cookie and
 * Session row as an e-mail/password sign-in (see lib/server/auth/session-token.ts). `signIn` decides
 * and links (lib/server/auth/google-user.ts); a refusal goes back to /auth/login with `error`, which
 * shows why. `linkIntent`: the request's link-intent cookie (a signed-in person's Connect, from
 * their profile), which makes the sign-in a connection to their account.
 */
export function nextAuthOptions(request: { linkIntent?: string } = {}): NextAuthOptions {
  const e = env();
  const oidc = oidcConfig();
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: REMEMBER_MAX_AGE },
    pages: { signIn: "/auth/login", error: "/auth/login" },
    providers: [
      ...(googleAuthEnabled()
        ? [GoogleProvider({ clientId: e.GOOGLE_CLIENT_ID ?? "", clientSecret: e.GOOGLE_CLIENT_SECRET ?? "" })]
        : []),
      ...(oidc ? [oidc] : []),
    ],
    callbacks: {
      async signIn({ account, profile }) {
        const provider = account?.provider;
        if (!isExternal(provider) || !account) return false;
        // Connecting this sign-in to the signed-in person's account (their profile's Connect): linked
        // and back to the profile, no new session (the one that asked goes on).
        const linking = await linkIntended(request.linkIntent, provider, account.providerAccountId);
        if (linking) {
          const query = "linked" in linking ? `linked=${linking.linked}` : `linkError=${linking.linkError}`;
          return `${appUrl()}/settings/profile?${query}`;
        }
        if (!profile?.email) return false;
        // The provider vouches for the address only with `email_verified: true`; missing is not a yes.
        const verified = (profile as { email_verified?: unknown }).email_verified;
        if (verified !== true)
          return `${appUrl()}/auth/login?error=${provider === "google" ? GOOGLE_ADDRESS_UNVERIFIED_ERROR : SSO_ADDRESS_UNVERIFIED_ERROR}`;
        const result = await upsertGoogleUser(
          {
            email: profile.email,
            name: profile.name ?? "",
            image: (profile as { picture?: string }).picture ?? null,
            providerAccountId: account.providerAccountId,
          },
          false,
          provider,
        ).catch((error: unknown) => {
          // Thrown here, next-auth would put the error's text in the redirect's query.
          logger.error(
            `[auth] ${provider} sign-in: ${error instanceof Error ? error.message : String(error)}`,
          );
          return { refused: "error" as const };
        });
        if ("user" in result) {
          // A single sign-on may join the workspace that claims the address's domain.
          if (provider === "oidc")
            await joinByEmailDomain(result.user.id, profile.email).catch((error: unknown) =>
              logger.error(
                `[auth] joining by e-mail domain: ${error instanceof Error ? error.message : String(error)}`,
              ),
            );
          return true;
        }
        const reason = result.refused === "unverified" ? GOOGLE_UNVERIFIED_ERROR : "Callback";
        return `${appUrl()}/auth/login?error=${reason}`;
      },
      async jwt({ token, account }) {
        if (!isExternal(account?.provider) || !account) return token;
        // signIn has just linked this account (or refused, and then jwt is not called).
        const user = await findGoogleUser(account.providerAccountId, account.provider as ExternalProvider);
        if (!user) throw new Error(`${account.provider} account not linked`);
        // A sign-in through the OpenID Connect provider is what "SSO required" asks for.
        const claims = await createSession(user, { remember: true, viaSso: account.provider === "oidc" });
        return { ...claims };
      },
    },
  };
}
