import "server-only";
import { getIo } from "@/lib/realtime/socket-server";
import type { Actor } from "@/lib/server/auth/sessions";
import {
  TASK_MODULE_EVENT,
  taskModuleRoom,
  type TaskModuleEnvelope,
  type TaskModuleEvent,
} from "@/lib/tasks/types";

/**
 * Sends committed changes to every open view of the module (socket.io room of the module). Called
 * after the transaction, never inside it, so viewers never see a change that was rolled back.
 * Without a socket server (tests, scripts) it does nothing.
 */
export function publishTaskEvents(actor: Actor, moduleId: string, events: TaskModuleEvent[]): void {
  const io = getIo();
  if (!io || events.length === 0) return;
  const room = io.to(taskModuleRoom(moduleId));
  for (const event of events) {
    const envelope: TaskModuleEnvelope = { moduleId, actorId: actor.userId, clientId: actor.clientId, event };
    room.emit(TASK_MODULE_EVENT, envelope);
  }
}
