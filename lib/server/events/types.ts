import "server-only";
import type { TaskModuleEvent } from "@/lib/tasks/types";

/** What every change of a module's content carries: where it happened and who did it. */
interface ModuleChange {
  workspaceId: string;
  moduleId: string;
  actorId: string;
  /** The X-Client-Id of the request, so the tab that made the change can skip its echo. */
  clientId: string | null;
}

/**
 * The domain events services publish after commit (lib/server/events/bus.ts). Module kinds add a
 * `<kind>.events` member carrying their room events; realtime forwards those to the module's room,
 * and other subscribers (jobs, notifications, automations, grid summaries) read what they need.
 */
export type DomainEvent =
  /** Task-management changes, in the order they happened. */
  | (ModuleChange & { type: "task.events"; tag: "TaskManagement"; events: TaskModuleEvent[] })
  /**
   * Someone's rights may have narrowed or widened (module or project roles, privacy, the permissions
   * matrix, removal from the workspace): their open sockets are checked again. "all": everyone in
   * the workspace.
   */
  | { type: "access.changed"; workspaceId: string; userIds: string[] | "all"; actorId: string | null }
  /**
   * Sessions ended: realtime disconnects the user's sockets on every node — those of one session
   * (logout), those in one workspace (removal from it), or all of them (password reset).
   */
  | { type: "sessions.revoked"; userId: string; sessionId?: string; workspaceId?: string };

export type DomainEventType = DomainEvent["type"];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/** The events that belong to a module's room. */
export type ModuleRoomEvent = Extract<DomainEvent, { moduleId: string; tag: string; events: unknown[] }>;

export function isModuleRoomEvent(event: DomainEvent): event is ModuleRoomEvent {
  return "moduleId" in event && "events" in event;
}
