import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/lib/server/auth/sessions";
import { resolveInvitees, type InviteeRow } from "@/lib/server/calendar/invitees";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import type { MeetingAttendeeInput } from "@/modules/meeting-room/schemas/meetings";
import type { Meeting, MeetingResponse } from "@/modules/meeting-room/shared/types";
import { meetLinkOf } from "@/modules/meeting-room/server/meet-link";
import { canDeleteMeeting } from "@/modules/meeting-room/server/scope";

/** What an answer reads of a meeting, its host and people (batched reads, not one per row). */
export const meetingSelect = {
  id: true,
  summary: true,
  description: true,
  start: true,
  end: true,
  timeZone: true,
  reminders: true,
  linkToken: true,
  hostId: true,
  host: { select: { id: true, name: true } },
  attendees: {
    select: { userId: true, email: true, response: true, user: { select: { name: true } } },
    orderBy: { createdAt: "asc" },
  },
} satisfies Prisma.MeetingSelect;
export type MeetingRow = Prisma.MeetingGetPayload<{ select: typeof meetingSelect }>;

/** A meeting as the caller reads it: members by name (their addresses are not shown), the host flagged. */
export function meetingAnswer(scope: ModuleScope, row: MeetingRow): Meeting {
  return {
    id: row.id,
    summary: row.summary,
    description: row.description,
    startTime: row.start.toISOString(),
    endTime: row.end.toISOString(),
    timeZone: row.timeZone,
    reminders: row.reminders,
    meetLink: meetLinkOf(row.linkToken),
    host: row.host,
    attendees: row.attendees.map((attendee) => ({
      userId: attendee.userId,
      name: attendee.user?.name ?? attendee.email,
      email: attendee.userId === null ? attendee.email : null,
      response: attendee.response as MeetingResponse,
      host: attendee.userId !== null && attendee.userId === row.hostId,
    })),
    canDelete: canDeleteMeeting(scope, row.hostId),
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
