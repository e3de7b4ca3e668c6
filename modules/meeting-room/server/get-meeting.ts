import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import type { MeetingDetails } from "@/modules/meeting-room/shared/types";
import { meetingAnswer, meetingSelect } from "@/modules/meeting-room/server/meeting-rows";
import { meetingScope } from "@/modules/meeting-room/server/scope";
import { occurrenceAt } from "@/modules/meeting-room/server/series";

/**
 * GET /dashboard/{dashboardId}/meeting-room/{id}?at=: the 'Meeting details' dialog's meeting (404 if
 * not the module's) and, for `at`, the occurrence starting then with its own times (its end on the
 * series' wall clock, right across a change of the clocks); null when it has none then.
 */
export async function getMeeting(
  actor: Actor,
  params: { dashboardId: string; id: string },
  query: { at?: string } = {},
  locale: Locale = "en",
): Promise<MeetingDetails> {
  const scope = await meetingScope(actor, params.dashboardId, locale);
  const row = await getDb().meeting.findFirst({
    where: { id: params.id, moduleId: scope.moduleId },
    select: meetingSelect,
  });
  if (!row) throw notFound("errors.meetingNotFound");
  const found = query.at === undefined ? null : occurrenceAt(row, Date.parse(query.at));
  return {
    ...meetingAnswer(scope, row),
    occurrence: found && {
      startTime: new Date(found.start).toISOString(),
      endTime: new Date(found.end).toISOString(),
    },
  };
}
