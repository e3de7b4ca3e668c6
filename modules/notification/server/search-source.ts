import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { modulePageOf } from "@/lib/server/search/module-page";
import { tableSearchSql, type SearchSource } from "@/lib/server/search/source";
import type { NotificationTab } from "@/modules/notification/shared/types";

// The notification module's searchable entities (its manifest's `search`: docs/platform/search.md):
// channels and campaigns by name, templates by name, subject and body, in the modules the caller
// reads; a hit opens its tab searched for it.
function source(
  entity: "notificationChannel" | "notificationTemplate" | "campaign",
  table: string,
  tab: NotificationTab,
): SearchSource {
  const template = entity === "notificationTemplate";
  return {
    entity,
    tag: "Notification",
    sql: (ctx) =>
      tableSearchSql(ctx, {
        table,
        alias: "c",
        title: Prisma.sql`c."name"`,
        body: template ? Prisma.sql`concat_ws(' — ', c."subject", c."body")` : Prisma.sql`NULL`,
        bodyWords: template,
      }),
    href: (row, module) =>
      module?.project
        ? `/project/${module.project.id}/notification/${tab}?${new URLSearchParams({ moduleId: module.moduleId, q: row.title })}`
        : modulePageOf(module),
  };
}

export const NOTIFICATION_SEARCH_SOURCES: readonly SearchSource[] = [
  source("notificationChannel", "NotificationChannel", "channels"),
  source("notificationTemplate", "NotificationTemplate", "templates"),
  source("campaign", "NotificationCampaign", "campaigns"),
];
