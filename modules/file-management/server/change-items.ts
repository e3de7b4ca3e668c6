import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest } from "@/lib/server/errors";
import { withEvents } from "@/lib/server/events/commit";
import type { DriveItem } from "@/modules/file-management/shared/types";
import { childPath, isNameTaken, liveFolder, nameTaken } from "./folders";
import { anyTrashed, itemsById, pathIds } from "./item-rows";
import { touchRecent } from "./recent";
import { assertMayChange } from "./rights";
import { driveScope, itemNotFound, itemsChanged } from "./scope";

const itemSelect = { id: true, kind: true, name: true, parentId: true, path: true } as const;
type Found = { id: string; kind: "folder" | "file"; name: string; parentId: string | null; path: string };

/**
 * The module's items of `ids` that are not in the trash (nor in a folder that is); any other id (of
 * another module or workspace, unknown, trashed) makes the whole request not found.
 */
export async function liveItems(moduleId: string, ids: string[]): Promise<Found[]> {
  const unique = [...new Set(ids)];
  const rows = await getDb().driveItem.findMany({
    where: { id: { in: unique }, moduleId, trashedAt: null },
    select: itemSelect,
  });
  if (rows.length !== unique.length) throw itemNotFound();
  if (await anyTrashed([...new Set(rows.flatMap((row) => pathIds(row.path)))])) throw itemNotFound();
  return unique.map((id) => rows.find((row) => row.id === id)!);
}

/** PATCH …/items/{itemId}: a new name (unique, ignoring case, in its folder: 409 otherwise). */
export async function renameItem(
  actor: Actor,
  params: { moduleId: unknown; itemId: string },
  input: { name: string },
  locale: Locale = "en",
): Promise<DriveItem> {
  const scope = await driveScope(actor, params.moduleId, locale);
  const [item] = await liveItems(scope.moduleId, [params.itemId]);
  await assertMayChange(scope, "edit", item!);
  if (item!.name !== input.name) {
    try {
      await withEvents(async (tx, emit) => {
        await tx.driveItem.update({
          where: { id: item!.id },
          data: { name: input.name, updatedAt: new Date(), updatedById: actor.userId },
        });
        // The current version's File row keeps the name a download is offered under.
        await tx.$executeRaw`UPDATE "File" SET "name" = ${input.name}
                              WHERE "id" = (SELECT "fileId" FROM "DriveItem" WHERE "id" = ${item!.id})`;
        await touchRecent(tx, actor.userId, item!.id);
        emit(itemsChanged(scope, actor, [item!.parentId]));
      });
    } catch (error) {
      if (isNameTaken(error)) throw nameTaken();
      throw error;
    }
  }
  return (await itemsById(scope.moduleId, actor.userId, [item!.id]))[0]!;
}

/**
 * What a move or a copy needs: the module, its live items of `ids`, and the folder they go into (null:
 * the root) where the actor may add; a folder never into itself or below itself (400).
 */
export async function placing(
  actor: Actor,
  moduleId: unknown,
  input: { ids: string[]; parentId: string | null },
  locale: Locale,
) {
  const scope = await driveScope(actor, moduleId, locale);
  const items = await liveItems(scope.moduleId, input.ids);
  const target = input.parentId ? await liveFolder(scope.moduleId, input.parentId) : null;
  await assertMayChange(scope, "add", target);
  if (target && items.some((item) => item.id === target.id || target.path.split("/").includes(item.id)))
    throw badRequest("validation.driveMoveIntoItself");
  return { scope, items, target };
}

/**
 * POST …/items/move: items into a folder (or the root). A folder cannot go into itself or below
 * itself (400); a name the destination already has is a 409 and nothing moves. What is inside a
 * folder goes with it (their paths are rewritten in the same statement).
 */
export async function moveItems(
  actor: Actor,
  moduleId: unknown,
  input: { ids: string[]; parentId: string | null },
  locale: Locale = "en",
): Promise<{ items: DriveItem[] }> {
  const { scope, items, target } = await placing(actor, moduleId, input, locale);
  for (const item of items) await assertMayChange(scope, "edit", item);
  const moving = items.filter((item) => item.parentId !== (target?.id ?? null));
  const newPath = childPath(target);
  try {
    await withEvents(async (tx, emit) => {
      for (const item of moving) {
        await tx.driveItem.update({
          where: { id: item.id },
          data: { parentId: target?.id ?? null, path: newPath, updatedById: actor.userId },
        });
        if (item.kind === "folder") {
          const from = `${item.path}${item.id}/`;
          const to = `${newPath}${item.id}/`;
          await tx.$executeRaw`
            UPDATE "DriveItem" SET "path" = ${to} || substr("path", ${from.length + 1})
             WHERE "moduleId" = ${scope.moduleId} AND "path" LIKE ${`${from}%`}`;
        }
      }
      if (moving.length)
        emit(itemsChanged(scope, actor, [target?.id ?? null, ...moving.map((item) => item.parentId)]));
    });
  } catch (error) {
    if (isNameTaken(error)) throw nameTaken();
    throw error;
  }
  return {
    items: await itemsById(
      scope.moduleId,
      actor.userId,
      items.map((item) => item.id),
    ),
  };
}
