import "server-only";
import { getDb } from "@/lib/server/db";
import { DUE, SETTLED } from "./stat-sql";

/** The forms with settled responses not folded yet (the form-stats-fold job), at most `limit`. */
export async function formsToFold(limit: number): Promise<string[]> {
  const rows = await getDb().$queryRaw<{ id: string }[]>`
    SELECT f."id" FROM "Form" f
     WHERE (f."statsUntil" IS NULL OR f."statsUntil" < ${DUE})
       AND EXISTS (SELECT 1 FROM "FormResponse" r
                    WHERE r."formId" = f."id" AND r."createdAt" >= coalesce(f."statsUntil", '-infinity'::timestamp)
                      AND r."createdAt" < ${SETTLED})
     LIMIT ${limit}`;
  return rows.map((row) => row.id);
}
