import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { countsSql, DUE, lockSql, SETTLED } from "./stat-sql";

/**
 * Folds the settled responses of a form (created before now − STATS_SETTLE_MINUTES and not folded
 * yet) into FormStat. Cheap when there is nothing to fold: one indexed probe.
 */
export async function foldFormStats(formId: string): Promise<void> {
  const db = getDb();
  const [due] = await db.$queryRaw<{ due: boolean }[]>`
    SELECT f."statsUntil" IS NULL OR f."statsUntil" < ${DUE} AS due
      FROM "Form" f WHERE f."id" = ${formId}`;
  if (!due?.due) return;
  await db.$transaction(async (tx) => {
    await tx.$executeRaw(lockSql(formId));
    // now() is the transaction's start: the same instant in both statements.
    const range = Prisma.sql`r."createdAt" >= coalesce(
        (SELECT "statsUntil" FROM "Form" WHERE "id" = ${formId}), '-infinity'::timestamp)
      AND r."createdAt" < ${SETTLED}`;
    await tx.$executeRaw`
      INSERT INTO "FormStat" ("formId", "kind", "elementId", "value", "count")
      SELECT ${formId}, c.kind, c."elementId", c.value, c.count FROM (${countsSql(formId, range)}) c
      ON CONFLICT ("formId", "kind", "elementId", "value")
        DO UPDATE SET "count" = "FormStat"."count" + EXCLUDED."count"`;
    await tx.$executeRaw`
      UPDATE "Form" SET "statsUntil" = ${SETTLED}
       WHERE "id" = ${formId} AND ("statsUntil" IS NULL OR "statsUntil" < ${SETTLED})`;
  });
}
