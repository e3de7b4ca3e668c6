import "server-only";
import { getDb } from "@/lib/server/db";

/**
 * The keys among `keys` that a stored response names (for purge-orphaned-uploads): a respondent's
 * upload is kept once a response of its form answers its element with it; an upload no response
 * took is an orphan after the grace period.
 */
export async function formResponseReferences(keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await getDb().$queryRaw<{ fileKey: string }[]>`
    SELECT fu."fileKey" FROM "FormUpload" fu
     WHERE fu."fileKey" = ANY(${keys})
       AND EXISTS (SELECT 1 FROM "FormResponse" r
                    WHERE r."formId" = fu."formId"
                      AND r."answers" @> jsonb_build_object(fu."elementId",
                            jsonb_build_object('fileKey', '/' || fu."fileKey")))`;
  return rows.map((row) => row.fileKey);
}
