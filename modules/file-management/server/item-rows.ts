import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { isoSql } from "@/lib/server/database/sql";
import { getDb } from "@/lib/server/db";
import { fileUrl } from "@/lib/server/files/file-key";
import type { DriveItem } from "@/modules/file-management/shared/types";
import { previewSql } from "./detect-type";

// One way to read items for the API: an item as the contract answers it (its columns, who made and
// last changed it, whether the reader starred it, how many versions it has, its thumbnail and, in
// tabs and searches that list items of many folders, the names of its folders), written as JSON by
// PostgreSQL in one statement with the caller's own FROM/WHERE/ORDER (`i` is the item). A listing
// page of 100 items is sent as PostgreSQL wrote it (list-items.ts).

const person = (column: Prisma.Sql) =>
  Prisma.sql`(SELECT json_build_object('id', u."id", 'name', COALESCE(u."name", '')) FROM "User" u WHERE u."id" = ${column})`;

/** The names of `i`'s folders from the root ("a/b/" → [name of a, name of b]). */
const locationSql = Prisma.sql`(
  SELECT COALESCE(json_agg(a."name" ORDER BY p."n"), '[]'::json)
    FROM unnest(string_to_array(rtrim(i."path", '/'), '/')) WITH ORDINALITY p("id", "n")
    JOIN "DriveItem" a ON a."id" = p."id")`;

/**
 * `i` as a DriveItem in JSON for `userId` (bookmarks are theirs); `located`: with its location (else
 * null).
 */
export const itemJson = (userId: string, located: boolean) => Prisma.sql`json_build_object(
  'id', i."id", 'kind', i."kind", 'name', i."name", 'parentId', i."parentId", 'size', i."size",
  'contentType', i."contentType",
  'preview', CASE WHEN i."kind" = 'folder' THEN 'none' ELSE ${previewSql(Prisma.sql`i."contentType"`)} END,
  'thumbUrl', (SELECT ${fileUrl("")} || t."key" FROM "File" t WHERE t."id" = i."thumbFileId"),
  'versions', CASE WHEN i."kind" = 'file'
                   THEN (SELECT count(*)::int FROM "DriveVersion" v WHERE v."itemId" = i."id") ELSE 0 END,
  'createdAt', ${isoSql(Prisma.sql`i."createdAt"`)}, 'updatedAt', ${isoSql(Prisma.sql`i."updatedAt"`)},
  'createdBy', ${person(Prisma.sql`i."createdById"`)}, 'updatedBy', ${person(Prisma.sql`i."updatedById"`)},
  'bookmarked', EXISTS (SELECT 1 FROM "DriveBookmark" b WHERE b."itemId" = i."id" AND b."userId" = ${userId}),
  'trashedAt', ${isoSql(Prisma.sql`i."trashedAt"`)},
  'location', ${located ? locationSql : Prisma.sql`NULL::json`})`;

/**
 * Whether none of `i`'s folders is in the trash (an item in a trashed folder is in the trash with
 * it, though only the folder carries trashedAt).
 */
export const noTrashedAncestor = Prisma.sql`NOT EXISTS (
  SELECT 1 FROM "DriveItem" a
   WHERE i."path" <> '' AND a."id" = ANY(string_to_array(rtrim(i."path", '/'), '/')) AND a."trashedAt" IS NOT NULL)`;

/** Ids of the folders on a path ("a/b/" → [a, b]). */
export const pathIds = (path: string) => path.split("/").filter((id) => id !== "");

/** Whether any of these folders is in the trash (then what is inside them is too). */
export async function anyTrashed(folderIds: string[]): Promise<boolean> {
  if (folderIds.length === 0) return false;
  return (await getDb().driveItem.count({ where: { id: { in: folderIds }, trashedAt: { not: null } } })) > 0;
}

/** Items of the module by id with their paths (any order). */
export async function itemRows(
  moduleId: string,
  userId: string,
  ids: string[],
): Promise<{ item: DriveItem; path: string }[]> {
  if (ids.length === 0) return [];
  const rows = await getDb().$queryRaw<{ item: string; path: string }[]>`
    SELECT ${itemJson(userId, false)}::text AS "item", i."path" FROM "DriveItem" i
     WHERE i."moduleId" = ${moduleId} AND i."id" = ANY(${ids}::bpchar[])`;
  return rows.map((row) => ({ item: JSON.parse(row.item) as DriveItem, path: row.path }));
}

/** Items of the module by id, as the API answers them (in the order of `ids`). */
export async function itemsById(moduleId: string, userId: string, ids: string[]): Promise<DriveItem[]> {
  const byId = new Map((await itemRows(moduleId, userId, ids)).map((row) => [row.item.id, row.item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The names of the folders on a path, in one query. */
export async function crumbsOf(path: string): Promise<{ id: string; name: string }[]> {
  const ids = pathIds(path);
  if (ids.length === 0) return [];
  const folders = await getDb().driveItem.findMany({
    where: { id: { in: ids } },
    select: { id: true, name: true },
  });
  const names = new Map(folders.map((folder) => [folder.id, folder.name]));
  return ids.map((id) => ({ id, name: names.get(id) ?? "" }));
}
