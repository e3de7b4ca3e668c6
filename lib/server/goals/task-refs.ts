import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { GoalTaskRef } from "@/lib/goals/api";
import { formatTaskKey } from "@/lib/tasks/task-key";
import { statusOf } from "@/lib/tasks/status";

/**
 * Tasks as goals show them, from a query `tk` selecting "id", "number", "title", "boardId",
 * "columnId", "keyPrefix" and "moduleId": each task's column ranked in its board by (order, id), so
 * its status is statusOf's (first column todo, last done). `order` sorts the rows of `tk`.
 */
export const taskRefsSql = (tk: Prisma.Sql, order: Prisma.Sql) => Prisma.sql`
  WITH tk AS (${tk}),
  cols AS (
    SELECT c."id", row_number() OVER (PARTITION BY c."boardId" ORDER BY c."order", c."id") AS rn,
           count(*) OVER (PARTITION BY c."boardId") AS n
      FROM "TaskColumn" c WHERE c."boardId" IN (SELECT DISTINCT "boardId" FROM tk))
  SELECT tk."id", tk."number", tk."title", tk."keyPrefix", tk."moduleId", cols.rn, cols.n
    FROM tk JOIN cols ON cols."id" = tk."columnId"
   ORDER BY ${order}`;

/** The columns `tk` selects from a task `t` and its board `b`. */
export const taskRefColumnsSql = Prisma.sql`t."id", t."number", t."title", t."boardId", t."columnId",
  b."keyPrefix", COALESCE(b."projectModuleId", b."workspaceModuleId") AS "moduleId"`;

export interface TaskRefRow {
  id: string;
  number: number;
  title: string;
  keyPrefix: string;
  moduleId: string;
  rn: bigint | number;
  n: bigint | number;
}

export function toTaskRef(row: TaskRefRow): GoalTaskRef {
  return {
    id: row.id,
    key: formatTaskKey(row.keyPrefix, row.number),
    title: row.title,
    status: statusOf(Number(row.rn), Number(row.n)),
    moduleId: row.moduleId,
  };
}
