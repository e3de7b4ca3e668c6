"use client";

import { emitLocalModuleEvent, useModuleRoom } from "@/lib/client/module-room";
import type { TaskModuleEnvelope, TaskModuleEvent } from "@/modules/task-management/shared/types";

const TAG = "TaskManagement";

/**
 * Delivers a change this tab made to its own views at once (the socket echo arrives too; views
 * apply task events by version, so the second copy changes nothing).
 */
export function emitLocalTaskEvent(moduleId: string, event: TaskModuleEvent): void {
  emitLocalModuleEvent({ moduleId, tag: TAG, actorId: "", clientId: null, event });
}

/**
 * Calls `onEvent` for every change of the task module (its module room, lib/client/module-room.ts).
 * `onReconnect` runs after a dropped connection came back, when events may have been missed.
 */
export function useTaskModuleEvents(
  moduleId: string,
  onEvent: (envelope: TaskModuleEnvelope) => void,
  onReconnect?: () => void,
): void {
  useModuleRoom(
    moduleId,
    (envelope) => {
      if (envelope.tag === TAG) onEvent(envelope as TaskModuleEnvelope);
    },
    onReconnect,
  );
}
