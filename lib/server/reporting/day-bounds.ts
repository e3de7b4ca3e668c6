import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * The UTC instant (a `timestamp` as the tables store them) of the local midnight that starts a day
 * in `tz`, computed by PostgreSQL with the zone's rules (DST included). `date` is a YYYY-MM-DD
 * string, or an SQL expression of a date or a timestamp at midnight (a generated series of days).
 * The one place a local day's bounds are written: the time tracker's reports and exports and the
 * workspace reports (issue 14) read their days through it.
 */
export function localMidnightSql(date: string | Prisma.Sql, tz: string): Prisma.Sql {
  const day = typeof date === "string" ? Prisma.sql`${date}::date` : date;
  return Prisma.sql`((${day}::timestamp AT TIME ZONE ${tz}) AT TIME ZONE 'UTC')`;
}
