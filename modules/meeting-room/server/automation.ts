import "server-only";
import { getDb } from "@/lib/server/db";
import type { TriggerDefinition } from "@/lib/server/automation/types";

/**
 * Meeting room's automation trigger (its kind.ts `automation.triggers`): a meeting scheduled — the
 * room event's `created` ids, not its changes, answers or deletions. Every reader of a meeting room
 * sees all its meetings, so the dispatch's module check is the whole audience. The meetings are read
 * in one query (a meeting deleted before the event is heard starts nothing).
 */
const meetingScheduled: TriggerDefinition = {
  name: "meeting.scheduled",
  events: ["meeting-room.meetings"],
  async fire(event) {
    if (event.type !== "meeting-room.meetings") return [];
    const ids = [
      ...new Set(
        event.events.flatMap((item) => (item.type === "meetings.changed" ? (item.created ?? []) : [])),
      ),
    ];
    if (ids.length === 0) return [];
    const rows = await getDb().meeting.findMany({
      where: { id: { in: ids }, moduleId: event.moduleId },
      select: {
        id: true,
        summary: true,
        start: true,
        end: true,
        hostId: true,
        attendees: {
          where: { userId: { not: null } },
          select: { userId: true },
          orderBy: { createdAt: "asc" },
        },
      },
      orderBy: { id: "asc" },
    });
    return rows.map((row) => ({
      moduleId: event.moduleId,
      subject: row.id,
      variables: {
        meetingId: row.id,
        title: row.summary,
        start: row.start.toISOString(),
        end: row.end.toISOString(),
        organizerId: row.hostId,
        participantIds: row.attendees.flatMap((attendee) => (attendee.userId ? [attendee.userId] : [])),
        moduleId: event.moduleId,
      },
    }));
  },
};

export const meetingTriggers: readonly TriggerDefinition[] = [meetingScheduled];
