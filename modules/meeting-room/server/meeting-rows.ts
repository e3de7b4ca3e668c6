import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/lib/server/auth/sessions";
import { resolveInvitees, type InviteeRow } from "@/lib/server/calendar/invitees";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import type { MeetingAttendeeInput } from "@/modules/meeting-room/schemas/meetings";
import type { Meeting, MeetingOccurrence, MeetingResponse } from "@/modules/meeting-room/shared/types";
import { meetLinkOf } from "@/modules/meeting-room/server/meet-link";
import { canDeleteMeeting, canEditMeeting } from "@/modules/meeting-room/server/scope";
import type { Occurrence } from "@/lib/calendar/recurrence";

/** What an answer reads of a meeting, its host and people (batched reads, not one per row). */
export const meetingSelect = {
  id: true,
  summary: true,
  description: true,
  start: true,
  end: true,
  timeZone: true,
  reminders: true,
  rule: true,
  sequence: true,
  linkToken: true,
  hostId: true,
  host: { select: { id: true, name: true } },
  attendees: {
    select: { userId: true, email: true, response: true, user: { select: { name: true } } },
    orderBy: { createdAt: "asc" },
  },
} satisfies Prisma.MeetingSelect;
export type MeetingRow = Prisma.MeetingGetPayload<{ select: typeof meetingSelect }>;

/**
 * A meeting as the caller reads it: members by name (their addresses are not shown), the host
 * flagged, the caller's own answer when invited.
 */
export function meetingAnswer(scope: ModuleScope, row: MeetingRow): Meeting {
  const me = scope.membership.userId;
  const mine = row.hostId === me ? undefined : row.attendees.find((attendee) => attendee.userId === me);
  return {
    id: row.id,
    summary: row.summary,
    description: row.description,
    startTime: row.start.toISOString(),
    endTime: row.end.toISOString(),
    timeZone: row.timeZone,
    reminders: row.reminders,
    rule: row.rule,
    meetLink: meetLinkOf(row.linkToken),
    host: row.host && { id: row.host.id, name: row.host.name },
    attendees: row.attendees.map((attendee) => ({
      userId: attendee.userId,
      name: attendee.user?.name ?? attendee.email,
      email: attendee.userId === null ? attendee.email : null,
      response: attendee.response as MeetingResponse,
      host: attendee.userId !== null && attendee.userId === row.hostId,
    })),
    canEdit: canEditMeeting(scope, row.hostId),
    canDelete: canDeleteMeeting(scope, row.hostId),
    myResponse: mine ? (mine.response as MeetingResponse) : null,
  };
}

/** One occurrence of a meeting as a list shows it: the meeting with the occurrence's times. */
export function occurrenceAnswer(meeting: Meeting, occurrence: Occurrence): MeetingOccurrence {
  return {
    ...meeting,
    startTime: new Date(occurrence.start).toISOString(),
    endTime: new Date(occurrence.end).toISOString(),
    occurrenceStart: new Date(occurrence.originalStart).toISOString(),
  };
}

/**
 * The people a meeting invites (lib/server/calendar/invitees.ts): members of this workspace by id, outside
 * addresses, the host first and accepted.
 */
export function resolveAttendees(
  scope: Pick<ModuleScope, "membership">,
  host: Pick<Actor, "userId" | "emailVerified">,
  input: readonly MeetingAttendeeInput[],
): Promise<InviteeRow[]> {
  return resolveInvitees(scope.membership.workspaceId, input, {
    invalid: "validation.meetingAttendeeInvalid",
    sender: host,
    host: host.userId,
  });
}
