import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { countsSql, type StatKind, type StatRow } from "./stat-sql";

/** Every count of a form: the folded ones plus those of the tail, in one statement. */
export async function formStats(formId: string): Promise<StatRow[]> {
  const tail = Prisma.sql`r."createdAt" >= coalesce(
    (SELECT "statsUntil" FROM "Form" WHERE "id" = ${formId}), '-infinity'::timestamp)`;
  const rows = await getDb().$queryRaw<{ kind: StatKind; elementId: string; value: string; count: bigint }[]>`
    SELECT kind, "elementId", value, sum(count)::bigint AS count FROM (
      SELECT s."kind" AS kind, s."elementId", s."value" AS value, s."count" AS count
        FROM "FormStat" s WHERE s."formId" = ${formId}
      UNION ALL
      SELECT * FROM (${countsSql(formId, tail)}) t) all_counts
    GROUP BY 1, 2, 3`;
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** How many responses each form has: FormStat's total plus the tail's, for a page of forms. */
export async function responseCounts(formIds: string[]): Promise<Map<string, number>> {
  if (formIds.length === 0) return new Map();
  const rows = await getDb().$queryRaw<{ id: string; count: bigint }[]>`
    SELECT f."id",
           coalesce((SELECT s."count" FROM "FormStat" s
                      WHERE s."formId" = f."id" AND s."kind" = 'total' AND s."elementId" = '' AND s."value" = ''), 0)
           + (SELECT count(*) FROM "FormResponse" r
               WHERE r."formId" = f."id" AND r."createdAt" >= coalesce(f."statsUntil", '-infinity'::timestamp)) AS count
      FROM "Form" f WHERE f."id" = ANY(${formIds})`;
  return new Map(rows.map((row) => [row.id, Number(row.count)]));
}
