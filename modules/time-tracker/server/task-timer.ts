import "server-only";
import type { Locale } from "@/lib/i18n/config";
import {
  taskTimerEntryParamsSchema,
  taskTimerParamsSchema,
  taskTimerSchema,
  type UpdateEntryInput,
} from "@/modules/time-tracker/schemas/time-tracker";
import { TIME_TRACKER_TAG, type TaskTime, type TimeEntryItem } from "@/modules/time-tracker/shared/types";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, notFound } from "@/lib/server/errors";
import { integratedModuleId } from "@/lib/server/integrations/integrations";
import { moduleScope } from "@/lib/server/modules/module-scope";
import { parseInput } from "@/lib/server/validation";
import { createEntry } from "./entries/create-entry";
import { updateEntry } from "./entries/update-entry";
import { entrySelect, toEntryItems } from "./read-entries";

/**
 * The task through its board's gate, and the time tracker integrated with the board that the
 * caller may read (null: none, or one they cannot see).
 */
async function taskAndTracker(actor: Actor, params: { moduleId: string; taskId: string }, locale: Locale) {
  const board = await moduleScope(actor, params.moduleId, "TaskManagement", locale);
  const task = await getDb().task.findFirst({
    where: {
      id: params.taskId,
      board: { OR: [{ projectModuleId: board.moduleId }, { workspaceModuleId: board.moduleId }] },
    },
    select: { id: true },
  });
  if (!task) throw notFound("errors.taskNotFound");
  const trackerId = await integratedModuleId(board.moduleId, TIME_TRACKER_TAG);
  const tracker = trackerId
    ? await moduleScope(actor, trackerId, TIME_TRACKER_TAG, locale).catch(() => null)
    : null;
  return { board, task, tracker };
}

/**
 * GET /task-management/{id}/tasks/{taskId}/timer: the task's time in the board's time tracker —
 * everyone's total (running timers up to now) and the caller's running timer on it.
 */
export async function getTaskTime(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
): Promise<TaskTime> {
  const params = parseInput(taskTimerParamsSchema, input.params);
  const { task, tracker } = await taskAndTracker(actor, params, locale);
  if (!tracker) return { timeTracker: null, trackedSeconds: 0, running: null };
  const [total, running] = await Promise.all([
    getDb().$queryRaw<{ seconds: number }[]>`
      SELECT coalesce(sum(extract(epoch FROM coalesce("end", now() AT TIME ZONE 'UTC') - "start")), 0)::float8 AS "seconds"
        FROM "TimeEntry" WHERE "moduleId" = ${tracker.moduleId} AND "taskId" = ${task.id}`,
    getDb().timeEntry.findFirst({
      where: { moduleId: tracker.moduleId, taskId: task.id, userId: actor.userId, end: null },
      select: entrySelect,
    }),
  ]);
  return {
    timeTracker: { id: tracker.moduleId, name: tracker.name, canTrack: tracker.access.add },
    trackedSeconds: Math.round(total[0]?.seconds ?? 0),
    running: running ? ((await toEntryItems(actor, [running]))[0] ?? null) : null,
  };
}

/**
 * POST /task-management/{id}/tasks/{taskId}/timer {isBillable, description?, tags?}: starts the
 * caller's timer on the task in the board's time tracker (its gate and rules: 409 while another runs).
 */
export async function startTaskTimer(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
): Promise<TimeEntryItem> {
  const params = parseInput(taskTimerParamsSchema, input.params);
  const body = parseInput(taskTimerSchema, input.body);
  const { board, task, tracker } = await taskAndTracker(actor, params, locale);
  if (!tracker) throw badRequest("errors.noTimeTrackerIntegrated");
  return createEntry(
    actor,
    {
      moduleId: tracker.moduleId,
      body: {
        ...body,
        description: body.description ?? "",
        task: { taskManagementId: board.moduleId, taskManagementTaskId: task.id },
      },
    },
    locale,
  );
}

/**
 * PATCH /task-management/{id}/tasks/{taskId}/timer/{entryId} {end}: stops the caller's timer on the
 * task. The change is the contract's body, already validated (updateEntrySchema's output).
 */
export async function stopTaskTimer(
  actor: Actor,
  input: { params: unknown; body: UpdateEntryInput },
  locale: Locale,
): Promise<TimeEntryItem> {
  const params = parseInput(taskTimerEntryParamsSchema, input.params);
  const { task, tracker } = await taskAndTracker(actor, params, locale);
  if (!tracker) throw notFound("errors.timeEntryNotFound");
  const entry = await getDb().timeEntry.findFirst({
    where: { id: params.entryId, moduleId: tracker.moduleId, taskId: task.id, userId: actor.userId },
    select: { id: true },
  });
  if (!entry) throw notFound("errors.timeEntryNotFound");
  return updateEntry(
    actor,
    { params: { moduleId: tracker.moduleId, entryId: entry.id }, body: input.body },
    locale,
  );
}
