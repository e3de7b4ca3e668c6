import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { modulePageOf } from "@/lib/server/search/module-page";
import { tableSearchSql, type SearchSource } from "@/lib/server/search/source";

// The notification module's searchable entity (its manifest's `search`: docs/platform/search.md):
// campaigns by name, in the modules the caller reads; a hit opens the campaigns tab searched for it.
const campaignSource: SearchSource = {
  entity: "campaign",
  tag: "Notification",
  sql: (ctx) =>
    tableSearchSql(ctx, {
      table: "NotificationCampaign",
      alias: "c",
      title: Prisma.sql`c."name"`,
      body: Prisma.sql`NULL`,
      bodyWords: false,
    }),
  href: (row, module) =>
    module?.project
      ? `/project/${module.project.id}/notification/campaigns?${new URLSearchParams({ moduleId: module.moduleId, q: row.title })}`
      : modulePageOf(module),
};

export const CAMPAIGN_SEARCH_SOURCES: readonly SearchSource[] = [campaignSource];
