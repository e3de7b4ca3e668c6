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
import { entryWritten } from "./entry-events";
import { withEvents, type Emit, type Tx } from "@/lib/server/events/commit";
import { entrySelect, type EntryRow } from "../read-entries";
import { timeTrackerScope } from "../scope";
import { assertModuleTags } from "../tags";
import { describedTaskLinks } from "../task-links";
import { runningTaskOfRow, type TaskTimer } from "../task-timer-marks";
import { changedRow } from "./entry-rows";
import { ownEntry } from "./own-entries";

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
  if (change.tags) await assertModuleTags(getDb(), scope.moduleId, change.tags);
  // The answer and the events of the change, in its transaction.
  const finish = (tx: Tx, emit: Emit, row: EntryRow, wasRunning: boolean, before: TaskTimer | null) =>
    entryWritten(actor, scope, locale, tx, emit, { row, wasRunning, before });
  if (quickApplies(change)) {
    try {
      const done = await withEvents(async (tx, emit) => {
        const quick = await quickUpdate(tx, scope, actor, params.entryId, change);
        if (!quick) return null;
        // The one statement leaves the task as it was.
        const before = quick.wasRunning ? runningTaskOfRow({ ...quick.updated, end: null }) : null;
        return finish(tx, emit, quick.updated, quick.wasRunning, before);
      });
      if (done) return done;
    } catch (error) {
      // The CHECK refused the range: the full path reads the row and answers why.
      if (!isCheckViolation(error)) throw error;
    }
  }
  const described = await describedTaskLinks(actor, scope.membership.workspaceId, [change.description ?? ""]);
  return withEvents(async (tx, emit) => {
    const row = await ownEntry(scope, actor, params.entryId, tx);
    const { id, ...data } = changedRow(row, change, described, new Date());
    const updated = await tx.timeEntry.update({ where: { id }, data, select: entrySelect });
    return finish(tx, emit, updated, row.end === null, runningTaskOfRow(row));
  });
}

/** Whether the one-statement path can apply the change (quickUpdate). */
function quickApplies(change: UpdateEntryInput): boolean {
  if (change.description !== undefined || change.start !== undefined) return false;
  return Boolean(change.end) || change.isBillable !== undefined || Boolean(change.tags);
}

/**
 * The common changes — a stop, a new end, billable, tags — in one statement, when nothing but the
 * range constraint can refuse them (no description to re-tie to a task, no new start, no restart):
 * the row is the caller's own in this module, and the CHECK on the table keeps end > start and at
 * most 24 hours. Null when the statement changed nothing (the full path then answers 404); the
 * CHECK's refusal throws (the caller then takes the full path, which answers why: 'Invalid range',
 * too long).
 */
async function quickUpdate(
  tx: Tx,
  scope: ModuleScope,
  actor: Actor,
  entryId: string,
  change: UpdateEntryInput,
): Promise<{ updated: EntryRow; wasRunning: boolean } | null> {
  const sets = [
    change.end ? Prisma.sql`"end" = ${change.end.toISOString()}::timestamptz AT TIME ZONE 'UTC'` : null,
    change.isBillable !== undefined ? Prisma.sql`"billable" = ${change.isBillable}` : null,
    change.tags ? Prisma.sql`"tagIds" = ${[...new Set(change.tags)]}::text[]` : null,
  ].filter((set): set is Prisma.Sql => set !== null);
  if (sets.length === 0) return null;
  const rows = await tx.$queryRaw<(EntryRow & { wasRunning: boolean })[]>`
      UPDATE "TimeEntry" e
         SET ${Prisma.join(sets, ", ")}, "updatedAt" = now() AT TIME ZONE 'UTC'
        FROM (SELECT "id", "end" IS NULL AS "wasRunning" FROM "TimeEntry"
               WHERE "id" = ${entryId} AND "moduleId" = ${scope.moduleId} AND "userId" = ${actor.userId}
               FOR UPDATE) old
       WHERE e."id" = old."id"
      RETURNING e."id", e."moduleId", e."description", e."start", e."end", e."billable", e."tagIds",
                e."taskModuleId", e."taskId", e."taskKey", old."wasRunning"`;
  const [row] = rows;
  if (!row) return null;
  const { wasRunning, ...updated } = row;
  return { updated, wasRunning };
}
