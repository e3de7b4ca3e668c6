import "server-only";
import { getDb } from "@/lib/server/db";

/**
 * The keys among `keys` that File management still holds: a version of an item, or an item's
 * thumbnail (the daily orphan purge keeps them; a deleted module's files become orphans).
 */
export async function driveReferences(keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await getDb().$queryRaw<{ key: string }[]>`
    SELECT f."key" FROM "File" f
     WHERE f."key" = ANY(${keys}::text[]) AND f."ownerKind" = 'file_management'
       AND (EXISTS (SELECT 1 FROM "DriveVersion" v WHERE v."fileId" = f."id")
            OR EXISTS (SELECT 1 FROM "DriveItem" i WHERE i."thumbFileId" = f."id"))`;
  return rows.map((row) => row.key);
}
