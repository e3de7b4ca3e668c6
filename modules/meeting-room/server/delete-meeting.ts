import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { withEvents } from "@/lib/server/events/commit";
import { forbidden, notFound } from "@/lib/server/errors";
import { invitationSelect, sendInvitations } from "@/modules/meeting-room/server/invitations";
import { canDeleteMeeting, meetingScope, meetingsChanged } from "@/modules/meeting-room/server/scope";

/**
 * DELETE /dashboard/{dashboardId}/meeting-room/{id}: by its host, or who may delete in the module.
 * Its guests get the CANCEL (one revision on), so it leaves their mail calendars.
 */
export async function deleteMeeting(
  actor: Actor,
  params: { dashboardId: string; id: string },
  locale: Locale = "en",
): Promise<{ id: string }> {
  const scope = await meetingScope(actor, params.dashboardId, locale);
  const row = await getDb().meeting.findFirst({
    where: { id: params.id, moduleId: scope.moduleId },
    select: invitationSelect,
  });
  if (!row) throw notFound("errors.meetingNotFound");
  if (!canDeleteMeeting(scope, row.hostId)) throw forbidden();
  await withEvents(async (tx, emit) => {
    await tx.meeting.delete({ where: { id: row.id } });
    emit(meetingsChanged(scope, actor, [row.id]));
  });
  await sendInvitations(row, null, locale);
  return { id: row.id };
}
