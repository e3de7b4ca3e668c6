import "server-only";
import { getDb } from "@/lib/server/db";
import { ANNOUNCE_SETTLE_MS, settledBefore } from "./announce-responses";

/** The forms with responses not announced yet (settled), at most `limit`: the sweep's work. */
export async function formsToAnnounce(limit: number): Promise<string[]> {
  const until = settledBefore(ANNOUNCE_SETTLE_MS);
  const rows = await getDb().$queryRaw<{ id: string }[]>`
    SELECT f."id" FROM "Form" f
     WHERE EXISTS (SELECT 1 FROM "FormResponse" r
                    WHERE r."formId" = f."id" AND r."createdAt" >= coalesce(f."announcedUntil", '-infinity'::timestamp)
                      AND r."createdAt" < ${until})
     LIMIT ${limit}`;
  return rows.map((row) => row.id);
}
