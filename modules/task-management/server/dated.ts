import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { DATED_ITEMS_MAX, type DatedItem } from "@/lib/modules/dated";
import { upcomingDates } from "@/modules/task-management/shared/recurrence";
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
function dueItem(moduleId: string, row: Omit<Row, "moduleId">): DatedItem {
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
  const add = (moduleId: string, item: DatedItem) => {
    const layer = found.get(moduleId) ?? { items: [], truncated: false };
    if (layer.items.length < limit) layer.items.push(item);
    else layer.truncated = true;
    found.set(moduleId, layer);
  };
  for (const row of rows) add(row.moduleId, dueItem(row.moduleId, row));
  for (const series of await repeatingSeries(ids, range)) {
    const dates = upcomingDates(series.recurrence, series.dueDate.getTime(), widen(range), limit + 1);
    for (const date of dates) add(series.moduleId, upcomingItem(series, date));
  }
  for (const layer of found.values()) layer.items.sort((a, b) => a.startDate.localeCompare(b.startDate));
  return found;
};

const widen = (range: { from: number; to: number }) => ({ from: range.from - DAY_MS, to: range.to + DAY_MS });

type Series = { moduleId: string; id: string; title: string; dueDate: Date; recurrence: string };

/**
 * The boards' repeating tasks that still owe their next occurrence and are due before the range ends
 * (the partial index of owed tasks): their dates still to come are drawn ahead of being made.
 */
function repeatingSeries(ids: string[], range: { from: number; to: number }): Promise<Series[]> {
  return getDb().$queryRaw<Series[]>`
    SELECT b."projectModuleId" AS "moduleId", t."id", t."title", t."dueDate", t."recurrence"
      FROM "Task" t JOIN "TaskBoard" b ON b."id" = t."boardId"
     WHERE b."projectModuleId" IN (${Prisma.join(ids)})
       AND t."recurrence" IS NOT NULL AND t."recurrenceSpawnedAt" IS NULL
       AND t."dueDate" < ${new Date(range.to + DAY_MS)}
     ORDER BY t."dueDate", t."id" LIMIT ${DATED_ITEMS_MAX}`;
}

/** A date a repeating task will come round on (not made yet): it opens the task that will make it. */
function upcomingItem(series: Series, date: number): DatedItem {
  const item = dueItem(series.moduleId, { ...series, dueDate: new Date(date), done: false });
  return { ...item, id: `${series.id}:${new Date(date).toISOString().slice(0, 10)}`, upcoming: true };
}
