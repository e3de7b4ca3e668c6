import "server-only";
import type { SsoSettings } from "@/lib/sso/types";
import { ssoDomainVerifyInputSchema, ssoProviderInputSchema } from "@/lib/schemas/sso";
import type { Actor } from "@/lib/server/auth/sessions";
import { changedFields } from "@/lib/server/audit/record";
import { getDb } from "@/lib/server/db";
import { badRequest, notFound } from "@/lib/server/errors";
import { oidcProvider } from "@/lib/server/env";
import { logger } from "@/lib/server/logger";
import { activeMembership, assertOwner } from "@/lib/server/permissions/workspace-member";
import { seal } from "@/lib/server/security/seal";
import { domainProven, verificationName } from "@/lib/server/sso/domain-verification";
import { discover, issuerAllowed } from "@/lib/server/sso/oidc-client";
import { readSsoSettings, recordSsoChange } from "@/lib/server/sso/settings";
import { parseInput } from "@/lib/server/validation";

// A workspace's own OpenID Connect provider (issue 39), set by its owner on /settings/sso: saved only
// once its discovery document has been read, its secret sealed and never shown again. Every change
// is in the audit log as `sso.updated` (the provider's name, issuer, client id and whether it is on;
// never the secret).

/** What seals a provider's client secret, bound to its workspace (a sealed value moved elsewhere does not open). */
export const SSO_SECRET_PURPOSE = "sso-client-secret";

export async function putSsoProvider(actor: Actor, input: unknown): Promise<SsoSettings> {
  const membership = await activeMembership(actor);
  assertOwner(membership);
  const body = parseInput(ssoProviderInputSchema, input);
  const { workspaceId } = membership;
  const issuer = body.issuer.replace(/\/$/, "");
  if (!issuerAllowed(issuer)) throw badRequest("errors.ssoIssuerRefused");
  const db = getDb();
  const before = await db.workspaceSsoProvider.findUnique({
    where: { workspaceId },
    select: { name: true, issuer: true, clientId: true, enabled: true },
  });
  if (!before && !body.clientSecret) throw badRequest("validation.ssoClientSecretRequired");
  // Read now, so a mistyped issuer is told at once rather than at someone's sign-in.
  try {
    await discover(issuer, true);
  } catch (error) {
    logger.info(
      `[sso] discovery of ${issuer} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    throw badRequest("errors.ssoIssuerUnreachable", { issuer });
  }
  const after = { name: body.name, issuer, clientId: body.clientId, enabled: body.enabled };
  const sealed = body.clientSecret ? seal(SSO_SECRET_PURPOSE, workspaceId, body.clientSecret) : null;
  await db.$transaction(async (tx) => {
    if (sealed)
      await tx.workspaceSsoProvider.upsert({
        where: { workspaceId },
        create: { workspaceId, ...after, clientSecretSealed: sealed, updatedById: actor.userId },
        update: { ...after, clientSecretSealed: sealed, updatedById: actor.userId },
      });
    else
      await tx.workspaceSsoProvider.update({
        where: { workspaceId },
        data: { ...after, updatedById: actor.userId },
      });
    const changed = changedFields(
      { provider: before ?? null, secretChanged: false },
      { provider: after, secretChanged: Boolean(body.clientSecret) },
    );
    if (changed) await recordSsoChange(tx, membership, changed);
  });
  return readSsoSettings(workspaceId);
}

/**
 * Removes the workspace's own provider. "SSO required" without the server's provider would then let
 * nobody but the owner in: it is turned off in the same transaction (and the log says so).
 */
export async function deleteSsoProvider(actor: Actor): Promise<SsoSettings> {
  const membership = await activeMembership(actor);
  assertOwner(membership);
  const { workspaceId } = membership;
  const db = getDb();
  await db.$transaction(async (tx) => {
    const before = await tx.workspaceSsoProvider.findUnique({
      where: { workspaceId },
      select: { name: true, issuer: true, clientId: true, enabled: true },
    });
    if (!before) throw notFound("errors.ssoProviderNotFound");
    await tx.workspaceSsoProvider.delete({ where: { workspaceId } });
    const workspace = await tx.workspace.findUniqueOrThrow({
      where: { id: workspaceId },
      select: { ssoRequired: true },
    });
    const unrequire = workspace.ssoRequired && !oidcProvider();
    if (unrequire) await tx.workspace.update({ where: { id: workspaceId }, data: { ssoRequired: false } });
    await recordSsoChange(tx, membership, {
      before: { provider: before, ...(unrequire ? { required: true } : {}) },
      after: { provider: null, ...(unrequire ? { required: false } : {}) },
    });
  });
  return readSsoSettings(workspaceId);
}

/**
 * Looks up a claimed domain's verification record now. Found: the domain is verified (and stays so
 * until it is removed from the list). Not found: 400 `errors.ssoDomainRecordMissing`, naming the
 * record to add. A domain the workspace has not claimed is 404.
 */
export async function verifySsoDomain(actor: Actor, input: unknown): Promise<SsoSettings> {
  const membership = await activeMembership(actor);
  assertOwner(membership);
  const { domain } = parseInput(ssoDomainVerifyInputSchema, input);
  const { workspaceId } = membership;
  const db = getDb();
  const claim = await db.ssoDomain.findFirst({
    where: { domain, workspaceId },
    select: { verifiedAt: true },
  });
  if (!claim) throw notFound("errors.ssoDomainNotFound");
  if (!claim.verifiedAt) {
    if (!(await domainProven(workspaceId, domain)))
      throw badRequest("errors.ssoDomainRecordMissing", { domain, name: verificationName(domain) });
    await db.$transaction(async (tx) => {
      const updated = await tx.ssoDomain.updateMany({
        where: { domain, workspaceId, verifiedAt: null },
        data: { verifiedAt: new Date() },
      });
      if (updated.count > 0)
        await recordSsoChange(tx, membership, { before: { verified: null }, after: { verified: domain } });
    });
  }
  return readSsoSettings(workspaceId);
}
