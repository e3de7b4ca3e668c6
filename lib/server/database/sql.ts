import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";

// Pieces of SQL that answers written as JSON by PostgreSQL share (lib/server/api/json-text.ts).

/**
 * A timestamp column (UTC, without a time zone, as Prisma stores DateTime) as the ISO text
 * Date#toISOString writes, or NULL.
 */
export const isoSql = (column: Prisma.Sql) => Prisma.sql`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
