import "server-only";
import type { DatedItem } from "@/lib/modules/dated";
import type { DatedSource } from "@/lib/server/modules/server-kind";
import { rowsInRange } from "@/modules/meeting-room/server/list-meetings";
import { meetingHref } from "@/modules/meeting-room/server/meeting-write";
import { occurrencesOf } from "@/modules/meeting-room/server/series";

/**
 * The meetings of a project's meeting rooms as layers of its calendars: each occurrence in the range
 * (one indexed read for them all), opening its 'Meeting details' over its room.
 */
export const datedMeetings: DatedSource = async (scopes, range, limit) => {
  const rows = await rowsInRange(
    scopes.map((scope) => scope.moduleId),
    range,
  );
  return new Map(
    scopes.map((scope) => {
      const items: DatedItem[] = rows
        .filter((row) => row.moduleId === scope.moduleId)
        .flatMap((row) =>
          occurrencesOf(row, range, limit + 1).map((occurrence) => {
            const startDate = new Date(occurrence.start).toISOString();
            const href = meetingHref(scope, row.id);
            return {
              id: row.rule ? `${row.id}_${occurrence.originalStart}` : row.id,
              title: row.summary,
              startDate,
              endDate: new Date(occurrence.end).toISOString(),
              allDay: false,
              color: null,
              done: false,
              href: scope.project ? `${href}&at=${encodeURIComponent(startDate)}` : href,
            };
          }),
        )
        .sort((a, b) => a.startDate.localeCompare(b.startDate));
      return [scope.moduleId, { items: items.slice(0, limit), truncated: items.length > limit }];
    }),
  );
};
