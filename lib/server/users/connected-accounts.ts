import "server-only";
import { userAccountParamsSchema, type LinkableProvider } from "@/lib/schemas/users";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { googleAuthEnabled, oidcProvider } from "@/lib/server/env";
import { conflict, notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { isUniqueViolation } from "@/lib/server/prisma-errors";
import { seal, unseal } from "@/lib/server/security/seal";
import { parseInput } from "@/lib/server/validation";
import { ownUserId } from "@/lib/server/users/get-user";
import type { ConnectedAccount } from "@/lib/users/types";

/** The cookie that carries a "connect this sign-in to my account" intent through the provider's dance. */
export const LINK_INTENT_COOKIE = "suite.link-account";
/** How long a person has to finish connecting at the provider. */
export const LINK_INTENT_MAX_AGE = 10 * 60;
const PURPOSE = "link-account-intent";

/** The external sign-ins this server offers (Google with GOOGLE_*, the OpenID Connect provider with OIDC_*). */
function offeredProviders(): { provider: LinkableProvider; name: string }[] {
  const oidc = oidcProvider();
  return [
    ...(googleAuthEnabled() ? [{ provider: "google" as const, name: "Google" }] : []),
    ...(oidc ? [{ provider: "oidc" as const, name: oidc.name }] : []),
  ];
}

/**
 * GET /users/{id}/accounts: each sign-in the server offers and whether the caller's account is
 * connected to it (a workspace's own single sign-on is not listed: its workspace's people use it).
 */
export async function listConnectedAccounts(actor: Actor, rawId: unknown): Promise<ConnectedAccount[]> {
  const id = ownUserId(actor, rawId);
  const linked = await getDb().account.findMany({ where: { userId: id }, select: { provider: true } });
  const providers = new Set(linked.map((row) => row.provider));
  return offeredProviders().map(({ provider, name }) => ({
    provider,
    name,
    connected: providers.has(provider),
  }));
}

/**
 * POST /users/{id}/accounts/{provider}/link: starts connecting a sign-in to the caller's account.
 * Answers the sealed intent the route sets as a short-lived cookie; the browser then signs in at the
 * provider, and next-auth's signIn callback links what comes back to this account (linkIntended).
 * A provider this server does not offer is 404; one already connected 409.
 */
export async function startAccountLink(
  actor: Actor,
  raw: { id?: unknown; provider?: unknown },
): Promise<{ provider: LinkableProvider; cookie: string }> {
  const { provider } = parseInput(userAccountParamsSchema, raw);
  const id = ownUserId(actor, raw.id);
  if (!offeredProviders().some((offered) => offered.provider === provider))
    throw notFound("errors.providerNotOffered");
  const existing = await getDb().account.findFirst({ where: { userId: id, provider }, select: { id: true } });
  if (existing) throw conflict("errors.accountAlreadyConnected");
  return {
    provider,
    cookie: sealLinkIntent({
      userId: id,
      sessionId: actor.sessionId,
      provider,
      exp: Date.now() + LINK_INTENT_MAX_AGE * 1000,
    }),
  };
}

/** The link intent's cookie value: sealed, so only this server can have written it. */
export const sealLinkIntent = (intent: LinkIntent): string => seal(PURPOSE, PURPOSE, JSON.stringify(intent));

export interface LinkIntent {
  userId: string;
  sessionId: string;
  provider: LinkableProvider;
  exp: number;
}

/** Why connecting failed, as /settings/profile's `linkError` says it. */
export type LinkOutcome = { linked: LinkableProvider } | { linkError: "taken" | "expired" };

/**
 * next-auth's signIn callback, when the browser carries a link intent: the provider's account
 * (`providerAccountId`) is connected to the person who asked, if their session still stands and the
 * intent is for this provider and unexpired. An account of the provider already connected to someone
 * else is refused (`taken`); to the same person it is fine. The address need not match: the person
 * proved both sides. Null when the cookie is not a usable intent (then it is an ordinary sign-in).
 */
export async function linkIntended(
  cookie: string | undefined,
  provider: string,
  providerAccountId: string,
): Promise<LinkOutcome | null> {
  if (!cookie) return null;
  let intent: LinkIntent;
  try {
    intent = JSON.parse(unseal(PURPOSE, PURPOSE, cookie)) as LinkIntent;
  } catch {
    return null;
  }
  if (intent.provider !== provider) return null;
  if (intent.exp < Date.now()) return { linkError: "expired" };
  const db = getDb();
  const session = await db.session.findFirst({
    where: { id: intent.sessionId, userId: intent.userId, expiresAt: { gt: new Date() } },
    select: { id: true },
  });
  if (!session) return { linkError: "expired" };
  const owner = await db.account.findUnique({
    where: { provider_providerAccountId: { provider, providerAccountId } },
    select: { userId: true },
  });
  if (owner) return owner.userId === intent.userId ? { linked: intent.provider } : { linkError: "taken" };
  try {
    await db.account.create({
      data: { id: newId(), userId: intent.userId, type: "oauth", provider, providerAccountId },
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { linkError: "taken" };
    throw error;
  }
  return { linked: intent.provider };
}

/**
 * DELETE /users/{id}/accounts/{provider}: disconnects that sign-in. Refused (409) when it is the
 * account's only way in: no password and no other connected sign-in (set a password first).
 */
export async function unlinkAccount(
  actor: Actor,
  raw: { id?: unknown; provider?: unknown },
): Promise<{ unlinked: true }> {
  const { provider } = parseInput(userAccountParamsSchema, raw);
  const id = ownUserId(actor, raw.id);
  await getDb().$transaction(async (tx) => {
    // Serialises this person's unlinks, so two at once cannot both leave the other as the last way in.
    const [user] = await tx.$queryRaw<{ hasPassword: boolean }[]>`
      SELECT "passwordHash" IS NOT NULL AS "hasPassword" FROM "User" WHERE "id" = ${id} FOR UPDATE`;
    const accounts = await tx.account.findMany({
      where: { userId: id },
      select: { id: true, provider: true },
    });
    const target = accounts.filter((account) => account.provider === provider);
    if (target.length === 0) throw notFound("errors.accountNotConnected");
    if (!user?.hasPassword && accounts.length === target.length) throw conflict("errors.unlinkNeedsPassword");
    await tx.account.deleteMany({ where: { userId: id, provider } });
  });
  return { unlinked: true };
}
