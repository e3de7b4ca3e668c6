import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { CreateEntryInput } from "@/modules/time-tracker/schemas/time-tracker";
import type { TimeEntryItem } from "@/modules/time-tracker/shared/types";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { assertModuleCan } from "@/lib/server/modules/module-scope";
import { publishTimeEntries } from "../publish";
import { entrySelect, toEntryItems } from "../read-entries";
import { timeTrackerScope } from "../scope";
import { runningTaskOfItem, timerChanges } from "../task-timer-marks";
import { newRows } from "./entry-rows";
import { runningHere, startingTimer } from "./running-timer";

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
