import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { normalizeScopes } from "@/lib/api-tokens/scopes";
import type { ApiTokenItem, CreatedApiToken } from "@/lib/api-tokens/types";
import {
  API_TOKEN_MAX_DAYS,
  API_TOKENS_PER_PERSON,
  apiTokenParamsSchema,
  createApiTokenSchema,
} from "@/lib/schemas/api-tokens";
import { recordAudit } from "@/lib/server/audit/record";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, conflict, notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { visibleProjectIds, visibleProjectsWhere } from "@/lib/server/permissions/project-visibility";
import { activeMembership, type Membership } from "@/lib/server/permissions/workspace-member";
import { parseInput } from "@/lib/server/validation";
import { newSecret } from "./secret";

// A person's tokens in their active workspace (issue 39). Any member may make them: a token acts with
// its owner's rights in the workspace narrowed by its scopes and projects (lib/server/api-tokens/
// guard.ts, the module gate), never more, so a viewer's `tasks:write` token still cannot write.

export const itemSelect = {
  id: true,
  name: true,
  prefix: true,
  scopes: true,
  allProjects: true,
  projectIds: true,
  expiresAt: true,
  lastUsedAt: true,
  lastUsedIp: true,
  createdAt: true,
} as const;

export type Row = Prisma.ApiTokenGetPayload<{ select: typeof itemSelect }>;

/** The rows as the API shows them, the projects named (one query for all; a deleted one drops out). */
export async function toItems(workspaceId: string, rows: readonly Row[]): Promise<ApiTokenItem[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.allProjects ? [] : row.projectIds)))];
  const projects = ids.length
    ? await getDb().project.findMany({
        where: { workspaceId, id: { in: ids } },
        select: { id: true, name: true },
      })
    : [];
  const names = new Map(projects.map((project) => [project.id, project.name]));
  return rows.map(({ allProjects, projectIds, ...row }) => ({
    ...row,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    projects: allProjects
      ? null
      : projectIds.flatMap((id) => {
          const name = names.get(id);
          return name === undefined ? [] : [{ id, name }];
        }),
  }));
}

/**
 * The expiry (in the future, within a year) and the projects (ones the maker sees: any other is
 * 404) of a token being made, as stored.
 */
export async function checkedGrant(
  membership: Membership,
  body: { expiresAt: string | null; projectIds: string[] | null },
): Promise<{ expiresAt: Date | null; projectIds: string[] | null }> {
  const now = Date.now();
  const expiresAt = body.expiresAt === null ? null : new Date(body.expiresAt);
  if (expiresAt && expiresAt.getTime() <= now) throw badRequest("validation.apiTokenExpiryPast");
  if (expiresAt && expiresAt.getTime() > now + API_TOKEN_MAX_DAYS * 86_400_000)
    throw badRequest("validation.apiTokenExpiryTooFar");
  const projectIds = body.projectIds ? [...new Set(body.projectIds)] : null;
  if (projectIds) {
    const seen = await visibleProjectIds(membership, projectIds);
    if (seen.length !== projectIds.length) throw notFound("errors.projectNotFound");
  }
  return { expiresAt, projectIds };
}

export async function listApiTokens(actor: Actor): Promise<{ data: ApiTokenItem[] }> {
  const membership = await activeMembership(actor);
  const rows = await getDb().apiToken.findMany({
    where: { workspaceId: membership.workspaceId, userId: membership.userId },
    select: itemSelect,
    orderBy: { createdAt: "desc" },
    take: API_TOKENS_PER_PERSON,
  });
  return { data: await toItems(membership.workspaceId, rows) };
}

export async function createApiToken(actor: Actor, input: unknown): Promise<CreatedApiToken> {
  const membership = await activeMembership(actor);
  const body = parseInput(createApiTokenSchema, input);
  const { expiresAt, projectIds } = await checkedGrant(membership, body);
  const owner = { workspaceId: membership.workspaceId, userId: membership.userId };
  if ((await getDb().apiToken.count({ where: owner })) >= API_TOKENS_PER_PERSON)
    throw conflict("errors.apiTokenLimit");
  const { secret, hash, prefix } = newSecret();
  const row = await getDb().apiToken.create({
    data: {
      id: newId(),
      ...owner,
      name: body.name,
      prefix,
      hash,
      scopes: normalizeScopes(body.scopes),
      allProjects: projectIds === null,
      projectIds: projectIds ?? [],
      expiresAt,
      // Made from a single sign-on: it works where that is required (resolve.ts).
      viaSso: actor.viaSso,
      ssoWorkspaceId: actor.viaSso ? (actor.ssoWorkspaceId ?? null) : null,
    },
    select: itemSelect,
  });
  const [item] = await toItems(membership.workspaceId, [row]);
  await recordAudit({
    workspaceId: membership.workspaceId,
    actorId: membership.userId,
    action: "api_token.created",
    target: { type: "api_token", id: row.id, label: `${row.name} (${row.prefix}…)` },
    after: {
      name: row.name,
      scopes: row.scopes,
      projectIds: projectIds,
      expiresAt: row.expiresAt?.toISOString() ?? null,
    },
  });
  return { token: secret, item: item! };
}

/** Deletes one of the caller's tokens in the active workspace; anyone else's id is 404. */
export async function revokeApiToken(actor: Actor, rawParams: unknown): Promise<void> {
  const membership = await activeMembership(actor);
  const { tokenId } = parseInput(apiTokenParamsSchema, rawParams);
  const where = { id: tokenId, workspaceId: membership.workspaceId, userId: membership.userId };
  const gone = await getDb().apiToken.findFirst({
    where,
    select: { id: true, name: true, prefix: true, scopes: true },
  });
  const { count } = await getDb().apiToken.deleteMany({ where });
  if (!gone || count === 0) throw notFound("errors.apiTokenNotFound");
  await recordAudit({
    workspaceId: membership.workspaceId,
    actorId: membership.userId,
    action: "api_token.revoked",
    target: { type: "api_token", id: gone.id, label: `${gone.name} (${gone.prefix}…)` },
    before: { name: gone.name, scopes: gone.scopes },
  });
}

/** The projects a token may be limited to: those the person sees, by name (the picker's choices). */
export async function tokenProjectChoices(actor: Actor): Promise<{ id: string; name: string }[]> {
  const membership = await activeMembership(actor);
  return getDb().project.findMany({
    where: await visibleProjectsWhere(membership),
    select: { id: true, name: true },
    orderBy: { name: "asc" },
    take: 1000,
  });
}
