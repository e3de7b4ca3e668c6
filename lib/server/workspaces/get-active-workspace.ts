import "server-only";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import type { Actor } from "@/lib/server/auth/sessions";

/** The actor's active workspace; the actor was checked as a member when resolved. */
export async function getActiveWorkspace(actor: Actor): Promise<{ id: string; name: string }> {
  if (!actor.workspaceId) throw notFound("errors.workspaceNotFound");
  const workspace = await getDb().workspace.findFirst({
    where: { id: actor.workspaceId, members: { some: { userId: actor.userId } } },
    select: { id: true, name: true },
  });
  if (!workspace) throw notFound("errors.workspaceNotFound");
  return workspace;
}
