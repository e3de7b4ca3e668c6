import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { withEvents } from "@/lib/server/events/commit";
import { newId } from "@/lib/server/ids";
import { assertModuleCan, ownerColumns } from "@/lib/server/modules/module-scope";
import type { CreateMeetingInput } from "@/modules/meeting-room/schemas/meetings";
import type { Meeting } from "@/modules/meeting-room/shared/types";
import { invitationSelect, sendInvitations } from "@/modules/meeting-room/server/invitations";
import { newMeetingToken, tokenOfLink } from "@/modules/meeting-room/server/meet-link";
import { meetingAnswer, resolveAttendees } from "@/modules/meeting-room/server/meeting-rows";
import { meetingTimes, notifyInvited } from "@/modules/meeting-room/server/meeting-write";
import { meetingRoomEvent, meetingScope } from "@/modules/meeting-room/server/scope";

/**
 * POST /dashboard/{dashboardId}/meeting-room: schedules a meeting (or a series), hosted by the caller,
 * who attends it (accepted); its link is the one from …/integration/create-meeting, or a new one. It
 * may not start in the past, must end after it starts and last at most a day. Its people are e-mailed
 * the invitation (REQUEST) and members told in the app, after the write commits.
 */
export async function createMeeting(
  actor: Actor,
  moduleId: string,
  body: CreateMeetingInput,
  locale: Locale = "en",
  now = Date.now(),
): Promise<Meeting> {
  const scope = await meetingScope(actor, moduleId, locale);
  assertModuleCan(scope, "add");
  const times = await meetingTimes(actor, body, now);
  const linkToken = body.meetLink === undefined ? newMeetingToken() : tokenOfLink(body.meetLink);
  const attendees = await resolveAttendees(scope, actor, body.attendees);
  const id = newId();
  const row = await withEvents(async (tx, emit) => {
    await tx.meeting.create({
      data: {
        id,
        workspaceId: scope.membership.workspaceId,
        ...ownerColumns(scope),
        uid: `${id}@meeting-room`,
        summary: body.summary,
        description: body.description ?? "",
        ...times,
        reminders: [...new Set(body.reminders)].sort((a, b) => a - b),
        linkToken,
        hostId: actor.userId,
      },
    });
    await tx.meetingAttendee.createMany({
      data: attendees.map((attendee) => ({ meetingId: id, ...attendee })),
    });
    emit(meetingRoomEvent(scope, actor, [{ type: "meetings.changed", meetingIds: [id], created: [id] }]));
    return tx.meeting.findUniqueOrThrow({ where: { id }, select: invitationSelect });
  });
  await sendInvitations(null, row, locale);
  const invited = attendees.flatMap((attendee) =>
    attendee.userId && attendee.userId !== actor.userId ? [attendee.userId] : [],
  );
  await notifyInvited(scope, actor, row, invited);
  return meetingAnswer(scope, row);
}
