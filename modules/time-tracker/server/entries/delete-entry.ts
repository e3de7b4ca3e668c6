import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { timeEntryParamsSchema } from "@/modules/time-tracker/schemas/time-tracker";
import type { Actor } from "@/lib/server/auth/sessions";
import { withEvents } from "@/lib/server/events/commit";
import { notFound } from "@/lib/server/errors";
import { assertModuleCan } from "@/lib/server/modules/module-scope";
import { parseInput } from "@/lib/server/validation";
import { timeEntriesEvents } from "../publish";
import { timeTrackerScope } from "../scope";
import { runningTaskOfRow, timerChanges } from "../task-timer-marks";
import { deleteOwnEntries } from "./own-entries";

/** DELETE /time-tracker/{id}/entry/{entryId}: the caller's own entry. */
export async function deleteEntry(actor: Actor, input: { params: unknown }, locale: Locale): Promise<void> {
  const params = parseInput(timeEntryParamsSchema, input.params);
  const scope = await timeTrackerScope(actor, params.moduleId, locale);
  assertModuleCan(scope, "delete");
  await withEvents(async (tx, emit) => {
    const [gone] = await deleteOwnEntries(tx, scope, actor, [params.entryId]);
    if (!gone) throw notFound("errors.timeEntryNotFound");
    const timers = timerChanges(runningTaskOfRow(gone), null);
    // A deleted running entry leaves nothing running (one per person).
    const running = gone.end === null ? null : undefined;
    const change = { changed: [], deleted: [params.entryId], timers };
    emit(...(await timeEntriesEvents(actor, scope, change, locale, tx, running)));
  });
}
