import "server-only";
import type { Interval } from "@/lib/calendar/free-slots";
import { expand } from "@/lib/calendar/recurrence";
import { getDb } from "@/lib/server/db";
import type { BusySource } from "@/lib/server/modules/server-kind";
import { exceptionStarts, timesOf } from "@/modules/ai-calendar/server/event-rows";

/** The rows that make people busy in a range: their events (created or attending) in any calendar. */
type BusyRow = {
  id: string;
  start: Date;
  end: Date;
  allDay: boolean;
  timeZone: string;
  rule: string | null;
  recurringEventId: string | null;
  originalStart: Date | null;
  cancelled: boolean;
  people: string[];
};

/**
 * When people are busy in the workspace's calendars: the events they created or attend (busy-only
 * ones too), each series expanded with its exceptions in place, cancelled occurrences left out. One
 * read by the events' span.
 */
export const calendarBusy: BusySource = async (workspaceId, userIds, { from, to }) => {
  const ids = [...userIds];
  const rows = await getDb().$queryRaw<BusyRow[]>`
    SELECT e."id", e."start", e."end", e."allDay", e."timeZone", e."rule", e."recurringEventId",
           e."originalStart", e."cancelled",
           ARRAY(SELECT DISTINCT p FROM unnest(
             array_append(ARRAY(SELECT a."userId" FROM "CalendarAttendee" a
                                 WHERE a."eventId" = COALESCE(e."recurringEventId", e."id")
                                   AND a."userId" = ANY(${ids})), e."createdById")) p
             WHERE p = ANY(${ids})) AS "people"
      FROM "CalendarEvent" e
     WHERE e."workspaceId" = ${workspaceId}
       AND e."spanEnd" > ${new Date(from)} AND e."spanStart" < ${new Date(to)}
       AND (e."createdById" = ANY(${ids})
            OR EXISTS (SELECT 1 FROM "CalendarAttendee" a
                        WHERE a."eventId" = COALESCE(e."recurringEventId", e."id") AND a."userId" = ANY(${ids})))`;
  const busy = new Map<string, Interval[]>();
  const add = (who: readonly string[], interval: Interval) => {
    for (const id of who) {
      const intervals = busy.get(id);
      if (intervals) intervals.push(interval);
      else busy.set(id, [interval]);
    }
  };
  const excluded = exceptionStarts(rows);
  for (const row of rows) {
    if (row.rule !== null) {
      const series = timesOf({ ...row, rule: row.rule }, excluded.get(row.id));
      for (const occurrence of expand(series, { from, to })) add(row.people, occurrence);
    } else if (!row.cancelled) add(row.people, { start: row.start.getTime(), end: row.end.getTime() });
  }
  return busy;
};
