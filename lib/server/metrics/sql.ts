import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { DateBucket } from "@/lib/metrics/entities";
import type { MetricQuery } from "./metric-source";

/**
 * The key of a date X-axis point: the first local day (`YYYY-MM-DD`) of the bucket holding the
 * instant `column`, in the query's zone (weeks start on Monday, as ISO weeks and date_trunc do).
 * `column` is a stored instant: Prisma's DateTime columns are `timestamp` holding UTC, so it is read
 * as UTC first, then as the zone's wall clock.
 */
export function bucketKeySql(column: Prisma.Sql, bucket: DateBucket, zone: string): Prisma.Sql {
  return Prisma.sql`to_char(date_trunc(${bucket}, (${column} AT TIME ZONE 'UTC') AT TIME ZONE ${zone}), 'YYYY-MM-DD')`;
}

/** `AND from <= column < to` for the query's period (nothing when it has none). */
export function periodSql(column: Prisma.Sql, query: Pick<MetricQuery, "from" | "to">): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  if (query.from) parts.push(Prisma.sql`AND ${column} >= ${query.from}`);
  if (query.to) parts.push(Prisma.sql`AND ${column} < ${query.to}`);
  return parts.length ? Prisma.join(parts, " ") : Prisma.empty;
}

/**
 * The readable modules' ids of a context, for `"moduleId" = ANY(${ids}::bpchar[])`: ids are char(24)
 * columns, and a text[] would compare them as text, which no index serves.
 */
export const moduleIdsOf = (scopes: readonly { moduleId: string }[]) => scopes.map((scope) => scope.moduleId);
