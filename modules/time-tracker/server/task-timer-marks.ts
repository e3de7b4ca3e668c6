import "server-only";
import type { TimeEntryItem } from "@/modules/time-tracker/shared/types";
import type { Actor } from "@/lib/server/auth/sessions";
import type { DomainEvent } from "@/lib/server/events/types";

/** A timer that runs on a task, as a board's card marks it. */
export interface TaskTimer {
  taskModuleId: string;
  taskId: string;
}

/** A card's mark changes: the actor's timer started (`running`) or stopped on the task. */
export interface TaskTimerChange extends TaskTimer {
  running: boolean;
}

/** The task an entry's row runs on, or null (finished, or tied to no task). */
export function runningTaskOfRow(row: {
  taskModuleId: string | null;
  taskId: string | null;
  end: Date | null;
}): TaskTimer | null {
  return row.end === null && row.taskModuleId && row.taskId
    ? { taskModuleId: row.taskModuleId, taskId: row.taskId }
    : null;
}

/** The task an entry as the API answers it runs on, or null. */
export function runningTaskOfItem(item: TimeEntryItem): TaskTimer | null {
  return item.end === null && item.task
    ? { taskModuleId: item.task.taskManagementId, taskId: item.task.taskManagementTaskId }
    : null;
}

/**
 * What a change of one entry does to the cards: the task it ran on before stops, the one it runs on
 * after starts; nothing when both are the same task (still running), or neither runs.
 */
export function timerChanges(before: TaskTimer | null, after: TaskTimer | null): TaskTimerChange[] {
  if (before && after && before.taskId === after.taskId && before.taskModuleId === after.taskModuleId)
    return [];
  return [
    ...(before ? [{ ...before, running: false }] : []),
    ...(after ? [{ ...after, running: true }] : []),
  ];
}

/**
 * The events that tell the rooms of the task modules concerned that the actor's timer started or
 * stopped on their tasks (one event per module), for the change's transaction.
 */
export function taskTimersEvents(
  actor: Actor,
  workspaceId: string,
  changes: readonly TaskTimerChange[],
): DomainEvent[] {
  const byModule = new Map<string, TaskTimerChange[]>();
  for (const change of changes)
    byModule.set(change.taskModuleId, [...(byModule.get(change.taskModuleId) ?? []), change]);
  return [...byModule].map(([moduleId, list]): DomainEvent => ({
    type: "task-timers.events",
    tag: "TaskManagement",
    workspaceId,
    moduleId,
    actorId: actor.userId,
    clientId: null,
    events: list.map(({ taskId, running }) => ({
      type: "task.timer",
      taskId,
      userId: actor.userId,
      running,
    })),
  }));
}
