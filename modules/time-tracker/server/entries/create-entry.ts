import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { CreateEntryInput } from "@/modules/time-tracker/schemas/time-tracker";
import type { TimeEntryItem } from "@/modules/time-tracker/shared/types";
import type { Actor } from "@/lib/server/auth/sessions";
import { entryWritten } from "./entry-events";
import { withEvents } from "@/lib/server/events/commit";
import { assertModuleCan } from "@/lib/server/modules/module-scope";
import { entrySelect } from "../read-entries";
import { timeTrackerScope } from "../scope";
import { newRows } from "./entry-rows";
import { startingTimer } from "./running-timer";

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
  // The entry and its events in one transaction.
  return startingTimer(actor, locale, () =>
    withEvents(async (tx, emit) => {
      const created = await tx.timeEntry.create({ data: row!, select: entrySelect });
      // A start is what runs now; a finished entry leaves the timer as it was.
      return entryWritten(actor, scope, locale, tx, emit, { row: created, wasRunning: false, before: null });
    }),
  );
}
