import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { modulePageOf } from "@/lib/server/search/module-page";
import { tableSearchSql, type SearchSource } from "@/lib/server/search/source";

// The AI calendar's searchable entity (its manifest's `search`: docs/platform/search.md): events and
// series by title, description and place, in the calendars the caller reads; an event shown to others
// as "Busy" is found only by its creator and attendees, a cancelled occurrence by nobody.
const eventSource: SearchSource = {
  entity: "event",
  tag: "AICalendar",
  sql(ctx) {
    const { userId } = ctx;
    return tableSearchSql(ctx, {
      table: "CalendarEvent",
      alias: "e",
      title: Prisma.sql`e."title"`,
      body: Prisma.sql`e."description"`,
      bodyWords: true,
      where: Prisma.sql`NOT e."cancelled" AND (NOT e."busyOnly" OR e."createdById" = ${userId}
        OR EXISTS (SELECT 1 FROM "CalendarAttendee" a WHERE a."eventId" = e."id" AND a."userId" = ${userId}))`,
    });
  },
  // A project's calendar opens the event's dialog (…/events/{id}/edit); the workspace's own, its page.
  href: (row, module) =>
    module?.project
      ? `/project/${module.project.id}/ai-calendar/events/${row.id}/edit?moduleId=${module.moduleId}`
      : modulePageOf(module),
};

export const CALENDAR_SEARCH_SOURCES: readonly SearchSource[] = [eventSource];
