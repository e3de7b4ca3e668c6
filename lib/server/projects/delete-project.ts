import "server-only";
import { withEvents } from "@/lib/server/events/commit";
import { visibilityChanged } from "@/lib/server/events/visibility";
import { projectIdSchema } from "@/lib/schemas/project";
import { forbidden } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";
import { activeMembership } from "@/lib/server/permissions/workspace-member";
import { administersProject, findProjectForMember } from "@/lib/server/projects/update-project";

/**
 * Deletes a visible project of the active workspace with its modules, access rows and bookmarks
 * (cascades): workspace owners/admins or the project's admins (member+).
 */
export async function deleteProject(actor: Actor, rawProjectId: unknown): Promise<{ id: string }> {
  const projectId = parseInput(projectIdSchema, rawProjectId);
  const membership = await activeMembership(actor);
  const project = await findProjectForMember(membership, projectId);
  if (!administersProject(membership, project.accessRole)) throw forbidden();
  await withEvents(async (tx, emit) => {
    await tx.project.deleteMany({ where: { id: project.id, workspaceId: membership.workspaceId } });
    // Sockets in the rooms of its modules leave them (the views then show the module is gone).
    emit(visibilityChanged(membership.workspaceId, actor.userId));
  });
  return { id: project.id };
}
