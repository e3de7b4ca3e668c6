import "server-only";
import { recordAudit } from "@/lib/server/audit/record";
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
  const { workspaceId } = membership;
  await withEvents(async (tx, emit) => {
    const before = await tx.project.findFirst({
      where: { id: project.id, workspaceId },
      select: { name: true, private: true },
    });
    const { count } = await tx.project.deleteMany({ where: { id: project.id, workspaceId } });
    // Already gone (a concurrent delete): that one recorded it.
    if (count === 1 && before)
      await recordAudit(
        {
          workspaceId,
          actorId: actor.userId,
          action: "project.deleted",
          target: { type: "project", id: project.id, label: before.name },
          before: { name: before.name, private: before.private },
        },
        tx,
      );
    // Sockets in the rooms of its modules leave them (the views then show the module is gone).
    emit(visibilityChanged(workspaceId, actor.userId));
  });
  return { id: project.id };
}
