import "server-only";
import { idSchema } from "@/lib/schemas/common";
import { placeModulesSchema } from "@/lib/schemas/project";
import type { Db } from "@/lib/server/db";
import { getDb } from "@/lib/server/db";
import { badRequest } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { parseInput } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";
import { activeMembership, assertRole } from "@/lib/server/permissions/workspace-member";
import { planPlacement } from "@/lib/server/projects/grid-placement";
import { assertEditsProject, findProjectForMember } from "@/lib/server/projects/update-project";
import { placedModuleSelect } from "@/lib/server/modules/list-project-modules";

/** The transaction client handed to `$transaction(async (tx) => …)`. */
export type Tx = Omit<Db, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

/**
 * Adds catalog modules to a project inside `tx`: each at the first free spot of the 12-column grid
 * (left to right, top to bottom) after the modules already there, with i continuing their count.
 * Unknown or inactive modules refuse the whole batch. The project row is locked, so concurrent
 * batches never compute the same spot.
 */
export async function writePlacements(tx: Tx, projectId: string, tags: string[]) {
  if (tags.length === 0) return [];
  await tx.$executeRaw`SELECT 1 FROM "Project" WHERE "id" = ${projectId} FOR UPDATE`;
  const [catalog, existing] = await Promise.all([
    tx.moduleDefinition.findMany({
      where: { tag: { in: tags } },
      select: {
        id: true,
        tag: true,
        title: true,
        active: true,
        width: true,
        height: true,
        minWidth: true,
        minHeight: true,
      },
    }),
    tx.projectModule.findMany({
      where: { projectId },
      select: { tag: true, x: true, y: true, w: true, h: true },
    }),
  ]);
  const plan = planPlacement(catalog, tags, existing);
  if (plan.unknown.length) throw badRequest("validation.moduleUnknown");
  if (plan.inactive.length) throw badRequest("validation.moduleInactive");
  if (plan.placements.length === 0) return [];

  const rows = plan.placements.map((placement) => ({ id: newId(), projectId, ...placement }));
  await tx.projectModule.createMany({ data: rows });
  await tx.project.update({ where: { id: projectId }, data: { updatedAt: new Date() } });
  return tx.projectModule.findMany({
    where: { id: { in: rows.map((row) => row.id) } },
    orderBy: { createdAt: "asc" },
    select: placedModuleSelect,
  });
}

/**
 * Places catalog modules on one of the active workspace's projects: for those who edit it
 * (editsProject: members and above whose project role, if any, writes).
 */
export async function placeModules(actor: Actor, rawProjectId: unknown, raw: unknown) {
  const membership = await activeMembership(actor);
  assertRole(membership, "member");
  const projectId = parseInput(idSchema, rawProjectId);
  const { modules } = parseInput(placeModulesSchema, raw);
  const project = await findProjectForMember(membership, projectId);
  assertEditsProject(membership, project.accessRole);
  const placed = await getDb().$transaction((tx) => writePlacements(tx, project.id, modules));
  return placed.sort((a, b) => Number(a.i) - Number(b.i));
}
