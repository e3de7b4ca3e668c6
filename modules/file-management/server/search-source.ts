import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { modulePageOf } from "@/lib/server/search/module-page";
import { searchColumns, type SearchSource } from "@/lib/server/search/source";

// File management's searchable entity (its manifest's `search`: docs/platform/search.md): files and
// folders by name, and files by the text of their current version (DriveText, migration
// 20261130125706_drive_text), not in the trash, in the drives the caller reads.
const fileSource: SearchSource = {
  entity: "file",
  tag: "FileManagement",
  sql(ctx) {
    const readable = Prisma.sql`d."moduleId" = ANY(${ctx.moduleIds()}) AND d."trashedAt" IS NULL`;
    // A name's words, then names holding the query, then the text of the current version (its body).
    const ranked = ctx.ranked({
      from: Prisma.sql`"DriveItem" d`,
      id: Prisma.sql`d."id"`,
      where: readable,
      titleWords: Prisma.sql`d."searchTitle"`,
      key: Prisma.sql`d."searchKey"`,
      body: {
        words: Prisma.sql`t."searchVector"`,
        from: Prisma.sql`"DriveText" t JOIN "DriveItem" d ON d."id" = t."itemId"`,
      },
    });
    return Prisma.sql`
      SELECT ${searchColumns({
        id: Prisma.sql`d."id"`,
        title: Prisma.sql`d."name"`,
        body: Prisma.sql`t."text"`,
        moduleId: Prisma.sql`d."moduleId"`,
        ref: Prisma.sql`(d."kind"::text || ':' || coalesce(d."parentId", ''))`,
        score: Prisma.sql`r."score"`,
      })}
        FROM (${ranked}) r
        JOIN "DriveItem" d ON d."id" = r."id"
        LEFT JOIN "DriveText" t ON t."itemId" = d."id"
       ORDER BY r."score" DESC`;
  },
  href: (row, module) => {
    const [kind = "", parentId = ""] = (row.ref ?? "").split(":");
    // A folder opens; a file is shown by a search of its name in its folder.
    return modulePageOf(
      module,
      kind === "folder" ? { folder: row.id } : { ...(parentId && { folder: parentId }), q: row.title },
    );
  },
};

export const FILE_SEARCH_SOURCES: readonly SearchSource[] = [fileSource];
