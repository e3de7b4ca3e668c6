import "server-only";
import type { Role } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import type { Actor } from "@/lib/server/auth/sessions";

export interface WorkspaceSummary {
  id: string;
  name: string;
  role: Role;
  active: boolean;
  followers: { count: number };
}

/** The workspaces the actor belongs to, oldest membership first, with member counts (one query). */
export async function listWorkspaces(actor: Actor): Promise<WorkspaceSummary[]> {
  const memberships = await getDb().workspaceMember.findMany({
    where: { userId: actor.userId },
    orderBy: { createdAt: "asc" },
    select: {
      role: true,
      workspace: { select: { id: true, name: true, _count: { select: { members: true } } } },
    },
  });
  return memberships.map(({ role, workspace }) => ({
    id: workspace.id,
    name: workspace.name,
    role,
    active: workspace.id === actor.workspaceId,
    followers: { count: workspace._count.members },
  }));
}
