import "server-only";
import { withEvents } from "@/lib/server/events/commit";
import { visibilityChanged } from "@/lib/server/events/visibility";
import type { Locale } from "@/lib/i18n/config";
import type { ProjectModuleView } from "@/lib/modules/types";
import { idSchema } from "@/lib/schemas/common";
import { GRID_COLUMNS, projectModuleBatchSchema, type ProjectModuleUpdate } from "@/lib/schemas/modules";
import type { Prisma } from "@/lib/generated/prisma/client";
import { badRequest, forbidden, notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { parseInput } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";
import { activeMembership, assertRole } from "@/lib/server/permissions/workspace-member";
import {
  administersProject,
  assertEditsProject,
  findProjectForMember,
} from "@/lib/server/projects/update-project";
import type { Tx } from "@/lib/server/projects/place-modules";
import { planBatchIndexes } from "@/lib/server/modules/renumber";
import { recordModuleBatchAudit } from "@/lib/server/modules/module-audit";
import { moduleLayoutSelect, readProjectModules } from "@/lib/server/modules/list-project-modules";

export interface CatalogEntry {
  id: string;
  tag: string;
  title: string;
  active: boolean;
  minWidth: number;
  minHeight: number;
}

/**
 * The catalog entries the creates of a batch name (by moduleId or tag), checked: unknown modules
 * and inactive ones refuse the whole batch. One query, none when nothing is created.
 */
export async function resolveCatalog(
  tx: Tx,
  refs: { moduleId?: string; tag?: string }[],
): Promise<CatalogEntry[]> {
  if (refs.length === 0) return [];
  const ids = [...new Set(refs.flatMap((ref) => (ref.moduleId ? [ref.moduleId] : [])))];
  const tags = [...new Set(refs.flatMap((ref) => (ref.tag ? [ref.tag] : [])))];
  const rows = await tx.moduleDefinition.findMany({
    where: { OR: [{ id: { in: ids } }, { tag: { in: tags } }] },
    select: { id: true, tag: true, title: true, active: true, minWidth: true, minHeight: true },
  });
  return refs.map((ref) => {
    const entry = rows.find(
      (row) => (!ref.moduleId || row.id === ref.moduleId) && (!ref.tag || row.tag === ref.tag),
    );
    if (!entry) throw badRequest("validation.moduleUnknown");
    if (!entry.active) throw badRequest("validation.moduleInactive");
    return entry;
  });
}

/** The columns a module a batch creates has on either grid: its catalog entry, name and index. */
export function createdModuleColumns(
  { id, item, entry }: { id: string; item: { name?: string | null }; entry: CatalogEntry },
  indexes: Map<string, string>,
) {
  return { id, moduleId: entry.id, tag: entry.tag, name: item.name ?? null, i: indexes.get(id)! };
}

function checkRect(
  rect: { x: number; y: number; w: number; h: number },
  min: { minWidth: number; minHeight: number },
) {
  if (rect.x + rect.w > GRID_COLUMNS) throw badRequest("validation.modulePositionInvalid");
  if (rect.w < min.minWidth || rect.h < min.minHeight) throw badRequest("validation.moduleSizeTooSmall");
}

/** Ids the batch names that are not modules of this project: 404, whatever they are. */
function assertAllKnown(ids: Iterable<string>, known: Set<string>) {
  for (const id of ids) if (!known.has(id)) throw notFound("errors.moduleNotFound");
}

/**
 * Applies `{ create, delete, update }` to a project's grid in ONE transaction and returns the grid.
 * Arranging (creates, position, size, order, names) is for those who edit the project (editsProject:
 * members and above whose project role, if any, writes; 403 errors.projectReadOnly); deleting a module (and everything in it) or changing its privacy needs project administration
 * (administersProject: workspace owner/admin, or project admin), 403 otherwise. Ids of modules the
 * caller cannot see (other projects, private modules of others) are 404.
 * Statements: lock, read grid, read what the caller sees of it (the access rule), read catalog
 * (creates only), one DELETE, one INSERT (createMany),
 * one UPDATE per module whose fields or index change, one project touch. Indexes end as 0..n-1:
 * deleting closes the gap, creates without `i` go last.
 */
export async function applyModuleBatch(
  actor: Actor,
  rawProjectId: unknown,
  raw: unknown,
  locale: Locale = "en",
): Promise<ProjectModuleView[]> {
  const projectId = parseInput(idSchema, rawProjectId);
  const membership = await activeMembership(actor);
  const batch = parseInput(projectModuleBatchSchema, raw);
  assertRole(membership, "member");
  const project = await findProjectForMember(membership, projectId);
  const administers = administersProject(membership, project.accessRole);

  const deleted = new Set(batch.delete);
  // A module both deleted and updated is deleted: the update would be lost anyway.
  const updates = Object.entries(batch.update).filter(([id]) => !deleted.has(id));
  const changesPrivacy = updates.some(([, change]) => change.private !== undefined);
  if ((deleted.size > 0 || changesPrivacy) && !administers) throw forbidden();
  assertEditsProject(membership, project.accessRole);

  await withEvents(async (tx, emit) => {
    // Concurrent batches on one grid run one after the other, so indexes never collide.
    const [locked] = await tx.$queryRaw<{ name: string }[]>`
      SELECT "name" FROM "Project" WHERE "id" = ${projectId} FOR UPDATE`;
    const [existing, catalog, seen] = await Promise.all([
      tx.projectModule.findMany({
        where: { projectId },
        select: {
          id: true,
          tag: true,
          name: true,
          ...moduleLayoutSelect,
          module: { select: { minWidth: true, minHeight: true } },
        },
      }),
      resolveCatalog(tx, batch.create),
      // The modules of the grid the caller sees (the access rule).
      tx.$queryRaw<{ id: string }[]>`
        SELECT vm."id" FROM suite_visible_modules(${membership.userId}, ${membership.workspaceId}) vm
         WHERE vm."project_id" = ${projectId}`,
    ]);
    const byId = new Map(existing.map((row) => [row.id, row]));
    const known = new Set(seen.map((row) => row.id));
    assertAllKnown(deleted, known);
    assertAllKnown(
      updates.map(([id]) => id),
      known,
    );

    const changes = new Map<string, ProjectModuleUpdate>(updates);
    for (const [id, change] of updates) {
      const row = byId.get(id)!;
      if (change.x !== undefined || change.w !== undefined || change.h !== undefined) {
        checkRect(
          { x: change.x ?? row.x, y: change.y ?? row.y, w: change.w ?? row.w, h: change.h ?? row.h },
          row.module,
        );
      }
    }
    const created = batch.create.map((item, index) => {
      const entry = catalog[index]!;
      checkRect(item, entry);
      return { item, entry, id: newId() };
    });

    const kept = existing
      .filter((row) => !deleted.has(row.id))
      .map((row) => ({ id: row.id, i: changes.get(row.id)?.i ?? row.i }));
    const indexes = planBatchIndexes(
      kept,
      created.map(({ id, item }) => ({ id, i: item.i })),
    );

    let touched = false;
    if (deleted.size > 0) {
      await tx.projectModule.deleteMany({ where: { projectId, id: { in: [...deleted] } } });
      touched = true;
    }
    if (created.length > 0) {
      await tx.projectModule.createMany({
        data: created.map(({ id, item, entry }) => ({
          ...createdModuleColumns({ id, item, entry }, indexes),
          projectId,
          x: item.x,
          y: item.y,
          w: item.w,
          h: item.h,
          private: item.private ?? false,
        })),
      });
      touched = true;
    }
    for (const row of existing) {
      if (deleted.has(row.id)) continue;
      const { i: _requested, ...fields } = changes.get(row.id) ?? {};
      const data: Prisma.ProjectModuleUpdateInput = { ...fields };
      const index = indexes.get(row.id)!;
      if (index !== row.i) data.i = index;
      if (Object.keys(data).length === 0) continue;
      await tx.projectModule.update({ where: { id: row.id }, data });
      touched = true;
    }
    if (touched) await tx.project.update({ where: { id: projectId }, data: { updatedAt: new Date() } });
    if (deleted.size > 0 || changesPrivacy) {
      emit(visibilityChanged(membership.workspaceId, actor.userId));
      await recordModuleBatchAudit(
        tx,
        {
          workspaceId: membership.workspaceId,
          actorId: actor.userId,
          project: { id: projectId, name: locked?.name ?? "" },
          deleted: existing.filter((row) => deleted.has(row.id)),
          privacy: updates.flatMap(([id, change]) => {
            const row = byId.get(id)!;
            return change.private === undefined
              ? []
              : [{ ...row, before: row.private, after: change.private }];
          }),
        },
        locale,
      );
    }
  });

  return readProjectModules(membership, projectId, locale);
}
