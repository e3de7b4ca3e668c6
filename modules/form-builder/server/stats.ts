import "server-only";
import { BOOLEAN_TYPES, CHOICE_TYPES } from "@/modules/form-builder/shared/elements";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";

// A form's response numbers (issue 17: the Analyze tab over 100,000 responses < 300 ms) without
// writing anything shared when a response arrives: a submission is one INSERT, and concurrent
// submissions never queue on a counter's row. Responses created more than STATS_SETTLE_MINUTES
// ago are folded into FormStat (counts per kind, element and value) and Form.statsUntil moves on;
// the numbers are the folded counts plus the same counts over the tail (the responses since
// statsUntil), read in one statement. A fold runs when the Analyze tab is read and every few
// minutes for forms with settled responses (form-stats-fold job); a deleted response that was
// folded is subtracted in its delete's transaction. Folds and deletes of one form take the same
// advisory lock, so a response is never counted twice or subtracted before it was added.

/** Responses this old are folded: every insert that set an earlier createdAt has committed. */
export const STATS_SETTLE_MINUTES = 5;

export type StatKind = "total" | "day" | "answered" | "choice" | "number";

export interface StatRow {
  kind: StatKind;
  elementId: string;
  value: string;
  count: number;
}

/**
 * The instant before which responses are settled (createdAt is a UTC timestamp without zone), in
 * whole milliseconds like the columns: the mark stored is then the very bound the fold counted
 * below, so a response on that millisecond is neither folded and left in the tail, nor folded twice.
 */
const SETTLED = Prisma.sql`date_trunc('milliseconds', (now() AT TIME ZONE 'UTC') - make_interval(mins => ${STATS_SETTLE_MINUTES}))`;
const DUE = Prisma.sql`((now() AT TIME ZONE 'UTC') - make_interval(mins => ${STATS_SETTLE_MINUTES + 1}))`;

const COUNTED_TYPES = [...CHOICE_TYPES, ...BOOLEAN_TYPES];

/**
 * The counts of the responses of `formId` that `range` selects (a condition on r."createdAt"), per
 * kind: all of them, per UTC day, answered per element, per value of choice and checkbox elements,
 * and per value of number elements; an element's type is the one in the response's own version.
 */
function countsSql(formId: string, range: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    WITH r AS MATERIALIZED (
      SELECT r."versionId", r."answers", r."createdAt" FROM "FormResponse" r
       WHERE r."formId" = ${formId} AND ${range}),
    types AS (
      SELECT v."id" AS "versionId", el ->> 'id' AS key, el ->> 'type' AS type
        FROM "FormVersion" v CROSS JOIN LATERAL jsonb_array_elements(v."elements") el
       WHERE v."formId" = ${formId} AND v."id" IN (SELECT DISTINCT "versionId" FROM r)),
    pairs AS MATERIALIZED (
      SELECT e.key, e.value, t.type FROM r CROSS JOIN LATERAL jsonb_each(r."answers") e
        LEFT JOIN types t ON t."versionId" = r."versionId" AND t.key = e.key)
    SELECT 'total' AS kind, '' AS "elementId", '' AS value, count(*) AS count FROM r HAVING count(*) > 0
    UNION ALL
    SELECT 'day', '', to_char(r."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD'), count(*) FROM r GROUP BY 3
    UNION ALL
    SELECT 'answered', key, '', count(*) FROM pairs GROUP BY key
    UNION ALL
    SELECT 'choice', key, value #>> '{}', count(*) FROM pairs
     WHERE type = ANY(${COUNTED_TYPES}) AND jsonb_typeof(value) IN ('string', 'boolean', 'number')
     GROUP BY 2, 3
    UNION ALL
    SELECT 'number', key, (value #>> '{}')::numeric::text, count(*) FROM pairs
     WHERE type = 'number' AND jsonb_typeof(value) = 'number'
     GROUP BY 2, 3`;
}

const lockSql = (formId: string) =>
  Prisma.sql`SELECT pg_advisory_xact_lock(hashtextextended('form-stats:' || ${formId}, 0))`;

type Tx = Prisma.TransactionClient;

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

/**
 * In a response's delete transaction, before the delete: takes the form's fold lock and, when the
 * response was folded already, subtracts its counts (rows that reach zero go).
 */
export async function forgetFoldedResponse(tx: Tx, formId: string, responseId: string): Promise<void> {
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
