import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, conflict } from "@/lib/server/errors";
import { withEvents, type Tx } from "@/lib/server/events/commit";
import { newId } from "@/lib/server/ids";
import { ownerColumns, type ModuleScope } from "@/lib/server/modules/module-scope";
import { numberedName, type Crumb, type DriveItem } from "@/modules/file-management/shared/types";
import { itemsById, pathIds } from "./item-rows";
import { assertMayChange } from "./rights";
import { driveScope, itemNotFound, itemsChanged } from "./scope";

export interface LiveFolder {
  id: string;
  name: string;
  path: string;
  crumbs: Crumb[];
}

/**
 * A folder of the module that is not in the trash (nor inside a folder that is), with the folders
 * above it; anything else (a file, another module's id, a trashed one) is not found.
 */
export async function liveFolder(
  moduleId: string,
  id: string,
  db: Tx | ReturnType<typeof getDb> = getDb(),
): Promise<LiveFolder> {
  const folder = await db.driveItem.findFirst({
    where: { id, moduleId, kind: "folder", trashedAt: null },
    select: { id: true, name: true, path: true },
  });
  if (!folder) throw itemNotFound();
  const above = pathIds(folder.path);
  const ancestors = above.length
    ? await db.driveItem.findMany({
        where: { id: { in: above } },
        select: { id: true, name: true, trashedAt: true },
      })
    : [];
  if (ancestors.some((a) => a.trashedAt)) throw itemNotFound();
  const byId = new Map(ancestors.map((a) => [a.id, a.name]));
  return { ...folder, crumbs: above.map((id) => ({ id, name: byId.get(id) ?? "" })) };
}

/** The path of items put in `parent` (null: the root). */
export const childPath = (parent: { id: string; path: string } | null) =>
  parent ? `${parent.path}${parent.id}/` : "";

/** Whether an error is the live-name unique index's (a name taken in the folder). */
export function isNameTaken(error: unknown): boolean {
  return (
    (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") ||
    (error instanceof Error && /DriveItem_live_name_key/.test(error.message))
  );
}

export const nameTaken = () => conflict("validation.driveNameTaken");

/**
 * Inserts an item in a savepoint: false (and the transaction still usable) when the folder already has a
 * live item of its name.
 */
export async function insertLive(tx: Tx, data: Prisma.DriveItemUncheckedCreateInput): Promise<boolean> {
  await tx.$executeRaw`SAVEPOINT drive_insert`;
  try {
    await tx.driveItem.create({ data });
    await tx.$executeRaw`RELEASE SAVEPOINT drive_insert`;
    return true;
  } catch (error) {
    await tx.$executeRaw`ROLLBACK TO SAVEPOINT drive_insert`;
    if (isNameTaken(error)) return false;
    throw error;
  }
}

/** The live item a folder (null: the root) holds under `name`, ignoring case, or null. */
export async function liveNamed(
  db: Tx | ReturnType<typeof getDb>,
  moduleId: string,
  parentId: string | null,
  name: string,
): Promise<{ id: string; kind: "folder" | "file" } | null> {
  const [row] = await db.$queryRaw<{ id: string; kind: "folder" | "file" }[]>`
    SELECT "id", "kind"::text AS "kind" FROM "DriveItem"
     WHERE "moduleId" = ${moduleId} AND COALESCE("parentId", '') = ${parentId ?? ""}::bpchar
       AND lower("name") = lower(${name}) AND "trashedAt" IS NULL`;
  return row ?? null;
}

/** `name`, or the first "name (n)" the folder has no live item of. */
export async function freeName(
  tx: Tx,
  moduleId: string,
  parentId: string | null,
  name: string,
): Promise<string> {
  let candidate = name;
  for (let n = 2; await liveNamed(tx, moduleId, parentId, candidate); n++) candidate = numberedName(name, n);
  return candidate;
}

/** Inserts a folder (the caller checked rights and the parent); a taken name is a 409. */
async function insertFolder(
  tx: Tx,
  scope: ModuleScope,
  userId: string,
  parent: { id: string; path: string } | null,
  name: string,
): Promise<string> {
  const id = newId();
  const inserted = await insertLive(tx, {
    id,
    workspaceId: scope.membership.workspaceId,
    ...ownerColumns(scope),
    parentId: parent?.id ?? null,
    path: childPath(parent),
    kind: "folder",
    name,
    createdById: userId,
    updatedById: userId,
  });
  if (!inserted) throw nameTaken();
  return id;
}

/** POST /file-management/{moduleId}/folders: a new folder in a folder (or the root). */
export async function createFolder(
  actor: Actor,
  moduleId: unknown,
  input: { parentId: string | null; name: string },
  locale: Locale = "en",
): Promise<DriveItem> {
  const scope = await driveScope(actor, moduleId, locale);
  const parent = input.parentId ? await liveFolder(scope.moduleId, input.parentId) : null;
  await assertMayChange(scope, "add", parent);
  const id = await withEvents(async (tx, emit) => {
    const created = await insertFolder(tx, scope, actor.userId, parent, input.name);
    emit(itemsChanged(scope, actor, [parent?.id ?? null]));
    return created;
  });
  return (await itemsById(scope.moduleId, actor.userId, [id]))[0]!;
}

/**
 * POST /file-management/{moduleId}/folders/paths: the folders a dropped folder's files go to, made
 * where missing (an existing live folder of the name is used, as a file manager merges them); a file
 * of the name in the way is a 409. Answers each path's folder id.
 */
export async function ensureFolderPaths(
  actor: Actor,
  moduleId: unknown,
  input: { parentId: string | null; paths: string[][] },
  locale: Locale = "en",
): Promise<{ folders: Record<string, string> }> {
  const scope = await driveScope(actor, moduleId, locale);
  const root = input.parentId ? await liveFolder(scope.moduleId, input.parentId) : null;
  await assertMayChange(scope, "add", root);
  // Parents before children, each path once.
  const paths = [
    ...new Map(
      input.paths.flatMap((parts) => parts.map((_, n) => parts.slice(0, n + 1))).map((p) => [p.join("/"), p]),
    ).values(),
  ].sort((a, b) => a.length - b.length);
  const folders: Record<string, string> = {};
  const places = new Map<string, { id: string; path: string } | null>([
    ["", root && { id: root.id, path: root.path }],
  ]);
  await withEvents(async (tx, emit) => {
    for (const parts of paths) {
      const key = parts.join("/");
      const parent = places.get(parts.slice(0, -1).join("/")) ?? null;
      const name = parts[parts.length - 1]!;
      const existing = await liveNamed(tx, scope.moduleId, parent?.id ?? null, name);
      if (existing && existing.kind !== "folder") throw badRequest("validation.driveFolderBlocked");
      const id = existing?.id ?? (await insertFolder(tx, scope, actor.userId, parent, name));
      places.set(key, { id, path: childPath(parent) });
      folders[key] = id;
    }
    emit(itemsChanged(scope, actor, [root?.id ?? null]));
  });
  return { folders };
}
