import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { TASK_STATUSES } from "@/lib/tasks/status";

/**
 * A task's status from its column's rank (1-based, by order then id) among its board's `count`
 * columns, in SQL, as an index into TASK_STATUSES: 0 to do (the first column), 2 done (the last),
 * 1 work in progress. statusOf (lib/tasks/status.ts) is the same rule for TypeScript and the
 * client; tests/integration/tasks/status-sql.test.ts compares the two. The one SQL form:
 * task lists, goals and reports read it.
 */
export const statusIndexSql = (rank: Prisma.Sql, count: Prisma.Sql) =>
  Prisma.sql`(CASE WHEN ${rank} <= 1 THEN 0 WHEN ${rank} >= ${count} THEN 2 ELSE 1 END)`;

const STATUS_NAMES = Prisma.raw(`(ARRAY[${TASK_STATUSES.map((status) => `'${status}'`).join(", ")}])`);

/** statusIndexSql as the status's name ('todo', 'work-in-progress', 'done'). */
export const statusSql = (rank: Prisma.Sql, count: Prisma.Sql) =>
  Prisma.sql`${STATUS_NAMES}[${statusIndexSql(rank, count)} + 1]`;
