import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";
import {
  timeEntryParamsSchema,
  type BulkEntriesInput,
  type CreateEntryInput,
  type UpdateEntryInput,
} from "@/modules/time-tracker/schemas/time-tracker";
import {
  MAX_ENTRY_SECONDS,
  type BulkResult,
  type RunningEntry,
  type TimeEntryItem,
} from "@/modules/time-tracker/shared/types";
import { isTaskIdLike } from "@/modules/task-management/shared/task-key";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { AppError, badRequest, notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { assertModuleCan, ownerColumns, type ModuleScope } from "@/lib/server/modules/module-scope";
import { isCheckViolation, isUniqueViolation } from "@/lib/server/prisma-errors";
import { parseInput } from "@/lib/server/validation";
import { publishTimeEntries } from "./publish";
import { entrySelect, runningEntryOf, toEntryItems, type EntryRow } from "./read-entries";
import { timeTrackerScope } from "./scope";
import { assertModuleTags } from "./tags";
import { describedTaskLinks, explicitTaskLink, NO_TASK, type TaskLink } from "./task-links";
import { runningTaskOfItem, runningTaskOfRow, timerChanges, type TaskTimer } from "./task-timer-marks";

/** A timer may start a minute ahead of the server's clock (a client's clock drifts), no more. */
const START_SKEW_MS = 60_000;

type Tx = Prisma.TransactionClient;

/** end > start ('Invalid range') and 24 hours at most; a running entry must not start in the future. */
function assertRange(start: Date, end: Date | null, now: Date): void {
  if (!end) {
    if (start.getTime() > now.getTime() + START_SKEW_MS) throw badRequest("validation.invalidRange");
    return;
  }
  const seconds = (end.getTime() - start.getTime()) / 1000;
  if (seconds <= 0) throw badRequest("validation.invalidRange");
  if (seconds > MAX_ENTRY_SECONDS) throw badRequest("validation.entryTooLong");
}

/** The 409 of a start while the caller's timer runs: says where, and carries it so the UI can stop it. */
async function timerRunning(actor: Actor, locale: Locale): Promise<AppError> {
  const running = await runningEntryOf(actor, locale);
  // Null: it stopped in the meantime (another tab); the start may simply be tried again.
  if (!running) return new AppError("conflict", "errors.timerAlreadyRunning");
  const error = new AppError(
    "conflict",
    translateMessage(locale, "errors.timerRunning", { module: running.module.name }),
  );
  error.extra = { running };
  return error;
}

/** Runs a write that may start a timer; the one-running index's refusal becomes the 409. */
async function startingTimer<T>(actor: Actor, locale: Locale, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw await timerRunning(actor, locale);
    throw error;
  }
}

/** Rows for new entries: tags checked, the task tied (explicitly, or by a description that is a task id). */
async function newRows(
  actor: Actor,
  scope: ModuleScope,
  inputs: readonly CreateEntryInput[],
  now: Date,
): Promise<Prisma.TimeEntryCreateManyInput[]> {
  await assertModuleTags(
    getDb(),
    scope.moduleId,
    inputs.flatMap((input) => input.tags),
  );
  const described = await describedTaskLinks(
    actor,
    scope.membership.workspaceId,
    inputs.filter((input) => !input.task).map((input) => input.description),
  );
  const explicit = await Promise.all(
    inputs.map((input) => (input.task ? explicitTaskLink(actor, input.task) : null)),
  );
  return inputs.map((input, index) => {
    const start = input.start ?? now;
    const end = input.end ?? null;
    assertRange(start, end, now);
    const task: TaskLink | null =
      explicit[index] ??
      (isTaskIdLike(input.description) ? described.get(input.description.toLowerCase()) : null) ??
      null;
    return {
      id: newId(),
      workspaceId: scope.membership.workspaceId,
      ...ownerColumns(scope),
      userId: actor.userId,
      description: input.description,
      start,
      end,
      billable: input.isBillable,
      tagIds: [...new Set(input.tags)],
      ...(task ?? NO_TASK),
    };
  });
}

/** Entries by id, in the order of `ids`. */
async function readEntries(ids: readonly string[], db: Tx | ReturnType<typeof getDb> = getDb()) {
  if (ids.length === 0) return [];
  const rows = await db.timeEntry.findMany({ where: { id: { in: [...ids] } }, select: entrySelect });
  const order = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return rows;
}

/**
 * POST /time-tracker/{id}/entry: without `end` it starts the caller's timer (409 while one runs
 * anywhere: nothing is stopped silently); with one it is a finished (manual) entry. The body is the
 * contract's, already validated (createEntrySchema's output: its instants are Dates, which that
 * schema would not read again).
 */
export async function createEntry(
  actor: Actor,
  input: { moduleId: unknown; body: CreateEntryInput },
  locale: Locale,
): Promise<TimeEntryItem> {
  const scope = await timeTrackerScope(actor, input.moduleId, locale);
  assertModuleCan(scope, "add");
  const [row] = await newRows(actor, scope, [input.body], new Date());
  const created = await startingTimer(actor, locale, () =>
    getDb().timeEntry.create({ data: row!, select: entrySelect }),
  );
  const [item] = await toEntryItems(actor, [created]);
  // A start is what runs now; a finished entry leaves the timer as it was (read again).
  const running = item!.end === null ? runningHere(scope, item!) : undefined;
  const timers = timerChanges(null, runningTaskOfItem(item!));
  await publishTimeEntries(actor, scope, { changed: [item!], deleted: [], timers }, locale, running);
  return item!;
}

/** The running entry `item` of this module, as the API and the events carry it. */
const runningHere = (scope: ModuleScope, item: TimeEntryItem): RunningEntry => ({
  entry: item,
  module: { id: scope.moduleId, name: scope.name },
});

/** The caller's own entry in this module (another's, another module's: 404). */
async function ownEntry(
  scope: ModuleScope,
  actor: Actor,
  entryId: string,
  db: Tx | ReturnType<typeof getDb>,
) {
  const row = await db.timeEntry.findFirst({
    where: { id: entryId, moduleId: scope.moduleId, userId: actor.userId },
    select: entrySelect,
  });
  if (!row) throw notFound("errors.timeEntryNotFound");
  return row;
}

/** An entry's values after a change (every column a change may touch). */
interface EntryValues {
  id: string;
  description: string;
  start: Date;
  end: Date | null;
  billable: boolean;
  tagIds: string[];
  taskModuleId: string | null;
  taskId: string | null;
  taskKey: string | null;
}

/**
 * The row's new values: the fields sent over the old ones, the range checked as a whole, and the
 * task re-tied when the description changes to a task id (or untied when it was tied by one).
 */
function changedRow(
  row: EntryRow,
  change: UpdateEntryInput,
  described: Map<string, TaskLink>,
  now: Date,
): EntryValues {
  const start = change.start ?? row.start;
  const end = change.end ?? row.end;
  assertRange(start, end, now);
  let task: TaskLink | typeof NO_TASK =
    row.taskModuleId && row.taskId && row.taskKey
      ? { taskModuleId: row.taskModuleId, taskId: row.taskId, taskKey: row.taskKey }
      : NO_TASK;
  const description = change.description ?? row.description;
  if (description !== row.description) {
    const wasDescribed = row.taskId !== null && row.description.toLowerCase() === row.taskId;
    const link = isTaskIdLike(description) ? described.get(description.toLowerCase()) : undefined;
    if (link) task = link;
    else if (wasDescribed) task = NO_TASK;
  }
  return {
    id: row.id,
    description,
    start,
    end,
    billable: change.isBillable ?? row.billable,
    tagIds: change.tags ? [...new Set(change.tags)] : row.tagIds,
    ...task,
  };
}

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

/** DELETE /time-tracker/{id}/entry/{entryId}: the caller's own entry. */
export async function deleteEntry(actor: Actor, input: { params: unknown }, locale: Locale): Promise<void> {
  const params = parseInput(timeEntryParamsSchema, input.params);
  const scope = await timeTrackerScope(actor, params.moduleId, locale);
  assertModuleCan(scope, "delete");
  const [gone] = await deleteOwnEntries(getDb(), scope, actor, [params.entryId]);
  if (!gone) throw notFound("errors.timeEntryNotFound");
  const timers = timerChanges(runningTaskOfRow(gone), null);
  // A deleted running entry leaves nothing running (one per person).
  const running = gone.end === null ? null : undefined;
  await publishTimeEntries(actor, scope, { changed: [], deleted: [params.entryId], timers }, locale, running);
}

/** Deletes the caller's own entries of the module among `ids`; answers what each was. */
function deleteOwnEntries(
  db: Tx | ReturnType<typeof getDb>,
  scope: ModuleScope,
  actor: Actor,
  ids: readonly string[],
): Promise<{ id: string; taskModuleId: string | null; taskId: string | null; end: Date | null }[]> {
  return db.$queryRaw`
    DELETE FROM "TimeEntry"
     WHERE "id" = ANY(${[...ids]}::text[]) AND "moduleId" = ${scope.moduleId} AND "userId" = ${actor.userId}
    RETURNING "id", "taskModuleId", "taskId", "end"`;
}

/**
 * PATCH /time-tracker/{id}/entry {create, delete, update}: the caller's own entries, in one
 * transaction — any refusal (an unknown id, a bad range, a second timer) changes nothing. Each part
 * needs its right (add, delete, edit). Three to five statements whatever the counts. The body is the
 * contract's, already validated (bulkEntriesSchema's output).
 */
export async function bulkEntries(
  actor: Actor,
  input: { moduleId: unknown; body: BulkEntriesInput },
  locale: Locale,
): Promise<BulkResult> {
  const scope = await timeTrackerScope(actor, input.moduleId, locale);
  const { body } = input;
  if (body.create.length > 0) assertModuleCan(scope, "add");
  if (body.update.length > 0) assertModuleCan(scope, "edit");
  if (body.delete.length > 0) assertModuleCan(scope, "delete");
  const now = new Date();
  const deleted = [...new Set(body.delete)];
  const updateIds = body.update.map((change) => change.id);
  if (new Set(updateIds).size !== updateIds.length || updateIds.some((id) => deleted.includes(id)))
    throw badRequest("validation.invalidInput");

  const created = await newRows(actor, scope, body.create, now);
  await assertModuleTags(
    getDb(),
    scope.moduleId,
    body.update.flatMap((change) => change.tags ?? []),
  );
  const described = await describedTaskLinks(
    actor,
    scope.membership.workspaceId,
    body.update.map((change) => change.description ?? ""),
  );

  const rows = await startingTimer(actor, locale, () =>
    getDb().$transaction(async (tx) => {
      const owned = { moduleId: scope.moduleId, userId: actor.userId };
      const before: (TaskTimer | null)[] = [];
      if (deleted.length > 0) {
        const gone = await deleteOwnEntries(tx, scope, actor, deleted);
        if (gone.length !== deleted.length) throw notFound("errors.timeEntryNotFound");
        before.push(...gone.map(runningTaskOfRow));
      }
      if (body.update.length > 0) {
        const current = await tx.timeEntry.findMany({
          where: { id: { in: updateIds }, ...owned },
          select: entrySelect,
        });
        if (current.length !== updateIds.length) throw notFound("errors.timeEntryNotFound");
        before.push(...current.map(runningTaskOfRow));
        const byId = new Map(current.map((row) => [row.id, row]));
        await updateRows(
          tx,
          body.update.map((change) => changedRow(byId.get(change.id)!, change, described, now)),
        );
      }
      if (created.length > 0) await tx.timeEntry.createMany({ data: created });
      return {
        created: await readEntries(
          created.map((row) => row.id),
          tx,
        ),
        updated: await readEntries(updateIds, tx),
        before,
      };
    }),
  );
  const [createdItems, updatedItems] = await Promise.all([
    toEntryItems(actor, rows.created),
    toEntryItems(actor, rows.updated),
  ]);
  const changed = [...createdItems, ...updatedItems];
  // At most one timer runs before and after (one per person): the marks move from one to the other.
  const timers = timerChanges(
    rows.before.find((timer) => timer !== null) ?? null,
    changed.map(runningTaskOfItem).find((timer) => timer !== null) ?? null,
  );
  await publishTimeEntries(actor, scope, { changed, deleted, timers }, locale);
  return { created: createdItems, updated: updatedItems, deleted };
}

/**
 * Every row's new values in one UPDATE … FROM unnest (no statement per row). Instants travel as ISO
 * text and are read as UTC, whatever the server's time zone.
 */
async function updateRows(tx: Tx, rows: readonly EntryValues[]): Promise<void> {
  const column = <T>(pick: (row: EntryValues) => T) => rows.map(pick);
  await tx.$executeRaw`
    UPDATE "TimeEntry" e
       SET "description" = x."description",
           "start" = x."start"::timestamptz AT TIME ZONE 'UTC',
           "end" = x."end"::timestamptz AT TIME ZONE 'UTC',
           "billable" = x."billable",
           "tagIds" = ARRAY(SELECT jsonb_array_elements_text(x."tags"::jsonb)),
           "taskModuleId" = x."taskModuleId", "taskId" = x."taskId", "taskKey" = x."taskKey",
           "updatedAt" = now() AT TIME ZONE 'UTC'
      FROM unnest(${column((r) => r.id)}::text[], ${column((r) => r.description)}::text[],
                  ${column((r) => r.start.toISOString())}::text[], ${column((r) => r.end?.toISOString() ?? null)}::text[],
                  ${column((r) => r.billable)}::boolean[], ${column((r) => JSON.stringify(r.tagIds))}::text[],
                  ${column((r) => r.taskModuleId)}::text[], ${column((r) => r.taskId)}::text[],
                  ${column((r) => r.taskKey)}::text[])
           AS x("id", "description", "start", "end", "billable", "tags", "taskModuleId", "taskId", "taskKey")
     WHERE e."id" = x."id"`;
}
