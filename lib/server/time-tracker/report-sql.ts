import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { addDays } from "@/lib/time-tracker/report-range";

/** Which entries a report or an export reads. */
export interface ReportFilter {
  moduleId: string;
  /** Local dates in `tz`, both included. */
  from: string;
  to: string;
  tz: string;
  /** Only this person's entries; null: everyone's. */
  userId: string | null;
}

/** An entry's start as a local timestamp in `tz` (PostgreSQL applies the zone's DST rules). */
export const localStartSql = (tz: string) => Prisma.sql`((t."start" AT TIME ZONE 'UTC') AT TIME ZONE ${tz})`;

/**
 * `WITH "entries" AS (…)`: the module's entries whose start falls on a local day of the range, each
 * with `seconds` (whole seconds; a running one up to now), `billableSeconds`, `rateCents` (the
 * person's own rate, else the module's, else null) and `cents` (billable seconds × rate, rounded to
 * the cent once per entry, half up: lib/time-tracker/rates.ts `entryAmountCents`). The instants bound
 * the (moduleId, start) index range with room for any zone's offset; the local day decides.
 * `after` continues a keyset (start, id).
 */
export function reportEntriesSql(filter: ReportFilter, after: { start: Date; id: string } | null = null) {
  const lo = new Date(`${addDays(filter.from, -2)}T00:00:00Z`);
  const hi = new Date(`${addDays(filter.to, 3)}T00:00:00Z`);
  const user = filter.userId ? Prisma.sql`AND t."userId" = ${filter.userId}` : Prisma.empty;
  const keyset = after ? Prisma.sql`AND (t."start", t."id") > (${after.start}, ${after.id})` : Prisma.empty;
  return Prisma.sql`WITH "base" AS (
    SELECT t."id", t."userId", t."start", t."end", t."billable", t."tagIds", t."description",
           t."taskModuleId", t."taskId", t."taskKey", ${localStartSql(filter.tz)} AS "localStart",
           GREATEST(0, floor(EXTRACT(EPOCH FROM (COALESCE(t."end", now() AT TIME ZONE 'UTC') - t."start"))))::bigint AS "seconds",
           COALESCE(r."hourlyRateCents", s."hourlyRateCents") AS "rateCents"
      FROM "TimeEntry" t
      LEFT JOIN "TimeTrackerMemberRate" r ON r."moduleId" = t."moduleId" AND r."userId" = t."userId"
      LEFT JOIN "TimeTrackerSettings" s ON s."moduleId" = t."moduleId"
     WHERE t."moduleId" = ${filter.moduleId} ${user} ${keyset}
       AND t."start" >= ${lo} AND t."start" < ${hi}
       AND ${localStartSql(filter.tz)}::date BETWEEN ${filter.from}::date AND ${filter.to}::date
  ), "entries" AS (
    SELECT b.*,
           CASE WHEN b."billable" THEN b."seconds" ELSE 0 END AS "billableSeconds",
           CASE WHEN b."billable" AND b."rateCents" IS NOT NULL
                THEN round(b."seconds"::numeric * b."rateCents" / 3600) ELSE 0 END AS "cents"
      FROM "base" b
  )`;
}

/** The sums every report row carries, as numbers (0 without entries). */
export const sumsSql = Prisma.sql`COALESCE(SUM(e."seconds"), 0)::float8 AS "seconds",
  COALESCE(SUM(e."billableSeconds"), 0)::float8 AS "billableSeconds",
  COALESCE(SUM(e."cents"), 0)::float8 AS "cents"`;
