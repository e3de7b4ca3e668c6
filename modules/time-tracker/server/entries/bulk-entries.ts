import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { BulkEntriesInput } from "@/modules/time-tracker/schemas/time-tracker";
import type { BulkResult } from "@/modules/time-tracker/shared/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, notFound } from "@/lib/server/errors";
import { assertModuleCan } from "@/lib/server/modules/module-scope";
import { timeEntriesEvents } from "../publish";
import { withEvents } from "@/lib/server/events/commit";
import { entrySelect, toEntryItems } from "../read-entries";
import { timeTrackerScope } from "../scope";
import { assertModuleTags } from "../tags";
import { describedTaskLinks } from "../task-links";
import { runningTaskOfItem, runningTaskOfRow, timerChanges, type TaskTimer } from "../task-timer-marks";
import { changedRow, newRows, type EntryValues } from "./entry-rows";
import { deleteOwnEntries, readEntries } from "./own-entries";
import { startingTimer } from "./running-timer";

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

  // The entries and their events in one transaction.
  return startingTimer(actor, locale, () =>
    withEvents(async (tx, emit) => {
      const owned = { moduleId: scope.moduleId, userId: actor.userId };
      const before: (TaskTimer | null)[] = [];
      const wasRunning = new Set<string>();
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
        for (const row of current) if (row.end === null) wasRunning.add(row.id);
        const byId = new Map(current.map((row) => [row.id, row]));
        await updateRows(
          tx,
          body.update.map((change) => changedRow(byId.get(change.id)!, change, described, now)),
        );
      }
      if (created.length > 0) await tx.timeEntry.createMany({ data: created });
      const [createdItems, updatedItems] = await Promise.all([
        readEntries(
          created.map((row) => row.id),
          tx,
        ).then((rows) => toEntryItems(actor, rows)),
        readEntries(updateIds, tx).then((rows) => toEntryItems(actor, rows)),
      ]);
      const changed = [...createdItems, ...updatedItems];
      // The updates that gave a running entry its end stopped its timer.
      const stopped = updatedItems
        .filter((item) => item.end !== null && wasRunning.has(item.id))
        .map((item) => item.id);
      // At most one timer runs before and after (one per person): the marks move from one to the other.
      const timers = timerChanges(
        before.find((timer) => timer !== null) ?? null,
        changed.map(runningTaskOfItem).find((timer) => timer !== null) ?? null,
      );
      emit(...(await timeEntriesEvents(actor, scope, { changed, deleted, timers, stopped }, locale, tx)));
      return { created: createdItems, updated: updatedItems, deleted };
    }),
  );
}

/**
 * Every row's new values in one UPDATE … FROM unnest (no statement per row). Instants travel as ISO
 * text and are read as UTC, whatever the server's time zone.
 */
async function updateRows(tx: Prisma.TransactionClient, rows: readonly EntryValues[]): Promise<void> {
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
