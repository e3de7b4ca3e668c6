import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { localMidnightSql } from "@/lib/server/reporting/day-bounds";
import { addDays } from "@/modules/time-tracker/shared/report-range";

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
 * The filter as conditions on `t` (a "TimeEntry"): the module, the person, and a start from the first
 * local day's midnight in `tz` to the midnight after the last, as UTC instants computed once by
 * PostgreSQL with the zone's rules — an entry belongs to the local day it starts, and the bounds are
 * plain (moduleId, start) index bounds, with nothing computed per row.
 */
export function rangeSql(filter: ReportFilter): Prisma.Sql {
  const user = filter.userId ? Prisma.sql`AND t."userId" = ${filter.userId}` : Prisma.empty;
  const midnight = (date: string) => localMidnightSql(date, filter.tz);
  return Prisma.sql`t."moduleId" = ${filter.moduleId} ${user}
    AND t."start" >= ${midnight(filter.from)} AND t."start" < ${midnight(addDays(filter.to, 1))}`;
}

/** Whole seconds of `t` (a running entry up to now), as `d."seconds"` through a LATERAL. */
export const secondsSql = Prisma.sql`CROSS JOIN LATERAL (SELECT GREATEST(0, floor(EXTRACT(EPOCH FROM
  (COALESCE(t."end", now() AT TIME ZONE 'UTC') - t."start"))))::bigint AS "seconds") d`;

/** The person's own rate, else the module's (`r`, `s`), else null, as `"rateCents"`. */
export const rateJoinSql = Prisma.sql`LEFT JOIN "TimeTrackerMemberRate" r ON r."moduleId" = t."moduleId" AND r."userId" = t."userId"
  LEFT JOIN "TimeTrackerSettings" s ON s."moduleId" = t."moduleId"`;
export const rateSql = Prisma.sql`COALESCE(r."hourlyRateCents", s."hourlyRateCents")`;

/**
 * An entry's amount in cents: billable seconds × rate, rounded to the cent once per entry, half up,
 * in integers (modules/time-tracker/shared/rates.ts `entryAmountCents`).
 */
export const centsSql = Prisma.sql`CASE WHEN t."billable" AND ${rateSql} IS NOT NULL
  THEN (d."seconds" * ${rateSql} + 1800) / 3600 ELSE 0 END`;

/**
 * `WITH "entries" AS (…)`: the range's entries with every column an export shows: `localStart`,
 * `seconds`, `rateCents` and `cents`. `after` continues a keyset (start, id).
 */
export function reportEntriesSql(filter: ReportFilter, after: { start: Date; id: string } | null = null) {
  const keyset = after ? Prisma.sql`AND (t."start", t."id") > (${after.start}, ${after.id})` : Prisma.empty;
  return Prisma.sql`WITH "entries" AS (
    SELECT t."id", t."userId", t."start", t."end", t."billable", t."tagIds", t."description",
           t."taskModuleId", t."taskId", t."taskKey", ${localStartSql(filter.tz)} AS "localStart",
           d."seconds", ${rateSql} AS "rateCents", ${centsSql} AS "cents"
      FROM "TimeEntry" t ${secondsSql} ${rateJoinSql}
     WHERE ${rangeSql(filter)} ${keyset}
  )`;
}

/** The sums every report row carries over `x` rows (seconds, billableSeconds, cents), as numbers. */
export const sumsSql = Prisma.sql`COALESCE(SUM(x."seconds"), 0)::float8 AS "seconds",
  COALESCE(SUM(x."billableSeconds"), 0)::float8 AS "billableSeconds",
  COALESCE(SUM(x."cents"), 0)::float8 AS "cents"`;

/** Per entry `t`: its seconds, billable seconds and cents, as the columns `sumsSql` adds up. */
export const amountsSql = Prisma.sql`d."seconds", CASE WHEN t."billable" THEN d."seconds" ELSE 0 END AS "billableSeconds",
  ${centsSql} AS "cents"`;
