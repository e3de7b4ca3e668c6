import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { savedZoneOrUtc } from "@/lib/server/users/get-user";
import { withEvents } from "@/lib/server/events/commit";
import { badRequest } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { assertModuleCan, ownerColumns } from "@/lib/server/modules/module-scope";
import type { CreateMeetingInput } from "@/modules/meeting-room/schemas/meetings";
import { MEETING_HOURS_MAX, type Meeting } from "@/modules/meeting-room/shared/types";
import { newMeetingToken, tokenOfLink } from "@/modules/meeting-room/server/meet-link";
import { meetingAnswer, meetingSelect, resolveAttendees } from "@/modules/meeting-room/server/meeting-rows";
import { meetingScope, meetingsChanged } from "@/modules/meeting-room/server/scope";

/** A start this far in the past still counts as now (the drawer's clock and the server's differ). */
const PAST_SLACK_MS = 5 * 60_000;

/**
 * POST /dashboard/{dashboardId}/meeting-room: schedules a meeting, hosted by the caller, who attends
 * it (accepted); its link is the one from …/integration/create-meeting, or a new one. It may not
 * start in the past, must end after it starts and last at most a day.
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
  const start = Date.parse(body.startTime);
  const end = Date.parse(body.endTime);
  if (start < now - PAST_SLACK_MS) throw badRequest("validation.meetingDatePast");
  if (end <= start || end - start > MEETING_HOURS_MAX * 3_600_000)
    throw badRequest("validation.meetingTimesRequired");
  const linkToken = body.meetLink === undefined ? newMeetingToken() : tokenOfLink(body.meetLink);
  const attendees = await resolveAttendees(scope, actor, body.attendees);
  // The host's zone, not the spec's fixed 'Europe/Berlin' (docs/modules/meeting-room.md).
  const timeZone = body.timeZone ?? (await savedZoneOrUtc(actor));
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
        start: new Date(start),
        end: new Date(end),
        timeZone,
        reminders: [...new Set(body.reminders)].sort((a, b) => a - b),
        linkToken,
        hostId: actor.userId,
      },
    });
    await tx.meetingAttendee.createMany({
      data: attendees.map((attendee) => ({ meetingId: id, ...attendee })),
    });
    emit(meetingsChanged(scope, actor, [id]));
    return tx.meeting.findUniqueOrThrow({ where: { id }, select: meetingSelect });
  });
  return meetingAnswer(scope, row);
}
