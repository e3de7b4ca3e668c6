import "server-only";
import type { Role } from "@/lib/generated/prisma/client";
import type { WorkspaceSummary } from "@/lib/workspaces/types";
import { getDb } from "@/lib/server/db";
import type { Actor } from "@/lib/server/auth/sessions";

/** The columns every workspace answer is made of; `_count` is a subquery of the same statement. */
export const workspaceSelect = {
  id: true,
  name: true,
  ownerId: true,
  // People only: a service token's identity is not counted.
  _count: { select: { members: { where: { service: false } } } },
} as const;

export function toWorkspaceSummary(
  actor: Actor,
  role: Role,
  workspace: { id: string; name: string; ownerId: string; _count: { members: number } },
): WorkspaceSummary {
  return {
    id: workspace.id,
    name: workspace.name,
    owner: workspace.ownerId,
    role,
    active: workspace.id === actor.workspaceId,
    followers: { count: workspace._count.members },
  };
}

/** The workspaces the actor belongs to, oldest membership first, with member counts (one query). */
export async function listWorkspaces(actor: Actor): Promise<WorkspaceSummary[]> {
  const memberships = await getDb().workspaceMember.findMany({
    where: { userId: actor.userId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { role: true, workspace: { select: workspaceSelect } },
  });
  return memberships.map(({ role, workspace }) => toWorkspaceSummary(actor, role, workspace));
}
