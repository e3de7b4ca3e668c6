import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { modulePageOf } from "@/lib/server/search/module-page";
import { tableSearchSql, type SearchSource } from "@/lib/server/search/source";

// The meeting room's searchable entity (its manifest's `search`: docs/platform/search.md): meetings
// by summary and description, in the meeting rooms the caller reads.
const meetingSource: SearchSource = {
  entity: "meeting",
  tag: "MeetingRoom",
  sql: (ctx) =>
    tableSearchSql(ctx, {
      table: "Meeting",
      alias: "m",
      title: Prisma.sql`m."summary"`,
      body: Prisma.sql`m."description"`,
      bodyWords: true,
    }),
  href: (row, module) =>
    module?.project
      ? `/project/${module.project.id}/meeting-room/${row.id}?moduleId=${module.moduleId}`
      : modulePageOf(module),
};

export const MEETING_SEARCH_SOURCES: readonly SearchSource[] = [meetingSource];
