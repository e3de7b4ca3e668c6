import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import type { MeetingRange } from "@/modules/meeting-room/schemas/meetings";
import { MEETINGS_MAX, type MeetingList } from "@/modules/meeting-room/shared/types";
import { meetingAnswer, meetingSelect } from "@/modules/meeting-room/server/meeting-rows";
import { meetingScope } from "@/modules/meeting-room/server/scope";

/**
 * GET /dashboard/{dashboardId}/meeting-room?from&to: the meetings overlapping [from, to) by start (a
 * day of the calendar tab, the home tab's weeks), at most 500, read by (moduleId, end, start) with
 * their hosts and people in two more batched reads.
 */
export async function listMeetings(
  actor: Actor,
  moduleId: string,
  query: MeetingRange,
  locale: Locale = "en",
): Promise<MeetingList> {
  const scope = await meetingScope(actor, moduleId, locale);
  const rows = await getDb().meeting.findMany({
    where: {
      moduleId: scope.moduleId,
      end: { gt: new Date(query.from) },
      start: { lt: new Date(query.to) },
    },
    select: meetingSelect,
    orderBy: [{ start: "asc" }, { id: "asc" }],
    take: MEETINGS_MAX + 1,
  });
  return {
    data: rows.slice(0, MEETINGS_MAX).map((row) => meetingAnswer(scope, row)),
    truncated: rows.length > MEETINGS_MAX,
  };
}
