import "server-only";
import { switchWorkspaceSchema } from "@/lib/schemas/workspace";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import { claimsForActor, type Actor } from "@/lib/server/auth/sessions";
import type { SessionClaims } from "@/lib/server/auth/session-token";

export interface SwitchedWorkspace {
  claims: SessionClaims;
  workspace: { id: string; name: string };
}

/**
 * Moves the actor's session into another of their workspaces and remembers it as the e-mail's last
 * workspace (the spec's emailWorkspaceIdMap). Switching renews the session as remembered, as the
 * spec says. A workspace the actor is not a member of answers 404.
 */
export async function switchAccount(actor: Actor, raw: unknown): Promise<SwitchedWorkspace> {
  const { owner: workspaceId } = parseInput(switchWorkspaceSchema, raw);
  const membership = await getDb().workspaceMember.findUnique({
    where: { workspaceId_userId: { workspaceId, userId: actor.userId } },
    select: { role: true, workspace: { select: { id: true, name: true } } },
  });
  if (!membership) throw notFound("errors.workspaceNotFound");
  await getDb().$transaction([
    getDb().session.update({ where: { id: actor.sessionId }, data: { workspaceId, remember: true } }),
    getDb().user.update({ where: { id: actor.userId }, data: { lastWorkspaceId: workspaceId } }),
  ]);
  const claims = await claimsForActor({
    ...actor,
    workspaceId,
    workspaceName: membership.workspace.name,
    role: membership.role,
    remember: true,
  });
  return { claims, workspace: membership.workspace };
}

/** switchAccount for callers that only need the new session claims. */
export async function switchWorkspace(actor: Actor, raw: unknown): Promise<SessionClaims> {
  return (await switchAccount(actor, raw)).claims;
}
