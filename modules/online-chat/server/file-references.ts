import "server-only";
import { getDb } from "@/lib/server/db";

/** The keys among `keys` that a chat attachment still holds (the daily orphan purge keeps them). */
export async function chatAttachmentReferences(keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await getDb().$queryRaw<{ key: string }[]>`
    SELECT f."key" FROM "File" f
     WHERE f."key" = ANY(${keys}::text[]) AND f."ownerKind" = 'online_chat'
       AND EXISTS (SELECT 1 FROM "ChatAttachment" a WHERE a."fileId" = f."id" OR a."thumbFileId" = f."id")`;
  return rows.map((row) => row.key);
}
