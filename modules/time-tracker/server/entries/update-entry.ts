import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { timeEntryParamsSchema, type UpdateEntryInput } from "@/modules/time-tracker/schemas/time-tracker";
import type { TimeEntryItem } from "@/modules/time-tracker/shared/types";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { assertModuleCan, type ModuleScope } from "@/lib/server/modules/module-scope";
import { isCheckViolation } from "@/lib/server/prisma-errors";
import { parseInput } from "@/lib/server/validation";
import { publishTimeEntries } from "../publish";
import { entrySelect, toEntryItems, type EntryRow } from "../read-entries";
import { timeTrackerScope } from "../scope";
import { assertModuleTags } from "../tags";
import { describedTaskLinks } from "../task-links";
import { runningTaskOfItem, runningTaskOfRow, timerChanges, type TaskTimer } from "../task-timer-marks";
import { changedRow } from "./entry-rows";
import { ownEntry } from "./own-entries";
import { runningHere } from "./running-timer";

/**
 * PATCH /time-tracker/{id}/entry/{entryId}: one entry's fields; `end` on a running one stops it. The
 * change is the contract's body, already validated (updateEntrySchema's output).
 */
export async function updateEntry(
  actor: Actor,
  input: { params: unknown; body: UpdateEntryInput },
  locale: Locale,
): Promise<TimeEntryItem> {
  const params = parseInput(timeEntryParamsSchema, input.params);
  const scope = await timeTrackerScope(actor, params.moduleId, locale);
  assertModuleCan(scope, "edit");
  const change = input.body;
  const db = getDb();
  if (change.tags) await assertModuleTags(db, scope.moduleId, change.tags);
  const quick = await quickUpdate(scope, actor, params.entryId, change);
  let updated: EntryRow;
  let wasRunning: boolean;
  let before: TaskTimer | null;
  if (quick) {
    ({ updated, wasRunning } = quick);
    // The one statement leaves the task as it was.
    before = wasRunning ? runningTaskOfRow({ ...updated, end: null }) : null;
  } else {
    const row = await ownEntry(scope, actor, params.entryId, db);
    const described = await describedTaskLinks(actor, scope.membership.workspaceId, [
      change.description ?? "",
    ]);
    const { id, ...data } = changedRow(row, change, described, new Date());
    updated = await db.timeEntry.update({ where: { id }, data, select: entrySelect });
    wasRunning = row.end === null;
    before = runningTaskOfRow(row);
  }
  const [item] = await toEntryItems(actor, [updated]);
  // The running entry changed: it still runs (what runs now) or it stopped (nothing runs: one per
  // person). A finished entry's change leaves the timer as it was (read again).
  const running = wasRunning ? (item!.end === null ? runningHere(scope, item!) : null) : undefined;
  const timers = timerChanges(before, runningTaskOfItem(item!));
  await publishTimeEntries(actor, scope, { changed: [item!], deleted: [], timers }, locale, running);
  return item!;
}

/**
 * The common changes — a stop, a new end, billable, tags — in one statement, when nothing but the
 * range constraint can refuse them (no description to re-tie to a task, no new start, no restart):
 * the row is the caller's own in this module, and the CHECK on the table keeps end > start and at
 * most 24 hours. Null when the statement changed nothing or the CHECK refused: the full path then
 * reads the row and answers why (404, 'Invalid range', too long).
 */
async function quickUpdate(
  scope: ModuleScope,
  actor: Actor,
  entryId: string,
  change: UpdateEntryInput,
): Promise<{ updated: EntryRow; wasRunning: boolean } | null> {
  if (change.description !== undefined || change.start !== undefined) return null;
  const sets = [
    change.end ? Prisma.sql`"end" = ${change.end.toISOString()}::timestamptz AT TIME ZONE 'UTC'` : null,
    change.isBillable !== undefined ? Prisma.sql`"billable" = ${change.isBillable}` : null,
    change.tags ? Prisma.sql`"tagIds" = ${[...new Set(change.tags)]}::text[]` : null,
  ].filter((set): set is Prisma.Sql => set !== null);
  if (sets.length === 0) return null;
  let rows: (EntryRow & { wasRunning: boolean })[];
  try {
    rows = await getDb().$queryRaw<(EntryRow & { wasRunning: boolean })[]>`
      UPDATE "TimeEntry" e
         SET ${Prisma.join(sets, ", ")}, "updatedAt" = now() AT TIME ZONE 'UTC'
        FROM (SELECT "id", "end" IS NULL AS "wasRunning" FROM "TimeEntry"
               WHERE "id" = ${entryId} AND "moduleId" = ${scope.moduleId} AND "userId" = ${actor.userId}
               FOR UPDATE) old
       WHERE e."id" = old."id"
      RETURNING e."id", e."moduleId", e."description", e."start", e."end", e."billable", e."tagIds",
                e."taskModuleId", e."taskId", e."taskKey", old."wasRunning"`;
  } catch (error) {
    if (isCheckViolation(error)) return null;
    throw error;
  }
  const [row] = rows;
  if (!row) return null;
  const { wasRunning, ...updated } = row;
  return { updated, wasRunning };
}
