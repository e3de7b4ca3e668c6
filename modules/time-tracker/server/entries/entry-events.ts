import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { TimeEntryItem } from "@/modules/time-tracker/shared/types";
import type { Actor } from "@/lib/server/auth/sessions";
import type { Emit, Tx } from "@/lib/server/events/commit";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { timeEntriesEvents } from "../publish";
import { toEntryItems, type EntryRow } from "../read-entries";
import { runningTaskOfItem, timerChanges, type TaskTimer } from "../task-timer-marks";
import { runningHere } from "./running-timer";

/**
 * One entry written in `tx` (created or changed): its answer, and its events emitted in the same
 * transaction. What runs now: the entry when it runs; nothing when it was the running one and
 * stopped (one per person); otherwise the timer is as it was (read in the transaction).
 * `before`: the task its timer ran on before the change (the cards' marks move from it).
 */
export async function entryWritten(
  actor: Actor,
  scope: ModuleScope,
  locale: Locale,
  tx: Tx,
  emit: Emit,
  written: { row: EntryRow; wasRunning: boolean; before: TaskTimer | null },
): Promise<TimeEntryItem> {
  const [item] = await toEntryItems(actor, [written.row]);
  const running = item!.end === null ? runningHere(scope, item!) : written.wasRunning ? null : undefined;
  const timers = timerChanges(written.before, runningTaskOfItem(item!));
  // It ran and has its end now: its timer stopped (a finished entry created or edited did not).
  const stopped = written.wasRunning && item!.end !== null ? [item!.id] : [];
  const change = { changed: [item!], deleted: [], timers, stopped };
  emit(...(await timeEntriesEvents(actor, scope, change, locale, tx, running)));
  return item!;
}
