import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { DatedItem } from "@/lib/modules/dated";
import { getDb } from "@/lib/server/db";
import type { DatedSource } from "@/lib/server/modules/server-kind";

const DAY_MS = 86_400_000;

type Row = {
  moduleId: string;
  id: string;
  title: string;
  dueDate: Date;
  done: boolean;
};

/** A due date at midnight UTC is a date (the board's picker sets those): the whole day, in any zone. */
function dueItem(moduleId: string, row: Row): DatedItem {
  const due = row.dueDate.getTime();
  const allDay = due % DAY_MS === 0;
  return {
    id: row.id,
    title: row.title,
    startDate: row.dueDate.toISOString(),
    endDate: new Date(allDay ? due + DAY_MS : due).toISOString(),
    allDay,
    color: null,
    done: row.done,
    href: `/task-management/${moduleId}/tasks/${row.id}/edit`,
  };
}

/**
 * The due dates of the boards' tasks (subtasks too) in the range, for their project's calendars: one
 * statement for every board, each board's first `limit` by due date read by (boardId, dueDate), and
 * one more to tell that there are more. A due date is a day, shown on that date wherever the viewer
 * is, so the range is widened by a day each side (the calendar places them). Done: in the last column.
 */
export const datedTasks: DatedSource = async (scopes, range, limit) => {
  const ids = scopes.map((scope) => scope.moduleId);
  if (ids.length === 0) return new Map();
  const rows = await getDb().$queryRaw<Row[]>`
    SELECT b."projectModuleId" AS "moduleId", t."id", t."title", t."dueDate",
           t."columnId" = last."id" AS "done"
      FROM "TaskBoard" b
      JOIN LATERAL (SELECT c."id" FROM "TaskColumn" c WHERE c."boardId" = b."id"
                     ORDER BY c."order" DESC, c."id" DESC LIMIT 1) last ON true
      JOIN LATERAL (SELECT t."id", t."title", t."dueDate", t."columnId"
                      FROM "Task" t
                     WHERE t."boardId" = b."id"
                       AND t."dueDate" >= ${new Date(range.from - DAY_MS)}
                       AND t."dueDate" < ${new Date(range.to + DAY_MS)}
                     ORDER BY t."dueDate", t."id" LIMIT ${limit + 1}) t ON true
     WHERE b."projectModuleId" IN (${Prisma.join(ids)})
     ORDER BY b."projectModuleId", t."dueDate", t."id"`;
  const found = new Map<string, { items: DatedItem[]; truncated: boolean }>();
  for (const row of rows) {
    const layer = found.get(row.moduleId) ?? { items: [], truncated: false };
    if (layer.items.length < limit) layer.items.push(dueItem(row.moduleId, row));
    else layer.truncated = true;
    found.set(row.moduleId, layer);
  }
  return found;
};
