import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { weekStart, type TaskManagementSummary } from "@/lib/modules/summaries";
import { getDb } from "@/lib/server/db";
import type { ModuleScope } from "@/lib/server/modules/module-scope";

type Row = { moduleId: string; open: number; overdue: number; done: number; doneThisWeek: number };

/**
 * The cards of every task-management module of a grid in one statement: top-level tasks per board,
 * split by the board's last column (done, as the board derives status), overdue by due date, and
 * done this week by the task's last change. A module whose board was never opened has no tasks.
 */
export async function summarizeTaskModules(
  scopes: ModuleScope[],
  now: Date,
): Promise<Map<string, TaskManagementSummary>> {
  const ids = scopes.map((scope) => scope.moduleId);
  const rows = ids.length
    ? await getDb().$queryRaw<Row[]>`
        SELECT b."projectModuleId" AS "moduleId",
               count(t."id") FILTER (WHERE t."columnId" <> last."id")::int AS "open",
               count(t."id") FILTER (WHERE t."columnId" <> last."id" AND t."dueDate" < ${now})::int AS "overdue",
               count(t."id") FILTER (WHERE t."columnId" = last."id")::int AS "done",
               count(t."id") FILTER (WHERE t."columnId" = last."id" AND t."columnSince" >= ${weekStart(now)})::int AS "doneThisWeek"
          FROM "TaskBoard" b
          JOIN LATERAL (SELECT c."id" FROM "TaskColumn" c WHERE c."boardId" = b."id"
                         ORDER BY c."order" DESC, c."id" DESC LIMIT 1) last ON true
          LEFT JOIN "Task" t ON t."boardId" = b."id" AND t."parentId" IS NULL
         WHERE b."projectModuleId" IN (${Prisma.join(ids)})
         GROUP BY b."projectModuleId"`
    : [];
  const byId = new Map(rows.map((row) => [row.moduleId, row]));
  return new Map(
    ids.map((id) => {
      const row = byId.get(id) ?? { open: 0, overdue: 0, done: 0, doneThisWeek: 0 };
      const summary: TaskManagementSummary = {
        tag: "TaskManagement",
        open: row.open,
        overdue: row.overdue,
        done: row.done,
        doneThisWeek: row.doneThisWeek,
        total: row.open + row.done,
      };
      return [id, summary];
    }),
  );
}
