import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { tableSearchSql, type SearchSource } from "@/lib/server/search/source";
import { dvHrefs } from "@/modules/data-visualization/shared/urls";

// Data visualization's searchable entity (its manifest's `search`: docs/platform/search.md):
// dashboards by name and description, in the modules the caller reads; a hit opens the dashboard.
const dashboardSource: SearchSource = {
  entity: "dashboard",
  tag: "DataVisualization",
  sql: (ctx) =>
    tableSearchSql(ctx, {
      table: "Dashboard",
      alias: "d",
      title: Prisma.sql`d."name"`,
      body: Prisma.sql`d."description"`,
      bodyWords: true,
    }),
  href: (row, module) =>
    dvHrefs.visualization({ moduleId: row.moduleId!, projectId: module?.project?.id ?? null }, row.id),
};

export const DASHBOARD_SEARCH_SOURCES: readonly SearchSource[] = [dashboardSource];
