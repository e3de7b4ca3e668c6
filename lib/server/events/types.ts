import "server-only";
import type { NotificationEventPayload, NotificationsReadPayload } from "@/lib/inbox/types";
import type { ModuleTag } from "@/modules/kinds";

/** What every change of a module's content carries: where it happened and who did it. */
export interface ModuleChange {
  workspaceId: string;
  moduleId: string;
  actorId: string;
  /** The X-Client-Id of the request, so the tab that made the change can skip its echo. */
  clientId: string | null;
  /**
   * Only these users' sockets in the module's room get the events (a chat conversation's members);
   * absent: every socket in the room.
   */
  audience?: string[];
}

/**
 * Each module kind's domain events, by tag: a kind declares its own in its folder
 * (modules/<segment>/server/events.ts) by augmenting this interface —
 * `declare module "@/lib/server/events/types" { interface KindDomainEvents { Tag: …events } }` — so a
 * new kind adds events without editing this file. Room events are the members with `moduleId`, `tag`
 * and `events` (realtime forwards those to the module's room); other subscribers (jobs, the inbox,
 * goals, grid summaries) read what they need.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the kinds' augmentations
export interface KindDomainEvents {}

/** The events of every kind that declares some. */
export type KindDomainEvent = KindDomainEvents[keyof KindDomainEvents];

/** The platform's own domain events (access, sessions, invitations, the inbox, goals). */
export type PlatformDomainEvent =
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
  | {
      type: "sessions.revoked";
      userId: string;
      sessionId?: string;
      workspaceId?: string;
      /** All of the user's sessions but this one (a password change that signs out the others). */
      keepSessionId?: string;
    }
  /** Someone accepted an invitation and joined the workspace (actorId); the inviter is told. */
  | { type: "invitation.accepted"; workspaceId: string; actorId: string; inviterId: string | null }
  /** Notifications were created: realtime delivers each to its recipient's open tabs. */
  | { type: "notifications.created"; items: (NotificationEventPayload & { userId: string })[] }
  /** A user's notifications were read (or unread): their other tabs update the bell. */
  | (NotificationsReadPayload & { type: "notifications.read"; userId: string })
  /** Goals' progress or fields changed (issue 14): realtime tells the workspace room their ids. */
  | { type: "goals.changed"; workspaceId: string; goalIds: string[] };

/** The domain events services publish after commit (lib/server/events/bus.ts). */
export type DomainEvent = PlatformDomainEvent | KindDomainEvent;

/** A kind's declared events must be keyed by its own tag. */
export type KindEventsKeyedByTag = keyof KindDomainEvents extends ModuleTag ? true : never;
export const KIND_EVENTS_KEYED_BY_TAG: KindEventsKeyedByTag = true;

export type DomainEventType = DomainEvent["type"];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/** The events that belong to a module's room. */
export type ModuleRoomEvent = Extract<DomainEvent, { moduleId: string; tag: string; events: unknown[] }>;

export function isModuleRoomEvent(event: DomainEvent): event is ModuleRoomEvent {
  return "moduleId" in event && "events" in event;
}
