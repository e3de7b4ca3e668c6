import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { withEvents } from "@/lib/server/events/commit";
import { forbidden, notFound } from "@/lib/server/errors";
import type { UpdateMeetingInput } from "@/modules/meeting-room/schemas/meetings";
import type { Meeting } from "@/modules/meeting-room/shared/types";
import { invitationSelect, sendInvitations } from "@/modules/meeting-room/server/invitations";
import { meetingAnswer, resolveAttendees } from "@/modules/meeting-room/server/meeting-rows";
import { meetingTimes, notifyInvited } from "@/modules/meeting-room/server/meeting-write";
import { canEditMeeting, meetingScope, meetingsChanged } from "@/modules/meeting-room/server/scope";

/**
 * PATCH /dashboard/{dashboardId}/meeting-room/{id}: edits or reschedules a meeting — by its host, or
 * who may edit in the module — with every field of the drawer (its link and host stay). Its SEQUENCE
 * is raised, so mail calendars replace it; a new time asks everyone to answer again (as Outlook and
 * Google Calendar do); people kept keep their answers otherwise. After the write: the REQUEST to its
 * guests, the CANCEL to those taken off, and new members told in the app.
 */
export async function updateMeeting(
  actor: Actor,
  params: { dashboardId: string; id: string },
  body: UpdateMeetingInput,
  locale: Locale = "en",
  now = Date.now(),
): Promise<Meeting> {
  const scope = await meetingScope(actor, params.dashboardId, locale);
  const before = await getDb().meeting.findFirst({
    where: { id: params.id, moduleId: scope.moduleId },
    select: invitationSelect,
  });
  if (!before) throw notFound("errors.meetingNotFound");
  if (!canEditMeeting(scope, before.hostId)) throw forbidden();
  // A start left as it was may be past (a series under way, people invited to a past meeting).
  const times = await meetingTimes(actor, body, now, before.start.getTime());
  const hostId = before.hostId ?? actor.userId;
  const attendees = await resolveAttendees(scope, { ...actor, userId: hostId }, body.attendees);
  const moved =
    times.start.getTime() !== before.start.getTime() ||
    times.end.getTime() !== before.end.getTime() ||
    times.timeZone !== before.timeZone ||
    times.rule !== before.rule;
  const answers = new Map(before.attendees.map((attendee) => [attendee.email, attendee.response]));
  const after = await withEvents(async (tx, emit) => {
    await tx.meeting.update({
      where: { id: before.id },
      data: {
        summary: body.summary,
        description: body.description ?? "",
        ...times,
        reminders: [...new Set(body.reminders)].sort((a, b) => a - b),
        sequence: { increment: 1 },
      },
    });
    await tx.meetingAttendee.deleteMany({ where: { meetingId: before.id } });
    await tx.meetingAttendee.createMany({
      data: attendees.map((attendee) => ({
        meetingId: before.id,
        ...attendee,
        // The host stays accepted; the others keep their answer unless the time moved.
        response:
          attendee.userId === hostId
            ? attendee.response
            : moved
              ? "needsAction"
              : (answers.get(attendee.email) ?? "needsAction"),
      })),
    });
    emit(meetingsChanged(scope, actor, [before.id]));
    return tx.meeting.findUniqueOrThrow({ where: { id: before.id }, select: invitationSelect });
  });
  await sendInvitations(before, after, locale);
  const invited = attendees.flatMap((attendee) =>
    attendee.userId && attendee.userId !== hostId && !answers.has(attendee.email) ? [attendee.userId] : [],
  );
  await notifyInvited(scope, actor, after, invited);
  return meetingAnswer(scope, after);
}
