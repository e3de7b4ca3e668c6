import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { modulePageOf } from "@/lib/server/search/module-page";
import { tableSearchSql, type SearchSource } from "@/lib/server/search/source";

// The time tracker's searchable entity (its manifest's `search`: docs/platform/search.md): time
// entries by description and task key — the caller's own, and everyone's in the trackers whose
// members they manage (the reports' rule).
const entrySource: SearchSource = {
  entity: "timeEntry",
  tag: "TimeTracker",
  sql: (ctx) =>
    tableSearchSql(ctx, {
      table: "TimeEntry",
      alias: "e",
      title: Prisma.sql`e."description"`,
      body: Prisma.sql`NULL`,
      bodyWords: false,
      where: Prisma.sql`(e."userId" = ${ctx.userId}
        OR e."moduleId" = ANY(${ctx.moduleIds((scope) => scope.access.manageMembers)}))`,
    }),
  href: (_row, module) => modulePageOf(module),
};

export const TIME_SEARCH_SOURCES: readonly SearchSource[] = [entrySource];
