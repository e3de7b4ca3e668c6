import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import type { Meeting } from "@/modules/meeting-room/shared/types";
import { meetingAnswer, meetingSelect } from "@/modules/meeting-room/server/meeting-rows";
import { meetingScope } from "@/modules/meeting-room/server/scope";

/** GET /dashboard/{dashboardId}/meeting-room/{id}: the 'Meeting details' dialog's meeting (404 if not the module's). */
export async function getMeeting(
  actor: Actor,
  params: { dashboardId: string; id: string },
  locale: Locale = "en",
): Promise<Meeting> {
  const scope = await meetingScope(actor, params.dashboardId, locale);
  const row = await getDb().meeting.findFirst({
    where: { id: params.id, moduleId: scope.moduleId },
    select: meetingSelect,
  });
  if (!row) throw notFound("errors.meetingNotFound");
  return meetingAnswer(scope, row);
}
