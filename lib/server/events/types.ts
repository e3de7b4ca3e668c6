import "server-only";
import type { NotificationModuleEvent } from "@/modules/notification/shared/types";
import type { NotificationEventPayload, NotificationsReadPayload } from "@/lib/notifications/types";
import type { ModuleVisibility } from "@/lib/server/modules/module-readers";
import type { TaskModuleEvent } from "@/modules/task-management/shared/types";
import type { TimeEntriesEvent } from "@/modules/time-tracker/shared/types";

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
   * Timers started or stopped on a board's tasks (task.timer events; apart from task.events, so
   * they leave the board's cached pages alone).
   */
  | (ModuleChange & { type: "task-timers.events"; tag: "TaskManagement"; events: TaskModuleEvent[] })
  /** Notification-module changes (a row changed or was deleted; a campaign's progress while sending). */
  | (ModuleChange & {
      type: "notification-module.events";
      tag: "Notification";
      events: NotificationModuleEvent[];
    })
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
  | { type: "sessions.revoked"; userId: string; sessionId?: string; workspaceId?: string }
  /** People were assigned to a task (by create or edit); notifications tell them. */
  | (TaskFact & { type: "task.assigned"; userIds: string[] })
  /**
   * A comment was added to a task: its assignees at that moment and the people it mentions (each a
   * member who could see the task when the comment was written).
   */
  | (TaskFact & {
      type: "task.commented";
      commentId: string;
      excerpt: string;
      assigneeIds: string[];
      mentionIds: string[];
    })
  /** Someone accepted an invitation and joined the workspace (actorId); the inviter is told. */
  | { type: "invitation.accepted"; workspaceId: string; actorId: string; inviterId: string | null }
  /** Notifications were created: realtime delivers each to its recipient's open tabs. */
  | { type: "notifications.created"; items: (NotificationEventPayload & { userId: string })[] }
  /** A user's notifications were read (or unread): their other tabs update the bell. */
  | (NotificationsReadPayload & { type: "notifications.read"; userId: string })
  /** A user's time entries changed in a module: every tab of theirs updates its timer and list. */
  | (TimeEntriesEvent & { type: "time.entries"; workspaceId: string; userId: string })
  /** Goals' progress or fields changed (issue 14): realtime tells the workspace room their ids. */
  | { type: "goals.changed"; workspaceId: string; goalIds: string[] };

/** A fact about one task: where (the module, with what decides who may read it) and who did it. */
interface TaskFact {
  workspaceId: string;
  moduleId: string;
  actorId: string;
  module: ModuleVisibility & { name: string };
  task: { id: string; key: string; title: string };
}

export type DomainEventType = DomainEvent["type"];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/** The events that belong to a module's room. */
export type ModuleRoomEvent = Extract<DomainEvent, { moduleId: string; tag: string; events: unknown[] }>;

export function isModuleRoomEvent(event: DomainEvent): event is ModuleRoomEvent {
  return "moduleId" in event && "events" in event;
}
