import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { countsSql, lockSql } from "./stat-sql";

/**
 * In a response's delete transaction, before the delete: takes the form's fold lock and, when the
 * response was folded already, subtracts its counts (rows that reach zero go).
 */
export async function forgetFoldedResponse(
  tx: Prisma.TransactionClient,
  formId: string,
  responseId: string,
): Promise<void> {
  await tx.$executeRaw(lockSql(formId));
  const range = Prisma.sql`r."id" = ${responseId} AND r."createdAt" < (
    SELECT "statsUntil" FROM "Form" WHERE "id" = ${formId})`;
  const changed = await tx.$executeRaw`
    UPDATE "FormStat" s SET "count" = s."count" - c.count FROM (${countsSql(formId, range)}) c
     WHERE s."formId" = ${formId} AND s."kind" = c.kind AND s."elementId" = c."elementId"
       AND s."value" = c.value`;
  // A second statement: one statement cannot delete the rows it updates.
  if (changed > 0) await tx.$executeRaw`DELETE FROM "FormStat" WHERE "formId" = ${formId} AND "count" <= 0`;
}
