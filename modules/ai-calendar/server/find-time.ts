import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest } from "@/lib/server/errors";
import { isValidTimeZone } from "@/lib/time/time-zone";
import { DEFAULT_WORKING_HOURS, freeSlots, type Interval } from "@/lib/calendar/free-slots";
import { expand } from "@/lib/calendar/recurrence";
import type { FreeSlots } from "@/modules/ai-calendar/shared/types";
import type { FindTimeInput } from "@/modules/ai-calendar/schemas/events";
import { exceptionStarts, timesOf } from "@/modules/ai-calendar/server/event-rows";
import { calendarScope } from "@/modules/ai-calendar/server/scope";

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
 * POST /api/v1/ai-calendar/{moduleId}/find-time: the next times within working hours (Monday–Friday
 * 09:00–17:00 on each person's clock: their saved zone) when all the people asked are free — across
 * their events in every calendar of the workspace (those they created or attend, each series expanded,
 * its exceptions in place; busy-only ones too) and, when asked, the time they tracked. The people
 * must be members of the workspace. Two reads for the events and one for tracked time.
 */
export async function findTime(
  actor: Actor,
  moduleId: string,
  input: FindTimeInput,
  locale: Locale = "en",
): Promise<FreeSlots> {
  const scope = await calendarScope(actor, moduleId, locale);
  const workspaceId = scope.membership.workspaceId;
  const from = Date.parse(input.from);
  const to = Date.parse(input.to);
  const db = getDb();
  const people = await db.workspaceMember.findMany({
    where: { workspaceId, userId: { in: input.userIds } },
    select: { userId: true, user: { select: { timeZone: true } } },
  });
  if (people.length !== new Set(input.userIds).size) throw badRequest("validation.calendarAttendeeInvalid");
  const ids = people.map((person) => person.userId);
  const rows = await db.$queryRaw<BusyRow[]>`
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
  const busy = new Map<string, Interval[]>(ids.map((id) => [id, []]));
  const add = (who: readonly string[], interval: Interval) => {
    for (const id of who) busy.get(id)?.push(interval);
  };
  const excluded = exceptionStarts(rows);
  for (const row of rows) {
    if (row.rule !== null) {
      const series = timesOf({ ...row, rule: row.rule }, excluded.get(row.id));
      for (const occurrence of expand(series, { from, to })) add(row.people, occurrence);
    } else if (!row.cancelled) add(row.people, { start: row.start.getTime(), end: row.end.getTime() });
  }
  if (input.includeTracked) {
    const tracked = await db.$queryRaw<{ userId: string; start: Date; end: Date | null }[]>(Prisma.sql`
      SELECT "userId", "start", "end" FROM "TimeEntry"
       WHERE "workspaceId" = ${workspaceId} AND "userId" = ANY(${ids})
         AND "start" < ${new Date(to)} AND COALESCE("end", now()) > ${new Date(from)}`);
    for (const entry of tracked)
      add([entry.userId], { start: entry.start.getTime(), end: (entry.end ?? new Date()).getTime() });
  }
  const zoneOf = (saved: string | null) => (saved && isValidTimeZone(saved) ? saved : input.timeZone);
  // The asker's clock first: the slots start on its half hours.
  const ordered = [...people].sort(
    (a, b) => Number(b.userId === actor.userId) - Number(a.userId === actor.userId),
  );
  const slots = freeSlots(
    ordered.map((person) => ({
      hours: { ...DEFAULT_WORKING_HOURS, timeZone: zoneOf(person.user.timeZone) },
      busy: busy.get(person.userId) ?? [],
    })),
    { from, to, minutes: input.minutes, limit: input.limit },
  );
  return {
    slots: slots.map((slot) => ({
      startDate: new Date(slot.start).toISOString(),
      endDate: new Date(slot.end).toISOString(),
    })),
  };
}
