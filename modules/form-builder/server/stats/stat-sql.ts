import "server-only";
import { BOOLEAN_TYPES, CHOICE_TYPES } from "@/modules/form-builder/shared/elements";
import { Prisma } from "@/lib/generated/prisma/client";

// A form's response numbers (issue 17: the Analyze tab over 100,000 responses < 300 ms) without
// writing anything shared when a response arrives: a submission is one INSERT, and concurrent
// submissions never queue on a counter's row. Responses created more than STATS_SETTLE_MINUTES
// ago are folded into FormStat (counts per kind, element and value) and Form.statsUntil moves on;
// the numbers are the folded counts plus the same counts over the tail (the responses since
// statsUntil), read in one statement. A fold runs when the Analyze tab is read and every few
// minutes for forms with settled responses (form-stats-fold job); a deleted response that was
// folded is subtracted in its delete's transaction. Folds and deletes of one form take the same
// advisory lock, so a response is never counted twice or subtracted before it was added.
// This file: the statements' shared parts.

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
export const SETTLED = Prisma.sql`date_trunc('milliseconds', (now() AT TIME ZONE 'UTC') - make_interval(mins => ${STATS_SETTLE_MINUTES}))`;
export const DUE = Prisma.sql`((now() AT TIME ZONE 'UTC') - make_interval(mins => ${STATS_SETTLE_MINUTES + 1}))`;

const COUNTED_TYPES = [...CHOICE_TYPES, ...BOOLEAN_TYPES];

/**
 * The counts of the responses of `formId` that `range` selects (a condition on r."createdAt"), per
 * kind: all of them, per UTC day, answered per element, per value of choice and checkbox elements,
 * and per value of number elements; an element's type is the one in the response's own version.
 */
export function countsSql(formId: string, range: Prisma.Sql): Prisma.Sql {
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

/** The form's fold lock (folds and deletes of one form take it). */
export const lockSql = (formId: string) =>
  Prisma.sql`SELECT pg_advisory_xact_lock(hashtextextended('form-stats:' || ${formId}, 0))`;
