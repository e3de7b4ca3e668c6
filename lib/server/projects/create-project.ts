import "server-only";
import { createProjectSchema } from "@/lib/schemas/project";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { parseInput } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";
import { activeMembership, assertRole } from "@/lib/server/permissions/workspace-member";
import { managesWorkspace } from "@/lib/server/permissions/roles";
import { writePlacements } from "@/lib/server/projects/place-modules";
import { projectFieldsSelect } from "@/lib/server/projects/project-view";

/**
 * Creates a project in the actor's active workspace (members and above) and, when `modules` lists
 * catalog tags, places them on its grid in the same transaction: all or nothing. A member who
 * creates a private project keeps access to it as its admin.
 */
export async function createProject(actor: Actor, raw: unknown) {
  const membership = await activeMembership(actor);
  assertRole(membership, "member");
  const input = parseInput(createProjectSchema, raw);

  return getDb().$transaction(async (tx) => {
    const project = await tx.project.create({
      data: {
        id: newId(),
        workspaceId: membership.workspaceId,
        name: input.name,
        private: input.private,
        createdById: actor.userId,
        ...(input.private && !managesWorkspace(membership.role)
          ? { access: { create: { id: newId(), userId: actor.userId, role: "admin" } } }
          : {}),
      },
      select: projectFieldsSelect,
    });
    const placed = await writePlacements(tx, project.id, input.modules);
    return { ...project, modules: placed.sort((a, b) => Number(a.i) - Number(b.i)) };
  });
}
