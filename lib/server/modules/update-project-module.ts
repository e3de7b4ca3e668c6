import "server-only";
import { withEvents } from "@/lib/server/events/commit";
import { visibilityChanged } from "@/lib/server/events/visibility";
import type { Locale } from "@/lib/i18n/config";
import type { ProjectModuleView } from "@/lib/modules/types";
import { idSchema } from "@/lib/schemas/common";
import { updateProjectModuleSchema } from "@/lib/schemas/modules";
import { getDb } from "@/lib/server/db";
import { forbidden, notFound } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";
import { activeMembership, assertRole } from "@/lib/server/permissions/workspace-member";
import { firstFreeSpot } from "@/lib/server/projects/grid-placement";
import { renumberForMove } from "@/lib/server/modules/renumber";
import { projectModuleSelect, toProjectModuleView } from "@/lib/server/modules/list-project-modules";
import { visibleModuleIds } from "@/lib/server/permissions/project-visibility";
import {
  administersProject,
  assertEditsProject,
  findProjectForMember,
} from "@/lib/server/projects/update-project";

/**
 * PATCH /workspaces/module/{moduleId}/project/{projectId} `{ isBookmark?, name?, project? }`.
 * Bookmarks are personal and allowed to anyone who sees the module; renaming needs the edit right
 * on its project (editsProject: a project viewer or guest is refused, 403); moving
 * needs administration of both projects (administersProject), 403 otherwise, after 404 for anything
 * the caller cannot see. Moving puts the module at the first free spot of the target grid, last in
 * its index order, and closes the gap in the source grid — both projects are renumbered in one
 * transaction.
 */
export async function updateProjectModule(
  actor: Actor,
  params: { moduleId?: unknown; projectId?: unknown },
  raw: unknown,
  locale: Locale = "en",
): Promise<ProjectModuleView> {
  const moduleId = parseInput(idSchema, params.moduleId);
  const projectId = parseInput(idSchema, params.projectId);
  const membership = await activeMembership(actor);
  const input = parseInput(updateProjectModuleSchema, raw);
  const writes = input.name !== undefined || (input.project !== undefined && input.project !== projectId);
  if (writes) assertRole(membership, "member");

  const db = getDb();
  const found = await db.projectModule.findFirst({
    where: {
      id: { in: await visibleModuleIds(membership, [moduleId]) },
      projectId,
      project: { workspaceId: membership.workspaceId },
    },
    select: {
      id: true,
      project: { select: { access: { where: { userId: membership.userId }, select: { role: true } } } },
    },
  });
  if (!found) throw notFound("errors.moduleNotFound");
  const sourceRole = found.project.access[0]?.role ?? null;
  if (input.name !== undefined) assertEditsProject(membership, sourceRole);
  const target = input.project !== undefined && input.project !== projectId ? input.project : null;
  if (target) {
    const targetProject = await findProjectForMember(membership, target);
    if (
      !administersProject(membership, sourceRole) ||
      !administersProject(membership, targetProject.accessRole)
    ) {
      throw forbidden();
    }
  }

  await withEvents(async (tx, emit) => {
    if (input.isBookmark === true) {
      await tx.projectModuleBookmark.upsert({
        where: { userId_moduleId: { userId: membership.userId, moduleId } },
        create: { userId: membership.userId, moduleId },
        update: {},
      });
    } else if (input.isBookmark === false) {
      await tx.projectModuleBookmark.deleteMany({ where: { userId: membership.userId, moduleId } });
    }
    if (input.name !== undefined) {
      await tx.projectModule.update({ where: { id: moduleId }, data: { name: input.name } });
    }
    if (!target) return;

    // Lock both grids in a fixed order so two opposite moves cannot deadlock.
    for (const id of [projectId, target].sort()) {
      await tx.$executeRaw`SELECT 1 FROM "Project" WHERE "id" = ${id} FOR UPDATE`;
    }
    const rows = await tx.projectModule.findMany({
      where: { projectId: { in: [projectId, target] } },
      select: { id: true, projectId: true, i: true, x: true, y: true, w: true, h: true },
    });
    const moved = rows.find((row) => row.id === moduleId && row.projectId === projectId);
    if (!moved) throw notFound("errors.moduleNotFound");
    const sourceRows = rows.filter((row) => row.projectId === projectId);
    const targetRows = rows.filter((row) => row.projectId === target);
    const plan = renumberForMove(sourceRows, targetRows, moduleId);
    const spot = firstFreeSpot(targetRows, { w: moved.w, h: moved.h });

    await tx.projectModule.update({
      where: { id: moduleId },
      data: { projectId: target, i: plan.movedIndex, ...spot },
    });
    for (const [id, i] of plan.source) {
      await tx.projectModule.update({ where: { id }, data: { i } });
    }
    await tx.project.updateMany({
      where: { id: { in: [projectId, target] } },
      data: { updatedAt: new Date() },
    });
    // In another project, the module is seen by that project's people.
    if (target) emit(visibilityChanged(membership.workspaceId, actor.userId));
  });

  const row = await db.projectModule.findUniqueOrThrow({
    where: { id: moduleId },
    select: projectModuleSelect(membership.userId),
  });
  return toProjectModuleView(row, locale);
}
