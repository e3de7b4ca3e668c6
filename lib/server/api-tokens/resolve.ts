import "server-only";
import { actorOf, memberColumns, ssoRefuses, type Actor, type MemberRow } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { unauthorized } from "@/lib/server/errors";
import { logger } from "@/lib/server/logger";
import { consume } from "@/lib/server/security/rate-limit";
import { hashSecret, wellFormedSecret } from "./secret";

interface TokenRow extends MemberRow {
  id: string;
  prefix: string;
  scopes: string[];
  allProjects: boolean;
  projectIds: string[];
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  viaSso: boolean;
  ssoWorkspaceId: string | null;
  service: boolean;
}

/** How often a token's last use is written (one write a minute at most, not one per request). */
const LAST_USED_EVERY_MS = 60_000;

/**
 * The actor an API token acts as: its user in its workspace, through the same membership row a
 * session reads (one plain join, like `resolveActor`), carrying the token's scopes and projects for
 * `serve` and the module gate to narrow. An unknown or revoked token, or one whose user has left the
 * workspace, is null (401); an expired one, or a personal one made outside single sign-on for a
 * workspace that requires it, is a 401 that says so; past its rate limit, a 429.
 */
export async function resolveTokenActor(
  secret: string,
  client: { ip: string; clientId: string | null },
): Promise<Actor | null> {
  if (!wellFormedSecret(secret)) return null;
  const [row] = await getDb().$queryRaw<TokenRow[]>`
    SELECT t."id", t."prefix", t."userId", t."workspaceId", t."scopes", t."allProjects", t."projectIds",
      t."expiresAt", t."lastUsedAt", t."viaSso", t."ssoWorkspaceId", m."service", ${memberColumns}
    FROM "ApiToken" t
    JOIN "User" u ON u."id" = t."userId"
    JOIN "WorkspaceMember" m ON m."workspaceId" = t."workspaceId" AND m."userId" = t."userId"
    JOIN "Workspace" w ON w."id" = t."workspaceId"
    WHERE t."hash" = ${hashSecret(secret)}`;
  if (!row) return null;
  const now = Date.now();
  if (row.expiresAt && row.expiresAt.getTime() <= now) throw unauthorized("errors.apiTokenExpired");
  // A workspace that requires single sign-on takes personal tokens made from such a sign-in only
  // (its owner's always); a service token is no person's sign-in.
  const sso = row.service
    ? { viaSso: true, ssoWorkspaceId: null }
    : { viaSso: row.viaSso, ssoWorkspaceId: row.ssoWorkspaceId };
  if (ssoRefuses({ ...row, id: row.workspaceId }, row.userId, sso))
    throw unauthorized("errors.apiTokenSsoRequired");
  await consume("apiTokenRequests", row.id, "errors.apiTokenRateLimited");
  if (!row.lastUsedAt || now - row.lastUsedAt.getTime() >= LAST_USED_EVERY_MS)
    noteUse(row.id, client.ip, now);
  return actorOf(row, {
    sessionId: `api-token:${row.id}`,
    remember: false,
    ...sso,
    clientId: client.clientId,
    token: {
      id: row.id,
      prefix: row.prefix,
      scopes: row.scopes,
      projectIds: row.allProjects ? null : row.projectIds,
    },
  });
}

/**
 * Records the token's last use (time and client address) without holding up the request; the
 * condition keeps two nodes from both writing within the minute.
 */
function noteUse(id: string, ip: string, now: number): void {
  const at = new Date(now);
  const before = new Date(now - LAST_USED_EVERY_MS);
  getDb()
    .apiToken.updateMany({
      where: { id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: before } }] },
      data: { lastUsedAt: at, lastUsedIp: ip.slice(0, 64) },
    })
    .catch((error: unknown) => logger.warn(`[api-tokens] last use not recorded: ${String(error)}`));
}
