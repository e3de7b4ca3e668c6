import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import type { DomainEvent } from "@/lib/server/events/types";
import { moduleScope, type ModuleScope } from "@/lib/server/modules/module-scope";
import { MEETING_ROOM_TAG, type MeetingRoomEvent } from "@/modules/meeting-room/shared/types";

/**
 * The module gate for a meeting room (another workspace's module, a hidden project's, a private one
 * of others or a module of another kind is not found; a malformed id is refused).
 */
export function meetingScope(actor: Actor, moduleId: unknown, locale: Locale = "en"): Promise<ModuleScope> {
  return moduleScope(actor, moduleId, MEETING_ROOM_TAG, locale);
}

/** Who may edit a meeting: those the module lets edit, and its host. */
export function canEditMeeting(
  scope: Pick<ModuleScope, "access" | "membership">,
  hostId: string | null,
): boolean {
  return scope.access.edit || (hostId !== null && hostId === scope.membership.userId);
}

/** Who may delete a meeting: those the module lets delete, and its host. */
export function canDeleteMeeting(
  scope: Pick<ModuleScope, "access" | "membership">,
  hostId: string | null,
): boolean {
  return scope.access.delete || (hostId !== null && hostId === scope.membership.userId);
}

/**
 * A room event of the module (its open views hear `events`). `actor` is who made the change (for an
 * outside guest's answer by its link, the meeting's host: a room event names a member).
 */
export function meetingRoomEvent(
  scope: { membership: { workspaceId: string }; moduleId: string },
  actor: Pick<Actor, "userId" | "clientId">,
  events: MeetingRoomEvent[],
): DomainEvent {
  return {
    type: "meeting-room.meetings",
    tag: MEETING_ROOM_TAG,
    workspaceId: scope.membership.workspaceId,
    moduleId: scope.moduleId,
    actorId: actor.userId,
    clientId: actor.clientId ?? null,
    events,
  };
}

/** The room event that tells the module's open views to read their meetings again. */
export const meetingsChanged = (
  scope: Parameters<typeof meetingRoomEvent>[0],
  actor: Pick<Actor, "userId" | "clientId">,
  meetingIds: string[],
) => meetingRoomEvent(scope, actor, [{ type: "meetings.changed", meetingIds }]);
