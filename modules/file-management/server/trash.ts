import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { withEvents } from "@/lib/server/events/commit";
import { deleteFiles } from "@/lib/server/jobs/purge-orphaned-uploads";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import type { DriveItem } from "@/modules/file-management/shared/types";
import { liveItems } from "./change-items";
import { freeName } from "./folders";
import { itemsById, pathIds } from "./item-rows";
import { assertMayChange } from "./rights";
import { driveScope, itemNotFound, itemsChanged } from "./scope";

// The trash: deleting an item marks it (a folder's contents go with it, unmarked, so restoring the
// folder brings them back as they were); restoring puts it back in its folder, or at the root when
// that folder is gone or in the trash itself; deleting for good, emptying the trash and the purge
// after TRASH_DAYS remove the rows, then the bytes of every version and thumbnail.

/** POST …/items/trash: moves items to the trash. */
export async function trashItems(
  actor: Actor,
  moduleId: unknown,
  input: { ids: string[] },
  locale: Locale = "en",
): Promise<{ items: DriveItem[] }> {
  const scope = await driveScope(actor, moduleId, locale);
  const items = await liveItems(scope.moduleId, input.ids);
  for (const item of items) await assertMayChange(scope, "delete", item);
  await withEvents(async (tx, emit) => {
    await tx.driveItem.updateMany({
      where: { id: { in: items.map((item) => item.id) } },
      data: { trashedAt: new Date(), trashedById: actor.userId },
    });
    emit(
      itemsChanged(
        scope,
        actor,
        items.map((item) => item.parentId),
      ),
    );
  });
  return {
    items: await itemsById(
      scope.moduleId,
      actor.userId,
      items.map((item) => item.id),
    ),
  };
}

/** Items of the module in the trash by id (any other id: not found). */
async function trashedItems(moduleId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  const rows = await getDb().driveItem.findMany({
    where: { id: { in: unique }, moduleId, trashedAt: { not: null } },
    select: { id: true, name: true, parentId: true, path: true },
  });
  if (rows.length !== unique.length) throw itemNotFound();
  return rows;
}

/**
 * POST …/items/restore: items back from the trash to their folder, or to the root when that folder
 * is in the trash or gone; a name taken there meanwhile gets a number ("name (2)").
 */
export async function restoreItems(
  actor: Actor,
  moduleId: unknown,
  input: { ids: string[] },
  locale: Locale = "en",
): Promise<{ items: DriveItem[] }> {
  const scope = await driveScope(actor, moduleId, locale);
  const items = await trashedItems(scope.moduleId, input.ids);
  for (const item of items) await assertMayChange(scope, "edit", item);
  const folders = new Set<string | null>();
  await withEvents(async (tx, emit) => {
    for (const item of items) {
      // Its folder still exists (deleting a folder for good takes what is inside it along); it may
      // be in the trash itself, or inside a folder that is.
      const above = pathIds(item.path);
      const blocked = above.length
        ? await tx.driveItem.count({ where: { id: { in: above }, trashedAt: { not: null } } })
        : 0;
      const home = blocked === 0 ? item.parentId : null;
      const name = await freeName(tx, scope.moduleId, home, item.name);
      await tx.driveItem.update({
        where: { id: item.id },
        data: { trashedAt: null, trashedById: null, name, parentId: home, path: home ? item.path : "" },
      });
      if (!home && item.path !== "") {
        const from = `${item.path}${item.id}/`;
        await tx.$executeRaw`
          UPDATE "DriveItem" SET "path" = ${`${item.id}/`} || substr("path", ${from.length + 1})
           WHERE "moduleId" = ${scope.moduleId} AND "path" LIKE ${`${from}%`}`;
      }
      folders.add(home);
    }
    emit(itemsChanged(scope, actor, [...folders]));
  });
  return {
    items: await itemsById(
      scope.moduleId,
      actor.userId,
      items.map((item) => item.id),
    ),
  };
}

/**
 * Deletes items for good with everything inside them: the rows in one transaction, then the bytes
 * of their versions and thumbnails (a failed storage deletion leaves the File row, which the daily
 * orphan purge takes again). Returns the bytes freed.
 */
export async function deleteTrees(moduleId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await getDb().driveItem.findMany({
    where: { id: { in: ids }, moduleId },
    select: { id: true, path: true },
  });
  const prefixes = rows.map((row) => `${row.path}${row.id}/`);
  const files = await getDb().$queryRaw<{ id: string; key: string; size: bigint }[]>`
    SELECT f."id", f."key", f."size" FROM "File" f
     WHERE f."id" IN (
       SELECT v."fileId" FROM "DriveVersion" v JOIN "DriveItem" i ON i."id" = v."itemId"
        WHERE i."moduleId" = ${moduleId}
          AND (i."id" = ANY(${ids}::bpchar[]) OR i."path" LIKE ANY(${prefixes.map((p) => `${p}%`)}::text[]))
       UNION
       SELECT i."thumbFileId" FROM "DriveItem" i
        WHERE i."moduleId" = ${moduleId} AND i."thumbFileId" IS NOT NULL
          AND (i."id" = ANY(${ids}::bpchar[]) OR i."path" LIKE ANY(${prefixes.map((p) => `${p}%`)}::text[])))`;
  // Children go with their parent (the parent key cascades), versions with their item.
  await getDb().driveItem.deleteMany({ where: { id: { in: rows.map((row) => row.id) } } });
  await deleteFiles(files.map((file) => ({ id: file.id, key: file.key })));
  return files.reduce((sum, file) => sum + Number(file.size), 0);
}

async function deleteForGood(scope: ModuleScope, actor: Actor, ids: string[]): Promise<void> {
  const parents = await getDb().driveItem.findMany({
    where: { id: { in: ids } },
    select: { parentId: true },
  });
  await deleteTrees(scope.moduleId, ids);
  await withEvents(async (_tx, emit) => {
    emit(
      itemsChanged(
        scope,
        actor,
        parents.map((row) => row.parentId),
      ),
    );
  });
}

/** POST …/items/delete: items in the trash deleted for good. */
export async function deleteItems(
  actor: Actor,
  moduleId: unknown,
  input: { ids: string[] },
  locale: Locale = "en",
): Promise<{ ok: true }> {
  const scope = await driveScope(actor, moduleId, locale);
  const items = await trashedItems(scope.moduleId, input.ids);
  for (const item of items) await assertMayChange(scope, "delete", item);
  await deleteForGood(
    scope,
    actor,
    items.map((item) => item.id),
  );
  return { ok: true };
}

/** DELETE …/trash: everything in the module's trash deleted for good (the module's delete right). */
export async function emptyTrash(
  actor: Actor,
  moduleId: unknown,
  locale: Locale = "en",
): Promise<{ ok: true }> {
  const scope = await driveScope(actor, moduleId, locale);
  await assertMayChange(scope, "delete", null);
  const items = await getDb().driveItem.findMany({
    where: { moduleId: scope.moduleId, trashedAt: { not: null } },
    select: { id: true },
  });
  await deleteForGood(
    scope,
    actor,
    items.map((item) => item.id),
  );
  return { ok: true };
}
