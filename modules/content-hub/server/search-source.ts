import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { tableSearchSql, type SearchSource } from "@/lib/server/search/source";
import { postEditorHref, productEditorHref } from "@/modules/content-hub/shared/routes";

// The content hub's searchable entities (its manifest's `search`: docs/platform/search.md): blog
// posts (title and body) and products (name and description), drafts included, in the hubs the
// caller reads.

function source(entity: "post" | "product"): SearchSource {
  return {
    entity,
    tag: "ContentHub",
    sql: (ctx) =>
      tableSearchSql(ctx, {
        table: entity === "post" ? "ContentPost" : "ContentProduct",
        alias: "c",
        title: entity === "post" ? Prisma.sql`c."title"` : Prisma.sql`c."name"`,
        body: entity === "post" ? Prisma.sql`c."content"` : Prisma.sql`c."description"`,
        bodyWords: true,
      }),
    href: (row) => (entity === "post" ? postEditorHref : productEditorHref)(row.moduleId!, row.id),
  };
}

export const CONTENT_SEARCH_SOURCES: readonly SearchSource[] = [source("post"), source("product")];
