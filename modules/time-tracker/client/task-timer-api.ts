"use client";

// Typed calls of a task's timer (spec/work-management.md §4 task timer, §7: POST …/tasks/{taskId}/timer,
// PATCH …/timer/{entryId}): the caller's timer in the time tracker integrated with the task's board.
import { useCallback } from "react";
import { call, type ApiError } from "@/lib/client/api";
import { endpointQuery } from "@/lib/client/query/spec";
import { useQuery } from "@/lib/client/query/use-query";
import type * as contracts from "@/modules/time-tracker/contracts";
import type { TaskTime } from "@/modules/time-tracker/shared/types";
import { useTimeEntriesEvents, type CreateEntryBody } from "./api";

/** What a task timer starts with; the task and the time tracker come from the path and the integration. */
export type StartTaskTimerBody = Pick<CreateEntryBody, "isBillable" | "description" | "tags">;

/** The integrated time tracker (null: none), the task's tracked total and the caller's timer on it. */
export const taskTimeQuery = (moduleId: string, taskId: string) =>
  endpointQuery<typeof contracts.getTaskTime>("GET /api/v1/task-management/{moduleId}/tasks/{taskId}/timer", {
    params: { moduleId, taskId },
  });

export const taskTimerApi = {
  /** Starts the caller's timer on the task (409 while another runs: see `runningOfConflict`). */
  start: (moduleId: string, taskId: string, body: StartTaskTimerBody) =>
    call<typeof contracts.startTaskTimer>("POST /api/v1/task-management/{moduleId}/tasks/{taskId}/timer", {
      params: { moduleId, taskId },
      body,
    }),
  /** Stops the caller's timer on the task now. */
  stop: (moduleId: string, taskId: string, entryId: string) =>
    call<typeof contracts.stopTaskTimer>(
      "PATCH /api/v1/task-management/{moduleId}/tasks/{taskId}/timer/{entryId}",
      {
        params: { moduleId, taskId, entryId },
        body: { end: new Date().toISOString() },
      },
    ),
};

export type TaskTimeState =
  | { status: "loading" }
  | { status: "error"; error: ApiError }
  /** `readAt`: when it was read (ms), to take the caller's running seconds out of the total. */
  | { status: "ready"; time: TaskTime; readAt: number };

/**
 * A task's time, kept live: read again when the caller's entries change in the integrated tracker
 * from another tab or device, or after a lost connection. `load` resolves once the new state shows.
 */
export function useTaskTime(moduleId: string, taskId: string) {
  const query = useQuery(taskTimeQuery(moduleId, taskId));
  const { refetch } = query;
  const state: TaskTimeState = query.error
    ? { status: "error", error: query.error }
    : query.data
      ? { status: "ready", time: query.data, readAt: query.updatedAt }
      : { status: "loading" };

  const load = refetch;
  const retry = useCallback(() => void refetch(), [refetch]);

  const tracker = state.status === "ready" ? state.time.timeTracker : null;
  useTimeEntriesEvents(
    (event) => {
      if (!tracker || event.moduleId === tracker.id) void load();
    },
    () => void load(),
  );

  return { state, load, retry };
}
