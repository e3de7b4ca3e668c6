import "server-only";
import { getDb } from "@/lib/server/db";

/**
 * The keys among `keys` the Content hub still uses (for purge-orphaned-uploads): a post's cover or
 * body (an inline image's address), a product's images or a download in its sections, a category's
 * image; a web variant is used while its original is. One statement per batch.
 */
export async function contentHubReferences(keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await getDb().$queryRaw<{ key: string }[]>`
    WITH k AS (
      SELECT k.key, COALESCE(v."originalKey", k.key) AS original
        FROM unnest(${keys}::text[]) AS k(key)
        LEFT JOIN "ContentImageVariant" v ON v."variantKey" = k.key
    )
    SELECT k.key FROM k
     WHERE EXISTS (SELECT 1 FROM "ContentPost" p
                    WHERE p."coverImgUrl" = '/' || k.original OR strpos(p."content", k.original) > 0)
        OR EXISTS (SELECT 1 FROM "ContentProduct" p
                    WHERE ('/' || k.original) = ANY (p."mediaUrls") OR strpos(p."customFields"::text, k.original) > 0)
        OR EXISTS (SELECT 1 FROM "ContentCategory" c WHERE c."imageUrl" = '/' || k.original)`;
  return rows.map((row) => row.key);
}
