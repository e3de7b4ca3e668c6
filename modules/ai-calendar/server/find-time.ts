import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest } from "@/lib/server/errors";
import { isValidTimeZone } from "@/lib/time/time-zone";
import { DEFAULT_WORKING_HOURS, freeSlots, type Interval } from "@/lib/calendar/free-slots";
import type { FreeSlots } from "@/modules/ai-calendar/shared/types";
import type { FindTimeInput } from "@/modules/ai-calendar/schemas/events";
import { busyOf } from "@/lib/server/calendar/busy";
import { calendarScope } from "@/modules/ai-calendar/server/scope";

/**
 * POST /api/v1/ai-calendar/{moduleId}/find-time: the next times within working hours (Monday–Friday
 * 09:00–17:00 on each person's clock: their saved zone) when all the people asked are free — across
 * every module of the workspace that makes them busy (lib/server/calendar/busy.ts: their events in
 * every calendar, busy-only ones too; their meetings) and, when asked, the time they tracked. The
 * people must be members of the workspace. One read per such kind and one for tracked time.
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
  const busy = await busyOf(workspaceId, ids, { from, to });
  const add = (who: readonly string[], interval: Interval) => {
    for (const id of who) busy.get(id)?.push(interval);
  };
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
