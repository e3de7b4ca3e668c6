import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { fileUrl } from "@/lib/server/files/file-key";
import type { DriveItem } from "@/modules/file-management/shared/types";
import { previewOf } from "./detect-type";

// One way to read items for the API: the columns of an item, who made and last changed it, whether
// the reader starred it, how many versions it has and its thumbnail, in one statement with the
// caller's own FROM/WHERE/ORDER (`i` is the item).

export interface ItemRow {
  id: string;
  kind: "folder" | "file";
  name: string;
  parentId: string | null;
  path: string;
  size: bigint;
  contentType: string | null;
  thumbKey: string | null;
  versions: number;
  createdAt: Date;
  updatedAt: Date;
  createdById: string | null;
  createdByName: string | null;
  updatedById: string | null;
  updatedByName: string | null;
  bookmarked: boolean;
  trashedAt: Date | null;
}

/** The select list of ItemRow, for `userId` (bookmarks are theirs). */
export const itemColumns = (userId: string) => Prisma.sql`
  i."id", i."kind"::text AS "kind", i."name", i."parentId", i."path", i."size", i."contentType",
  (SELECT t."key" FROM "File" t WHERE t."id" = i."thumbFileId") AS "thumbKey",
  (SELECT count(*)::int FROM "DriveVersion" v WHERE v."itemId" = i."id") AS "versions",
  i."createdAt", i."updatedAt",
  i."createdById", (SELECT u."name" FROM "User" u WHERE u."id" = i."createdById") AS "createdByName",
  i."updatedById", (SELECT u."name" FROM "User" u WHERE u."id" = i."updatedById") AS "updatedByName",
  EXISTS (SELECT 1 FROM "DriveBookmark" b WHERE b."itemId" = i."id" AND b."userId" = ${userId}) AS "bookmarked",
  i."trashedAt"`;

/**
 * Whether none of `i`'s folders is in the trash (an item in a trashed folder is in the trash with
 * it, though only the folder carries trashedAt).
 */
export const noTrashedAncestor = Prisma.sql`NOT EXISTS (
  SELECT 1 FROM "DriveItem" a
   WHERE i."path" <> '' AND a."id" = ANY(string_to_array(rtrim(i."path", '/'), '/')) AND a."trashedAt" IS NOT NULL)`;

/** Ids of the folders on a path ("a/b/" → [a, b]). */
export const pathIds = (path: string) => path.split("/").filter((id) => id !== "");

const person = (id: string | null, name: string | null) => (id ? { id, name: name ?? "" } : null);

/**
 * The answer of rows; `locations`: each row's folder names from the root (tabs and searches that list
 * items of many folders) when given.
 */
export function toItems(rows: ItemRow[], locations?: Map<string, string>): DriveItem[] {
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    parentId: row.parentId,
    size: Number(row.size),
    contentType: row.contentType,
    preview: row.kind === "folder" ? "none" : previewOf(row.contentType),
    thumbUrl: row.thumbKey ? fileUrl(row.thumbKey) : null,
    versions: row.versions,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy: person(row.createdById, row.createdByName),
    updatedBy: person(row.updatedById, row.updatedByName),
    bookmarked: row.bookmarked,
    trashedAt: row.trashedAt?.toISOString() ?? null,
    location: locations ? pathIds(row.path).map((id) => locations.get(id) ?? "") : null,
  }));
}

/** The names of the folders on the rows' paths, in one query. */
export async function locationsOf(rows: Pick<ItemRow, "path">[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((row) => pathIds(row.path)))];
  if (ids.length === 0) return new Map();
  const folders = await getDb().driveItem.findMany({
    where: { id: { in: ids } },
    select: { id: true, name: true },
  });
  return new Map(folders.map((folder) => [folder.id, folder.name]));
}

/** Rows of the module's items by id (any order). */
export function itemRows(moduleId: string, userId: string, ids: string[]): Promise<ItemRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return getDb().$queryRaw<ItemRow[]>`
    SELECT ${itemColumns(userId)} FROM "DriveItem" i
     WHERE i."moduleId" = ${moduleId} AND i."id" = ANY(${ids}::bpchar[])`;
}

/** Items of the module by id, as the API answers them (in the order of `ids`). */
export async function itemsById(moduleId: string, userId: string, ids: string[]): Promise<DriveItem[]> {
  const byId = new Map(toItems(await itemRows(moduleId, userId, ids)).map((item) => [item.id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
