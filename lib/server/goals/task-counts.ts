import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";

// Done and total tasks for goals, in SQL. A task is done when it sits in its board's last column by
// (order, id) and the board has more than one column: statusOf's rule (lib/tasks/status.ts,
// where the first column is todo even when it is the only one). Projects count top-level tasks only.

/** The last column of the board whose id is `board` (an SQL expression). */
export const lastColumnSql = (board: Prisma.Sql) =>
  Prisma.sql`(SELECT c."id" FROM "TaskColumn" c WHERE c."boardId" = ${board} ORDER BY c."order" DESC, c."id" DESC LIMIT 1)`;

/** How many columns the board `board` has. */
export const columnCountSql = (board: Prisma.Sql) =>
  Prisma.sql`(SELECT count(*) FROM "TaskColumn" c WHERE c."boardId" = ${board})`;

/**
 * The board's top-level tasks: all its tasks (an index-only count on (boardId, number), half the
 * cost of counting the wider top-level column index) less its subtasks (their partial index).
 */
export const topLevelTotalSql = (board: Prisma.Sql) =>
  Prisma.sql`((SELECT count(*) FROM "Task" t WHERE t."boardId" = ${board})
    - (SELECT count(*) FROM "TaskColumn" c JOIN "Task" t ON t."columnId" = c."id" AND t."parentId" IS NOT NULL
        WHERE c."boardId" = ${board}))`;

/** The board's done top-level tasks (0 on a board of one column). */
export const topLevelDoneSql = (board: Prisma.Sql) =>
  Prisma.sql`(CASE WHEN ${columnCountSql(board)} > 1
     THEN (SELECT count(*) FROM "Task" t WHERE t."parentId" IS NULL AND t."columnId" = ${lastColumnSql(board)})
     ELSE 0 END)`;
