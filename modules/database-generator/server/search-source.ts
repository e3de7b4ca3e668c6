import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { tableSearchSql, type SearchSource } from "@/lib/server/search/source";
import { dbHrefs } from "@/modules/database-generator/shared/urls";

// The database generator's searchable entity (its manifest's `search`: docs/platform/search.md):
// databases by name and description, in the modules the caller reads.
const databaseSource: SearchSource = {
  entity: "database",
  tag: "DatabaseGenerator",
  sql: (ctx) =>
    tableSearchSql(ctx, {
      table: "DbDatabase",
      alias: "d",
      title: Prisma.sql`d."name"`,
      body: Prisma.sql`d."description"`,
      bodyWords: true,
    }),
  href: (row, module) =>
    dbHrefs.database({ moduleId: row.moduleId!, projectId: module?.project?.id ?? null }, row.id),
};

export const DATABASE_SEARCH_SOURCES: readonly SearchSource[] = [databaseSource];
