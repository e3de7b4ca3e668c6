import "server-only";
import { generators } from "openid-client";
import { HOME } from "@/lib/routing/decide-route";
import { safeRedirectPath } from "@/lib/routing/safe-redirect";
import { findGoogleUser, upsertGoogleUser } from "@/lib/server/auth/google-user";
import { createSession } from "@/lib/server/auth/sessions";
import type { SessionClaims } from "@/lib/server/auth/session-token";
import { getDb } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { seal, unseal } from "@/lib/server/security/seal";
import { joinByEmailDomain } from "@/lib/server/sso/auto-join";
import { providerClient, ssoCallbackUrl } from "@/lib/server/sso/oidc-client";
import { SSO_SECRET_PURPOSE } from "@/lib/server/sso/provider";
import { emailSchema } from "@/lib/schemas/auth";
import { ssoDomainSchema } from "@/lib/schemas/sso";
import type { SsoSignInFailure } from "@/lib/sso/types";

// Signing in through a workspace's own OpenID Connect provider (issue 39): /auth/sso/start finds the
// provider (by the workspace, or by the domain of a work address) and sends the browser to it with the
// authorization code flow, PKCE (S256), state and nonce, kept in a sealed cookie for ten minutes;
// /auth/sso/callback checks them, the ID token (signature by the provider's keys, issuer, audience,
// expiry, nonce: openid-client), then signs the person in.
//
// What such a provider may vouch for is narrower than the server's own (OIDC_*, set by the operator):
// an address at one of the workspace's *verified* domains (domain-verification.ts), or an account this
// provider has signed in before. Its accounts are linked as provider `sso:<workspaceId>`.

/** The cookie that carries one sign-in's checks from the start to the callback. */
export const SSO_FLOW_COOKIE = "suite-sso-flow";
export const SSO_FLOW_MAX_AGE = 600;
const FLOW_PURPOSE = "sso-flow";

interface Flow {
  workspaceId: string;
  state: string;
  nonce: string;
  verifier: string;
  redirectTo: string;
  at: number;
}

/** The account provider id of a workspace's own provider. */
export const workspaceProviderId = (workspaceId: string): `sso:${string}` => `sso:${workspaceId}`;

const domainOf = (email: string) => email.toLowerCase().split("@")[1] ?? "";

async function enabledProvider(workspaceId: string) {
  const provider = await getDb().workspaceSsoProvider.findFirst({
    where: { workspaceId, enabled: true },
    select: { workspaceId: true, name: true, issuer: true, clientId: true, clientSecretSealed: true },
  });
  if (!provider) return null;
  try {
    return {
      ...provider,
      clientSecret: unseal(SSO_SECRET_PURPOSE, workspaceId, provider.clientSecretSealed),
    };
  } catch {
    // Sealed under another AUTH_SECRET: the owner saves the secret again.
    logger.warn(`[sso] the client secret of workspace ${workspaceId}'s provider does not open`);
    return null;
  }
}

/** The workspace whose own provider signs in a work address: its verified domain's. */
export async function workspaceForEmail(email: string): Promise<string | null> {
  const domain = ssoDomainSchema.safeParse(domainOf(email));
  if (!domain.success) return null;
  const claim = await getDb().ssoDomain.findFirst({
    where: { domain: domain.data, verifiedAt: { not: null }, workspace: { ssoProvider: { enabled: true } } },
    select: { workspaceId: true },
  });
  return claim?.workspaceId ?? null;
}

/** Whether any workspace has its own provider on (the login page then links to /auth/sso). */
export async function anyWorkspaceProvider(): Promise<boolean> {
  const one = await getDb().workspaceSsoProvider.findFirst({
    where: { enabled: true },
    select: { workspaceId: true },
  });
  return one !== null;
}

/**
 * Where the browser goes to sign in through the workspace's provider, and the cookie to set; or why
 * it cannot.
 */
export async function startSignIn(
  workspaceId: string,
  redirect: string | null,
): Promise<{ location: string; cookie: string } | { failure: SsoSignInFailure }> {
  const provider = await enabledProvider(workspaceId);
  if (!provider) return { failure: "noProvider" };
  const flow: Flow = {
    workspaceId,
    state: generators.state(),
    nonce: generators.nonce(),
    verifier: generators.codeVerifier(),
    redirectTo: safeRedirectPath(redirect, HOME),
    at: Date.now(),
  };
  try {
    const client = await providerClient(provider);
    const location = client.authorizationUrl({
      scope: "openid email profile",
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: generators.codeChallenge(flow.verifier),
      code_challenge_method: "S256",
    });
    // The provider's own address for people to sign in: a web address, whatever its document says.
    if (!/^https?:\/\//i.test(location)) throw new Error("the authorization endpoint is not a web address");
    return { location, cookie: seal(FLOW_PURPOSE, FLOW_PURPOSE, JSON.stringify(flow)) };
  } catch (error) {
    logger.warn(`[sso] ${provider.issuer}: ${error instanceof Error ? error.message : String(error)}`);
    return { failure: "providerError" };
  }
}

function readFlow(cookie: string | undefined): Flow | null {
  if (!cookie) return null;
  try {
    const flow = JSON.parse(unseal(FLOW_PURPOSE, FLOW_PURPOSE, cookie)) as Flow;
    return Date.now() - flow.at <= SSO_FLOW_MAX_AGE * 1000 ? flow : null;
  } catch {
    return null;
  }
}

/**
 * The provider's answer at /auth/sso/callback (`callbackUrl` is the whole address it came back to):
 * the session's claims and where to go, or why not.
 */
export async function finishSignIn(
  callbackUrl: string,
  cookie: string | undefined,
  userAgent: string | null,
): Promise<{ claims: SessionClaims; redirectTo: string } | { failure: SsoSignInFailure }> {
  const flow = readFlow(cookie);
  if (!flow) return { failure: "expired" };
  const provider = await enabledProvider(flow.workspaceId);
  if (!provider) return { failure: "noProvider" };
  let claims: { sub: string; email?: unknown; email_verified?: unknown; name?: unknown; picture?: unknown };
  try {
    const client = await providerClient(provider);
    const params = client.callbackParams(callbackUrl);
    const tokens = await client.callback(ssoCallbackUrl(), params, {
      state: flow.state,
      nonce: flow.nonce,
      code_verifier: flow.verifier,
    });
    claims = tokens.claims();
  } catch (error) {
    logger.warn(`[sso] ${provider.issuer}: ${error instanceof Error ? error.message : String(error)}`);
    return { failure: "providerError" };
  }
  if (typeof claims.email !== "string" || claims.email_verified !== true) return { failure: "unverified" };
  const parsed = emailSchema.safeParse(claims.email);
  if (!parsed.success || claims.sub.length > 255) return { failure: "failed" };
  const email = parsed.data;
  const providerId = workspaceProviderId(flow.workspaceId);
  const db = getDb();
  // An identity this provider signed in before is its own; a new one must be at a verified domain.
  if (!(await findGoogleUser(claims.sub, providerId))) {
    const verified = await db.ssoDomain.findFirst({
      where: { domain: domainOf(email), workspaceId: flow.workspaceId, verifiedAt: { not: null } },
      select: { domain: true },
    });
    if (!verified) return { failure: "domainNotVerified" };
  }
  const result = await upsertGoogleUser(
    {
      email,
      name: typeof claims.name === "string" ? claims.name.trim().slice(0, 100) : "",
      image: typeof claims.picture === "string" && claims.picture.length <= 2000 ? claims.picture : null,
      providerAccountId: claims.sub,
    },
    false,
    providerId,
  ).catch((error: unknown) => {
    logger.error(`[sso] sign-in: ${error instanceof Error ? error.message : String(error)}`);
    return { refused: "error" as const };
  });
  if (!("user" in result))
    return { failure: result.refused === "unverified" ? "accountUnverified" : "failed" };
  const { user } = result;
  await joinByEmailDomain(user.id, email, flow.workspaceId);
  // The session starts in the workspace whose provider this was, when the person is in it.
  const member = await db.workspaceMember.findUnique({
    where: { workspaceId_userId: { workspaceId: flow.workspaceId, userId: user.id } },
    select: { id: true },
  });
  const session = await createSession(member ? { ...user, lastWorkspaceId: flow.workspaceId } : user, {
    remember: true,
    userAgent,
    viaSso: true,
    ssoWorkspaceId: flow.workspaceId,
  });
  if (member) await db.user.update({ where: { id: user.id }, data: { lastWorkspaceId: flow.workspaceId } });
  return { claims: session, redirectTo: flow.redirectTo };
}
