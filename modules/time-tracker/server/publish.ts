import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { RunningEntry, TimeEntryItem } from "@/modules/time-tracker/shared/types";
import type { Actor } from "@/lib/server/auth/sessions";
import { publishDomainEvent } from "@/lib/server/events/bus";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { runningEntryOf } from "./read-entries";
import { publishTaskTimers, type TaskTimerChange } from "./task-timer-marks";

/**
 * Tells every open tab and device of the actor (their user room) that their entries changed, and
 * what runs now: the timer is the same everywhere. Call after the change committed. A caller that
 * knows what runs now (it started or stopped the timer) passes it in `running`, which saves a read;
 * left out, it is read. `timers`: the marks the change moves on boards' cards (task timers).
 */
export async function publishTimeEntries(
  actor: Actor,
  scope: Pick<ModuleScope, "moduleId" | "membership">,
  change: { changed: TimeEntryItem[]; deleted: string[]; timers?: TaskTimerChange[] },
  locale: Locale,
  running?: RunningEntry | null,
): Promise<void> {
  publishDomainEvent({
    type: "time.entries",
    workspaceId: scope.membership.workspaceId,
    userId: actor.userId,
    moduleId: scope.moduleId,
    clientId: actor.clientId ?? null,
    changed: change.changed,
    deleted: change.deleted,
    running: running === undefined ? await runningEntryOf(actor, locale) : running,
  });
  if (change.timers?.length) publishTaskTimers(actor, scope.membership.workspaceId, change.timers);
}
