import "server-only";
import { SSO_VERIFICATION_HOST, type SsoSettings } from "@/lib/sso/types";
import { ssoRequiredInputSchema, ssoSettingsInputSchema } from "@/lib/schemas/sso";
import type { Actor } from "@/lib/server/auth/sessions";
import { changedFields, recordAudit } from "@/lib/server/audit/record";
import { getDb } from "@/lib/server/db";
import { appUrl, oidcProvider } from "@/lib/server/env";
import { verificationValue } from "@/lib/server/sso/domain-verification";
import { ssoCallbackUrl } from "@/lib/server/sso/oidc-client";
import { badRequest, conflict } from "@/lib/server/errors";
import type { Tx } from "@/lib/server/events/commit";
import { activeMembership, assertOwner, type Membership } from "@/lib/server/permissions/workspace-member";
import { isUniqueViolation } from "@/lib/server/prisma-errors";
import { parseInput } from "@/lib/server/validation";

// A workspace's single sign-on (issue 39): the e-mail domains whose people join it when they sign in
// through the server's OpenID Connect provider or the workspace's own (provider.ts), and the role they
// join with. Its owner sets them.

export async function readSsoSettings(workspaceId: string): Promise<SsoSettings> {
  const workspace = await getDb().workspace.findUniqueOrThrow({
    where: { id: workspaceId },
    select: {
      ssoDefaultRole: true,
      ssoRequired: true,
      ssoDomains: { select: { domain: true, verifiedAt: true }, orderBy: { domain: "asc" } },
      ssoProvider: { select: { name: true, issuer: true, clientId: true, enabled: true } },
    },
  });
  const role = workspace.ssoDefaultRole === "owner" ? "member" : workspace.ssoDefaultRole;
  return {
    provider: oidcProvider()?.name ?? null,
    workspaceProvider: workspace.ssoProvider,
    callbackUrl: ssoCallbackUrl(),
    signInUrl: `${appUrl()}/auth/sso/start?workspace=${workspaceId}`,
    domains: workspace.ssoDomains.map((row) => row.domain),
    verifiedDomains: workspace.ssoDomains.filter((row) => row.verifiedAt).map((row) => row.domain),
    verification: { host: SSO_VERIFICATION_HOST, value: verificationValue(workspaceId) },
    defaultRole: role,
    required: workspace.ssoRequired,
  };
}

/** The workspace's own provider's name (for a sign-in button) when it has one on, else null. */
export async function workspaceProviderName(workspaceId: string): Promise<string | null> {
  const provider = await getDb().workspaceSsoProvider.findFirst({
    where: { workspaceId, enabled: true },
    select: { name: true },
  });
  return provider?.name ?? null;
}

/** Every change of a workspace's single sign-on is one kind of audit entry, `sso.updated`. */
export function recordSsoChange(
  tx: Tx,
  membership: Pick<Membership, "workspaceId" | "userId">,
  change: { before: Record<string, unknown>; after: Record<string, unknown> },
): Promise<void> {
  return recordAudit(
    {
      workspaceId: membership.workspaceId,
      actorId: membership.userId,
      action: "sso.updated",
      target: { type: "workspace", id: membership.workspaceId, label: null },
      ...change,
    },
    tx,
  );
}

export async function getSsoSettings(actor: Actor): Promise<SsoSettings> {
  const membership = await activeMembership(actor);
  assertOwner(membership);
  return readSsoSettings(membership.workspaceId);
}

/**
 * Replaces the domains and the role. A domain another workspace claimed is refused (409, naming it):
 * one address joins one workspace at most.
 */
export async function updateSsoSettings(actor: Actor, input: unknown): Promise<SsoSettings> {
  const membership = await activeMembership(actor);
  assertOwner(membership);
  const body = parseInput(ssoSettingsInputSchema, input);
  const domains = [...new Set(body.domains)].sort();
  const { workspaceId } = membership;
  const before = await readSsoSettings(workspaceId);
  const taken = await getDb().ssoDomain.findFirst({
    where: { domain: { in: domains }, workspaceId: { not: workspaceId } },
    select: { domain: true },
  });
  if (taken) throw conflict("errors.ssoDomainTaken", { domain: taken.domain });
  try {
    await getDb().$transaction(async (tx) => {
      await tx.ssoDomain.deleteMany({ where: { workspaceId, domain: { notIn: domains } } });
      await tx.ssoDomain.createMany({
        data: domains.map((domain) => ({ domain, workspaceId })),
        skipDuplicates: true,
      });
      await tx.workspace.update({ where: { id: workspaceId }, data: { ssoDefaultRole: body.defaultRole } });
      const changed = changedFields(
        { domains: before.domains, defaultRole: before.defaultRole },
        { domains, defaultRole: body.defaultRole },
      );
      if (changed) await recordSsoChange(tx, membership, changed);
    });
  } catch (error) {
    // Another workspace claimed one of them meanwhile.
    if (isUniqueViolation(error)) throw conflict("errors.ssoDomainTaken", { domain: domains.join(", ") });
    throw error;
  }
  return readSsoSettings(workspaceId);
}

/**
 * Turns "SSO required" on or off (the owner only). On needs a provider, the server's or the
 * workspace's own (enabled): otherwise nobody but the owner could act in the workspace (400
 * `errors.ssoRequiredNoProvider`). It takes effect on every member's next request (the session
 * lookup reads it); the owner is never refused.
 */
export async function setSsoRequired(actor: Actor, input: unknown): Promise<SsoSettings> {
  const membership = await activeMembership(actor);
  assertOwner(membership);
  const { required } = parseInput(ssoRequiredInputSchema, input);
  const { workspaceId } = membership;
  if (required && !oidcProvider() && (await workspaceProviderName(workspaceId)) === null)
    throw badRequest("errors.ssoRequiredNoProvider");
  await getDb().$transaction(async (tx) => {
    const before = await tx.workspace.findUniqueOrThrow({
      where: { id: workspaceId },
      select: { ssoRequired: true },
    });
    if (before.ssoRequired === required) return;
    await tx.workspace.update({ where: { id: workspaceId }, data: { ssoRequired: required } });
    await recordSsoChange(tx, membership, { before: { required: before.ssoRequired }, after: { required } });
  });
  return readSsoSettings(workspaceId);
}
