"use client";

import { useEffect, useRef } from "react";
import { getSocket } from "@/lib/client/socket";
import {
  TASK_MODULE_EVENT,
  TASK_MODULE_JOIN,
  TASK_MODULE_LEAVE,
  type TaskModuleEnvelope,
  type TaskModuleEvent,
} from "@/lib/tasks/types";

type Listener = (envelope: TaskModuleEnvelope) => void;
const local = new Map<string, Set<Listener>>();

/**
 * Delivers a change this tab made to its own views at once (the socket echo arrives too; views
 * apply task events by version, so the second copy changes nothing).
 */
export function emitLocalTaskEvent(moduleId: string, event: TaskModuleEvent): void {
  const envelope: TaskModuleEnvelope = { moduleId, actorId: "", clientId: null, event };
  for (const listener of local.get(moduleId) ?? []) listener(envelope);
}

/**
 * Calls `onEvent` for every change of the module, from other users and tabs (socket.io room) and
 * from this tab (emitLocalTaskEvent). `onReconnect` runs after a dropped connection came back, when
 * events may have been missed: reload what is shown.
 */
export function useTaskModuleEvents(
  moduleId: string,
  onEvent: (envelope: TaskModuleEnvelope) => void,
  onReconnect?: () => void,
): void {
  const handlers = useRef({ onEvent, onReconnect });
  useEffect(() => {
    handlers.current = { onEvent, onReconnect };
  });

  useEffect(() => {
    const socket = getSocket();
    const listener: Listener = (envelope) => {
      if (envelope.moduleId === moduleId) handlers.current.onEvent(envelope);
    };
    let connectedBefore = socket.connected;
    const join = () => {
      socket.emit(TASK_MODULE_JOIN, { moduleId });
      if (connectedBefore) handlers.current.onReconnect?.();
      connectedBefore = true;
    };
    socket.on(TASK_MODULE_EVENT, listener);
    socket.on("connect", join);
    if (socket.connected) socket.emit(TASK_MODULE_JOIN, { moduleId });
    const set = local.get(moduleId) ?? new Set<Listener>();
    set.add(listener);
    local.set(moduleId, set);
    return () => {
      socket.off(TASK_MODULE_EVENT, listener);
      socket.off("connect", join);
      socket.emit(TASK_MODULE_LEAVE, { moduleId });
      set.delete(listener);
    };
  }, [moduleId]);
}
