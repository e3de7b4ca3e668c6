import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import type { MeetingRange } from "@/modules/meeting-room/schemas/meetings";
import { MEETINGS_MAX, type MeetingList } from "@/modules/meeting-room/shared/types";
import { meetingAnswer, meetingSelect, occurrenceAnswer } from "@/modules/meeting-room/server/meeting-rows";
import { meetingScope } from "@/modules/meeting-room/server/scope";
import { occurrencesOf } from "@/modules/meeting-room/server/series";

/** At most this many meetings and series read for one range (a bound on a module's busiest quarter). */
const ROWS_MAX = 2_000;

/**
 * The meetings and series of modules that may have occurrences in [from, to) (ms): one indexed read by
 * (moduleId, spanEnd, start), at most ROWS_MAX + 1 (more says the range is truncated).
 */
export function rowsInRange(moduleIds: readonly string[], range: { from: number; to: number }) {
  return getDb().meeting.findMany({
    where: {
      moduleId: { in: [...moduleIds] },
      spanEnd: { gt: new Date(range.from) },
      start: { lt: new Date(range.to) },
    },
    select: { ...meetingSelect, moduleId: true },
    orderBy: [{ start: "asc" }, { id: "asc" }],
    take: ROWS_MAX + 1,
  });
}

/**
 * The occurrences of the module's meetings overlapping [from, to) by start, at most MEETINGS_MAX
 * (`truncated` says there were more): one indexed read by (moduleId, spanEnd, start) — a series
 * spans to its last end — with their hosts and people batched, each series expanded in the range.
 */
export async function meetingsIn(
  scope: ModuleScope,
  range: { from: number; to: number },
): Promise<MeetingList> {
  const all = await rowsInRange([scope.moduleId], range);
  const rows = all.slice(0, ROWS_MAX);
  const found = rows.flatMap((row) => {
    const meeting = meetingAnswer(scope, row);
    return occurrencesOf(row, range, MEETINGS_MAX + 1).map((item) => occurrenceAnswer(meeting, item));
  });
  found.sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id.localeCompare(b.id));
  return {
    data: found.slice(0, MEETINGS_MAX),
    truncated: found.length > MEETINGS_MAX || all.length > ROWS_MAX,
  };
}

/** GET /dashboard/{dashboardId}/meeting-room?from&to: a day of the calendar tab, the home tab's weeks. */
export async function listMeetings(
  actor: Actor,
  moduleId: string,
  query: MeetingRange,
  locale: Locale = "en",
): Promise<MeetingList> {
  const scope = await meetingScope(actor, moduleId, locale);
  return meetingsIn(scope, { from: Date.parse(query.from), to: Date.parse(query.to) });
}
