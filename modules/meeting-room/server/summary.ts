import "server-only";
import type { MeetingRoomSummary } from "@/lib/modules/summaries";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { rowsInRange } from "@/modules/meeting-room/server/list-meetings";
import { MEET_PATH } from "@/modules/meeting-room/server/meet-link";
import { meetingHref } from "@/modules/meeting-room/server/meeting-write";
import { occurrencesOf } from "@/modules/meeting-room/server/series";

const WEEK_MS = 7 * 86_400_000;
/** A card counts at most this many meetings of the week (a busier week shows "500+"). */
const WEEK_COUNTED = 500;

/**
 * The cards of the grid's meeting rooms: the meetings starting in the next seven days and the next
 * one (or the one going on now), one indexed range read for all the grid's rooms.
 */
export async function summarizeMeetingRooms(
  scopes: ModuleScope[],
  now: Date,
): Promise<Map<string, MeetingRoomSummary>> {
  const range = { from: now.getTime(), to: now.getTime() + WEEK_MS };
  const rows = await rowsInRange(
    scopes.map((scope) => scope.moduleId),
    range,
  );
  return new Map(
    scopes.map((scope): [string, MeetingRoomSummary] => {
      const coming = rows
        .filter((row) => row.moduleId === scope.moduleId)
        .flatMap((row) => occurrencesOf(row, range, WEEK_COUNTED).map((occurrence) => ({ row, occurrence })))
        .sort((a, b) => a.occurrence.start - b.occurrence.start);
      const first = coming[0];
      const href = first && meetingHref(scope, first.row.id);
      const startDate = first && new Date(first.occurrence.start).toISOString();
      return [
        scope.moduleId,
        {
          tag: "MeetingRoom",
          week: coming.filter((item) => item.occurrence.start >= range.from).length,
          next: first
            ? {
                id: first.row.id,
                title: first.row.summary,
                startDate: startDate!,
                endDate: new Date(first.occurrence.end).toISOString(),
                href: scope.project ? `${href}&at=${encodeURIComponent(startDate!)}` : href!,
                live: first.occurrence.start <= range.from,
                joinHref: `${MEET_PATH}/${first.row.linkToken}`,
              }
            : null,
        },
      ];
    }),
  );
}
