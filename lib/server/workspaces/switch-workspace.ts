import "server-only";
import { switchWorkspaceSchema } from "@/lib/schemas/workspace";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import { claimsForActor, type Actor } from "@/lib/server/auth/sessions";
import type { SessionClaims } from "@/lib/server/auth/session-token";

/**
 * Moves the actor's session into another of their workspaces and remembers it as the e-mail's last
 * workspace. Switching renews the session as remembered, as the spec says.
 */
export async function switchWorkspace(actor: Actor, raw: unknown): Promise<SessionClaims> {
  const { owner: workspaceId } = parseInput(switchWorkspaceSchema, raw);
  const membership = await getDb().workspaceMember.findUnique({
    where: { workspaceId_userId: { workspaceId, userId: actor.userId } },
    select: { role: true },
  });
  if (!membership) throw notFound("errors.workspaceNotFound");
  await getDb().$transaction([
    getDb().session.update({ where: { id: actor.sessionId }, data: { workspaceId, remember: true } }),
    getDb().user.update({ where: { id: actor.userId }, data: { lastWorkspaceId: workspaceId } }),
  ]);
  return claimsForActor({ ...actor, workspaceId, role: membership.role, remember: true });
}
