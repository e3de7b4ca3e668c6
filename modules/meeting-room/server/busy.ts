import "server-only";
import { getDb } from "@/lib/server/db";
import type { BusySource } from "@/lib/server/modules/server-kind";
import { occurrencesOf } from "@/modules/meeting-room/server/series";

/**
 * When people are busy in the workspace's meeting rooms: the meetings they host or attend and have
 * not declined, each series' occurrences in the range. One read by span.
 */
export const meetingBusy: BusySource = async (workspaceId, userIds, range) => {
  const ids = [...userIds];
  const asked = new Set(ids);
  const rows = await getDb().meeting.findMany({
    where: {
      workspaceId,
      spanEnd: { gt: new Date(range.from) },
      start: { lt: new Date(range.to) },
      OR: [
        { hostId: { in: ids } },
        { attendees: { some: { userId: { in: ids }, response: { not: "declined" } } } },
      ],
    },
    select: {
      start: true,
      end: true,
      timeZone: true,
      rule: true,
      hostId: true,
      attendees: {
        where: { userId: { in: ids }, response: { not: "declined" } },
        select: { userId: true },
      },
    },
  });
  const busy = new Map<string, { start: number; end: number }[]>();
  for (const row of rows) {
    const people = new Set([row.hostId, ...row.attendees.map((attendee) => attendee.userId)]);
    const times = occurrencesOf(row, range, 500);
    for (const id of people) {
      if (id === null || !asked.has(id)) continue;
      const intervals = busy.get(id);
      if (intervals) intervals.push(...times);
      else busy.set(id, [...times]);
    }
  }
  return busy;
};
