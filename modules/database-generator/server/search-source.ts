import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { tableSearchSql, type SearchSource } from "@/lib/server/search/source";
import { dbHrefs } from "@/modules/database-generator/shared/urls";

// The database generator's searchable entities (its manifest's `search`: docs/platform/search.md):
// databases by name and description, and records by their primary column's value (the title) and
// their other texts and choices (kept in "DbRecordSearch" by their tables' triggers:
// record-search.ts), in the modules the caller reads.
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

const recordSource: SearchSource = {
  entity: "record",
  tag: "DatabaseGenerator",
  sql: (ctx) =>
    tableSearchSql(ctx, {
      table: "DbRecordSearch",
      alias: "x",
      title: Prisma.sql`x."title"`,
      body: Prisma.sql`x."body"`,
      bodyWords: true,
      // Its database and table, for the page (read for the best rows only).
      ref: Prisma.sql`(SELECT t."databaseId" || ':' || t."id" FROM "DbTable" t WHERE t."id" = x."tableId")`,
    }),
  // The record's table with the record open over it.
  href: (row, module) => {
    const [databaseId = "", tableId = ""] = (row.ref ?? "").split(":");
    return dbHrefs.record(
      { moduleId: row.moduleId!, projectId: module?.project?.id ?? null },
      databaseId,
      tableId,
      row.id,
    );
  },
};

export const DATABASE_SEARCH_SOURCES: readonly SearchSource[] = [databaseSource, recordSource];
