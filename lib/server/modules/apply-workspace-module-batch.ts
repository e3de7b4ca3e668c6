import "server-only";
import { withEvents } from "@/lib/server/events/commit";
import { visibilityChanged } from "@/lib/server/events/visibility";
import type { Locale } from "@/lib/i18n/config";
import type { WorkspaceModuleView } from "@/lib/modules/types";
import { workspaceModuleBatchSchema } from "@/lib/schemas/modules";
import { forbidden, notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { parseInput } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";
import { managesWorkspace } from "@/lib/server/permissions/roles";
import { activeMembership, assertRole } from "@/lib/server/permissions/workspace-member";
import { createdModuleColumns, resolveCatalog } from "@/lib/server/modules/apply-module-batch";
import { planBatchIndexes } from "@/lib/server/modules/renumber";
import { recordModuleBatchAudit } from "@/lib/server/modules/module-audit";
import { readWorkspaceModules } from "@/lib/server/modules/list-workspace-modules";

/**
 * PATCH /workspaces/module `{ create, delete, update }` on the active workspace's own modules, in
 * ONE transaction. Adding, renaming and reordering are for members and above; deleting a module
 * (and everything in it) administers the workspace, so only owners and admins may (403). Same rules
 * as the project batch: unknown/inactive catalog modules are refused, ids of other workspaces are
 * 404, server-managed fields are stripped, and indexes end as 0..n-1 (deleting closes the gap).
 */
export async function applyWorkspaceModuleBatch(
  actor: Actor,
  raw: unknown,
  locale: Locale = "en",
): Promise<WorkspaceModuleView[]> {
  const membership = await activeMembership(actor);
  const batch = parseInput(workspaceModuleBatchSchema, raw);
  assertRole(membership, "member");
  const { workspaceId } = membership;
  const deleted = new Set(batch.delete);
  if (deleted.size > 0 && !managesWorkspace(membership.role)) throw forbidden();
  const changes = new Map(Object.entries(batch.update).filter(([id]) => !deleted.has(id)));

  await withEvents(async (tx, emit) => {
    await tx.$executeRaw`SELECT 1 FROM "Workspace" WHERE "id" = ${workspaceId} FOR UPDATE`;
    const [existing, catalog] = await Promise.all([
      tx.workspaceModule.findMany({
        where: { workspaceId },
        select: { id: true, i: true, tag: true, name: true },
      }),
      resolveCatalog(tx, batch.create),
    ]);
    const known = new Set(existing.map((row) => row.id));
    for (const id of [...deleted, ...changes.keys()]) {
      if (!known.has(id)) throw notFound("errors.moduleNotFound");
    }
    const created = batch.create.map((item, index) => ({ item, entry: catalog[index]!, id: newId() }));
    const indexes = planBatchIndexes(
      existing
        .filter((row) => !deleted.has(row.id))
        .map((row) => ({ id: row.id, i: changes.get(row.id)?.i ?? row.i })),
      created.map(({ id, item }) => ({ id, i: item.i })),
    );

    if (deleted.size > 0) {
      await tx.workspaceModule.deleteMany({ where: { workspaceId, id: { in: [...deleted] } } });
    }
    if (created.length > 0) {
      await tx.workspaceModule.createMany({
        data: created.map((module) => ({ ...createdModuleColumns(module, indexes), workspaceId })),
      });
    }
    for (const row of existing) {
      if (deleted.has(row.id)) continue;
      const name = changes.get(row.id)?.name;
      const index = indexes.get(row.id)!;
      const data = { ...(name !== undefined ? { name } : {}), ...(index !== row.i ? { i: index } : {}) };
      if (Object.keys(data).length === 0) continue;
      await tx.workspaceModule.update({ where: { id: row.id }, data });
    }
    if (deleted.size > 0) {
      emit(visibilityChanged(workspaceId, actor.userId));
      const gone = existing.filter((row) => deleted.has(row.id));
      await recordModuleBatchAudit(
        tx,
        { workspaceId, actorId: actor.userId, project: null, deleted: gone, privacy: [] },
        locale,
      );
    }
  });

  return readWorkspaceModules(membership, locale);
}
