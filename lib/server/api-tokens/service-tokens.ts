import "server-only";
import { normalizeScopes } from "@/lib/api-tokens/scopes";
import type { CreatedServiceToken, ServiceTokenItem } from "@/lib/api-tokens/types";
import {
  apiTokenParamsSchema,
  createServiceTokenSchema,
  SERVICE_TOKENS_PER_WORKSPACE,
} from "@/lib/schemas/api-tokens";
import { recordAudit } from "@/lib/server/audit/record";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { conflict, forbidden, notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { managesWorkspace } from "@/lib/server/permissions/roles";
import { activeMembership, type Membership } from "@/lib/server/permissions/workspace-member";
import { parseInput } from "@/lib/server/validation";
import { newSecret } from "./secret";
import { checkedGrant, itemSelect, toItems } from "./service";

// Workspace (service) tokens (issue 39, docs/platform/api.md "Workspace tokens"): what an
// integration holds when it should not depend on one person. Each token has its own identity — a
// User and a WorkspaceMember marked `service`, named after the token, with the role its maker chose
// (admin, member or viewer; access to all projects) — so what it does is attributed to it, it keeps
// working when its maker leaves, and it acts with that role's rights narrowed by its scopes and
// projects exactly as a personal token does (resolve.ts, guard.ts, the module gate). The identity is
// no person: it cannot sign in and is left out of member lists, pickers, mentions and notifications.
// Revoking deletes the token and the membership (so nothing of it works any more) and keeps the
// User, so its tasks, comments and audit entries keep its name.

const serviceSelect = {
  ...itemSelect,
  createdBy: { select: { id: true, name: true } },
  member: { select: { role: true } },
} as const;

/** Owners and admins manage the workspace's service tokens; anyone else is refused. */
async function adminMembership(actor: Actor): Promise<Membership> {
  const membership = await activeMembership(actor);
  if (!membership.isOwner && !managesWorkspace(membership.role))
    throw forbidden("errors.serviceTokensAdminOnly");
  return membership;
}

/** Whether the actor may open the service tokens page (the settings menu asks). */
export async function mayManageServiceTokens(actor: Actor): Promise<boolean> {
  const membership = await activeMembership(actor);
  return membership.isOwner || managesWorkspace(membership.role);
}

type ServiceRow = Awaited<ReturnType<typeof readTokens>>[number];

function readTokens(workspaceId: string, id?: string) {
  return getDb().apiToken.findMany({
    where: { workspaceId, member: { service: true }, ...(id ? { id } : {}) },
    select: serviceSelect,
    orderBy: { createdAt: "desc" },
    take: SERVICE_TOKENS_PER_WORKSPACE,
  });
}

async function toServiceItems(workspaceId: string, rows: readonly ServiceRow[]): Promise<ServiceTokenItem[]> {
  const items = await toItems(
    workspaceId,
    rows.map(({ member: _member, createdBy: _createdBy, ...row }) => row),
  );
  return items.map((item, index) => {
    const row = rows[index]!;
    const role = row.member.role;
    return {
      ...item,
      role: role === "admin" || role === "viewer" ? role : "member",
      createdBy: row.createdBy,
    };
  });
}

export async function listServiceTokens(actor: Actor): Promise<{ data: ServiceTokenItem[] }> {
  const membership = await adminMembership(actor);
  return { data: await toServiceItems(membership.workspaceId, await readTokens(membership.workspaceId)) };
}

export async function createServiceToken(actor: Actor, input: unknown): Promise<CreatedServiceToken> {
  const membership = await adminMembership(actor);
  const body = parseInput(createServiceTokenSchema, input);
  const { expiresAt, projectIds } = await checkedGrant(membership, body);
  const { workspaceId } = membership;
  const { secret, hash, prefix } = newSecret();
  const tokenId = newId();
  const userId = newId();
  const scopes = normalizeScopes(body.scopes);
  await getDb().$transaction(async (tx) => {
    const held = await tx.workspaceMember.count({ where: { workspaceId, service: true } });
    if (held >= SERVICE_TOKENS_PER_WORKSPACE) throw conflict("errors.serviceTokenLimit");
    // The identity: an address no mail reaches (.invalid), no password, no sign-in (User.service).
    await tx.user.create({
      data: {
        id: userId,
        email: `service-${userId}@tokens.invalid`,
        name: body.name,
        service: true,
        emailVerifiedAt: null,
      },
    });
    await tx.workspaceMember.create({
      data: { id: newId(), workspaceId, userId, role: body.role, accessToAll: true, service: true },
    });
    await tx.apiToken.create({
      data: {
        id: tokenId,
        workspaceId,
        userId,
        createdById: membership.userId,
        name: body.name,
        prefix,
        hash,
        scopes,
        allProjects: projectIds === null,
        projectIds: projectIds ?? [],
        expiresAt,
      },
    });
    await recordAudit(
      {
        workspaceId,
        actorId: membership.userId,
        action: "service_token.created",
        target: { type: "api_token", id: tokenId, label: `${body.name} (${prefix}…)` },
        after: {
          name: body.name,
          role: body.role,
          scopes,
          projectIds,
          expiresAt: expiresAt?.toISOString() ?? null,
        },
      },
      tx,
    );
  });
  const [item] = await toServiceItems(workspaceId, await readTokens(workspaceId, tokenId));
  return { token: secret, item: item! };
}

/** Revokes a service token of the active workspace; its identity leaves the workspace with it. */
export async function revokeServiceToken(actor: Actor, rawParams: unknown): Promise<void> {
  const membership = await adminMembership(actor);
  const { tokenId } = parseInput(apiTokenParamsSchema, rawParams);
  const { workspaceId } = membership;
  await getDb().$transaction(async (tx) => {
    const token = await tx.apiToken.findFirst({
      where: { id: tokenId, workspaceId, member: { service: true } },
      select: {
        id: true,
        userId: true,
        name: true,
        prefix: true,
        scopes: true,
        member: { select: { role: true } },
      },
    });
    if (!token) throw notFound("errors.apiTokenNotFound");
    // The membership's end deletes the token (its foreign key cascades) and the identity's module
    // and project rows; the User stays for what it did.
    const { count } = await tx.workspaceMember.deleteMany({
      where: { workspaceId, userId: token.userId, service: true },
    });
    if (count === 0) throw notFound("errors.apiTokenNotFound");
    await tx.moduleMember.deleteMany({ where: { userId: token.userId, workspaceId } });
    await tx.projectAccess.deleteMany({ where: { userId: token.userId, project: { workspaceId } } });
    await recordAudit(
      {
        workspaceId,
        actorId: membership.userId,
        action: "service_token.revoked",
        target: { type: "api_token", id: token.id, label: `${token.name} (${token.prefix}…)` },
        before: { name: token.name, role: token.member.role, scopes: token.scopes },
      },
      tx,
    );
  });
}
