import "server-only";
import type { Actor } from "@/lib/server/auth/sessions";
import { publishDomainEvent } from "@/lib/server/events/bus";
import type { TaskModuleEvent } from "@/lib/tasks/types";

/**
 * Publishes committed task changes on the domain event bus (realtime forwards them to the module's
 * room; other subscribers read them too). Called after the transaction, never inside it, so nobody
 * sees a change that was rolled back.
 */
export function publishTaskEvents(actor: Actor, moduleId: string, events: TaskModuleEvent[]): void {
  // Task calls run in the actor's active workspace (the module gate resolves modules there).
  if (events.length === 0 || !actor.workspaceId) return;
  publishDomainEvent({
    type: "task.events",
    tag: "TaskManagement",
    workspaceId: actor.workspaceId,
    moduleId,
    actorId: actor.userId,
    clientId: actor.clientId,
    events,
  });
}
