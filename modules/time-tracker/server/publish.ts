import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { RunningEntry, TimeEntryItem } from "@/modules/time-tracker/shared/types";
import type { Actor } from "@/lib/server/auth/sessions";
import type { DomainEvent } from "@/lib/server/events/types";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import type { Db } from "./entries/own-entries";
import { runningEntryOf } from "./read-entries";
import { taskTimersEvents, type TaskTimerChange } from "./task-timer-marks";

/**
 * The events of a change of the actor's entries, emitted in its transaction: every open tab and
 * device of the actor (their user room) hears that their entries changed and what runs now (the
 * timer is the same everywhere), and the boards' rooms the marks the change moves on their cards
 * (`timers`). A caller that knows what runs now (it started or stopped the timer) passes it in
 * `running`, which saves a read; left out, it is read in the transaction (`db`). `stopped`: the
 * changed entries whose running timer the change stopped (time.entryStopped starts on them).
 */
export async function timeEntriesEvents(
  actor: Actor,
  scope: Pick<ModuleScope, "moduleId" | "membership">,
  change: { changed: TimeEntryItem[]; deleted: string[]; timers?: TaskTimerChange[]; stopped?: string[] },
  locale: Locale,
  db: Db,
  running?: RunningEntry | null,
): Promise<DomainEvent[]> {
  return [
    {
      type: "time.entries",
      workspaceId: scope.membership.workspaceId,
      userId: actor.userId,
      moduleId: scope.moduleId,
      clientId: actor.clientId ?? null,
      changed: change.changed,
      deleted: change.deleted,
      running: running === undefined ? await runningEntryOf(actor, locale, db) : running,
      ...(change.stopped && change.stopped.length > 0 && { stopped: change.stopped }),
    },
    ...taskTimersEvents(actor, scope.membership.workspaceId, change.timers ?? []),
  ];
}
