import "server-only";
import { accessParamsSchema, type AccessGrant } from "@/lib/schemas/access";
import { getDb } from "@/lib/server/db";
import { parseInput } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";
import { activeMembership, assertCan } from "@/lib/server/permissions/workspace-member";
import { findMember } from "@/lib/server/members/find-member";

/**
 * A member's saved access in the active workspace, as payload rows: projects with their role, then
 * modules with their role and project (parentOwner). Only rows of this workspace's projects.
 */
export async function getMemberAccess(actor: Actor, raw: { memberId?: unknown }): Promise<AccessGrant[]> {
  const { memberId } = parseInput(accessParamsSchema, raw);
  const membership = await activeMembership(actor);
  assertCan(membership, "userManagement", "view");
  const { workspaceId } = membership;
  const { userId } = await findMember(workspaceId, memberId);
  const db = getDb();
  const [projects, modules] = await Promise.all([
    db.projectAccess.findMany({
      where: { userId, project: { workspaceId } },
      orderBy: { createdAt: "asc" },
      select: { role: true, project: { select: { id: true, name: true } } },
    }),
    db.moduleAccess.findMany({
      where: { userId, module: { project: { workspaceId } } },
      orderBy: { createdAt: "asc" },
      select: { role: true, module: { select: { id: true, name: true, projectId: true } } },
    }),
  ]);
  return [
    ...projects.map(({ role, project }) => ({
      type: "project" as const,
      owner: project.id,
      name: project.name,
      role,
      parentOwner: null,
    })),
    ...modules.map(({ role, module }) => ({
      type: "module" as const,
      owner: module.id,
      name: module.name,
      role,
      parentOwner: module.projectId,
    })),
  ];
}
