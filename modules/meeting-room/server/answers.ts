import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { withEvents } from "@/lib/server/events/commit";
import { badRequest, notFound } from "@/lib/server/errors";
import type { MeetingAnswerInput } from "@/modules/meeting-room/schemas/meetings";
import type { Meeting, MeetingInvitation, MeetingResponse } from "@/modules/meeting-room/shared/types";
import { meetingAnswer, meetingSelect } from "@/modules/meeting-room/server/meeting-rows";
import { readResponseToken } from "@/modules/meeting-room/server/response-link";
import { meetingScope, meetingsChanged } from "@/modules/meeting-room/server/scope";

/**
 * POST /dashboard/{dashboardId}/meeting-room/{id}/response: the caller's answer to a meeting they are
 * invited to (the host attends; someone not invited: 400 errors.meetingNotInvited).
 */
export async function answerMeeting(
  actor: Actor,
  params: { dashboardId: string; id: string },
  body: MeetingAnswerInput,
  locale: Locale = "en",
): Promise<Meeting> {
  const scope = await meetingScope(actor, params.dashboardId, locale);
  const row = await getDb().meeting.findFirst({
    where: { id: params.id, moduleId: scope.moduleId },
    select: { id: true, hostId: true },
  });
  if (!row) throw notFound("errors.meetingNotFound");
  if (row.hostId === actor.userId) throw badRequest("errors.meetingNotInvited");
  const answered = await withEvents(async (tx, emit) => {
    const { count } = await tx.meetingAttendee.updateMany({
      where: { meetingId: row.id, userId: actor.userId },
      data: { response: body.response },
    });
    if (count === 0) throw badRequest("errors.meetingNotInvited");
    emit(meetingsChanged(scope, actor, [row.id]));
    return tx.meeting.findUniqueOrThrow({ where: { id: row.id }, select: meetingSelect });
  });
  return meetingAnswer(scope, answered);
}

const invitationRowSelect = {
  id: true,
  workspaceId: true,
  moduleId: true,
  summary: true,
  start: true,
  end: true,
  timeZone: true,
  rule: true,
  hostId: true,
  host: { select: { name: true } },
} as const;

/** The meeting and the invitee a response link names; not found when either is gone (or it is not ours). */
async function invitationOf(token: string) {
  const named = readResponseToken(token);
  if (!named) throw notFound("errors.meetingInvitationInvalid");
  const attendee = await getDb().meetingAttendee.findUnique({
    where: { meetingId_email: named },
    select: {
      userId: true,
      email: true,
      response: true,
      user: { select: { name: true } },
      meeting: { select: invitationRowSelect },
    },
  });
  if (!attendee) throw notFound("errors.meetingInvitationInvalid");
  return attendee;
}

type InvitationRow = Awaited<ReturnType<typeof invitationOf>>;

function invitationAnswer(attendee: InvitationRow, response: string): MeetingInvitation {
  const { meeting } = attendee;
  return {
    summary: meeting.summary,
    startTime: meeting.start.toISOString(),
    endTime: meeting.end.toISOString(),
    timeZone: meeting.timeZone,
    rule: meeting.rule,
    host: meeting.host?.name ?? null,
    invitee: attendee.user?.name ?? attendee.email,
    response: response as MeetingResponse,
  };
}

/**
 * GET /api/v1/public/meeting-invitations/{token}: the meeting an invitation's answer link names, and
 * the invitee's answer — what the page /meeting-invitation/{token} shows. No session: the signed
 * token is the right (it names one address of one meeting); nothing else of the meeting is shown.
 */
export async function readInvitation(token: string): Promise<MeetingInvitation> {
  const attendee = await invitationOf(token);
  return invitationAnswer(attendee, attendee.response);
}

/** POST …/meeting-invitations/{token}: the invitee answers (accepted, tentative, declined). */
export async function answerInvitation(token: string, body: MeetingAnswerInput): Promise<MeetingInvitation> {
  const attendee = await invitationOf(token);
  const { meeting } = attendee;
  await withEvents(async (tx, emit) => {
    await tx.meetingAttendee.update({
      where: { meetingId_email: { meetingId: meeting.id, email: attendee.email } },
      data: { response: body.response },
    });
    const by = attendee.userId ?? meeting.hostId;
    if (by)
      emit(
        meetingsChanged(
          { membership: { workspaceId: meeting.workspaceId }, moduleId: meeting.moduleId },
          { userId: by, clientId: null },
          [meeting.id],
        ),
      );
  });
  return invitationAnswer(attendee, body.response);
}
