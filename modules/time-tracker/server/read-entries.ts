import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { RunningEntry, TimeEntryItem } from "@/modules/time-tracker/shared/types";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { displayModuleName } from "@/lib/server/modules/module-names";
import { readableTaskTitles } from "./task-links";

export const entrySelect = {
  id: true,
  moduleId: true,
  description: true,
  start: true,
  end: true,
  billable: true,
  tagIds: true,
  taskModuleId: true,
  taskId: true,
  taskKey: true,
} satisfies Prisma.TimeEntrySelect;

export type EntryRow = Prisma.TimeEntryGetPayload<{ select: typeof entrySelect }>;

/** Titles of the tasks of these rows that the actor may still read. */
function taskTitles(actor: Actor, rows: readonly EntryRow[]): Promise<Map<string, string>> {
  return readableTaskTitles(
    actor,
    rows.flatMap((row) =>
      row.taskModuleId && row.taskId ? [{ taskModuleId: row.taskModuleId, taskId: row.taskId }] : [],
    ),
  );
}

function toItem(row: EntryRow, titles: Map<string, string>): TimeEntryItem {
  return {
    id: row.id,
    moduleId: row.moduleId,
    description: row.description,
    start: row.start.toISOString(),
    end: row.end?.toISOString() ?? null,
    isBillable: row.billable,
    tags: row.tagIds,
    task:
      row.taskModuleId && row.taskId && row.taskKey
        ? {
            taskManagementId: row.taskModuleId,
            taskManagementTaskId: row.taskId,
            taskKey: row.taskKey,
            title: titles.get(row.taskId) ?? null,
          }
        : null,
    state: row.end ? "Stopped" : "Running",
  };
}

/** Entries as the API answers them (task titles only where the actor may read the task). */
export async function toEntryItems(actor: Actor, rows: readonly EntryRow[]): Promise<TimeEntryItem[]> {
  const titles = await taskTitles(actor, rows);
  return rows.map((row) => toItem(row, titles));
}

/**
 * The actor's running entry, wherever it runs (one per person: a partial unique index), with its
 * module's name, or null.
 */
export async function runningEntryOf(
  actor: Actor,
  locale: Locale,
  db: Pick<Prisma.TransactionClient, "timeEntry"> = getDb(),
): Promise<RunningEntry | null> {
  const row = await db.timeEntry.findFirst({
    where: { userId: actor.userId, end: null },
    select: {
      ...entrySelect,
      projectModule: { select: { name: true, tag: true } },
      workspaceModule: { select: { name: true, tag: true } },
    },
  });
  if (!row) return null;
  const owner = row.projectModule ?? row.workspaceModule;
  const [entry] = await toEntryItems(actor, [row]);
  return {
    entry: entry!,
    module: { id: row.moduleId, name: owner ? displayModuleName(owner, locale) : "" },
  };
}
