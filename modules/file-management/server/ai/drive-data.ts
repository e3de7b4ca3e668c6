import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { wordsOf } from "@/modules/file-management/shared/summarize-text";
import { noTrashedAncestor } from "../item-rows";
import { drivePageHref } from "../summary";

// What File management's assistant reads, under the module gate (opened with the context, and again
// on every question): the module's live files found by a description (words of their names, and of
// their text: DriveText, English or Spanish stems), a file named in a question, and a file's text.

/** Words of a description used at most. */
const WORDS_MAX = 12;

export interface FoundFile {
  id: string;
  name: string;
  size: number;
  contentType: string | null;
  updatedAt: Date;
  /** Its folders' names from the root. */
  location: string[];
  /** Words of the description its name holds. */
  nameHits: number;
  /** Its text matches the description's words. */
  inContent: boolean;
  /** The file's bytes (opens in the browser when it can show them). */
  link: string;
  /** Its folder on the module's page. */
  folderLink: string;
}

type Row = Omit<FoundFile, "location" | "link" | "folderLink" | "size"> & {
  size: bigint;
  parentId: string | null;
  location: string[];
};

const contentHref = (scope: ModuleScope, id: string) =>
  `/api/v1/file-management/${scope.moduleId}/items/${id}/content`;

function toFound(scope: ModuleScope, row: Row): FoundFile {
  return {
    id: row.id,
    name: row.name,
    size: Number(row.size),
    contentType: row.contentType,
    updatedAt: row.updatedAt,
    location: row.location,
    nameHits: row.nameHits,
    inContent: row.inContent,
    link: contentHref(scope, row.id),
    folderLink: drivePageHref(scope, row.parentId),
  };
}

const columns = Prisma.sql`i."id", i."name", i."size", i."contentType", i."updatedAt", i."parentId",
  (SELECT COALESCE(array_agg(a."name" ORDER BY p."n"), '{}')
     FROM unnest(string_to_array(rtrim(i."path", '/'), '/')) WITH ORDINALITY p("id", "n")
     JOIN "DriveItem" a ON a."id" = p."id") AS "location"`;

/**
 * The module's live files that match a description best: those whose names hold most of its words,
 * then those whose text matches any of them (ranked), then the latest changed; at most `limit`.
 */
export async function findFiles(
  scope: ModuleScope,
  description: string,
  limit: number,
): Promise<FoundFile[]> {
  const words = [...new Set(wordsOf(description))].slice(0, WORDS_MAX);
  if (words.length === 0) return [];
  const any = words.join(" or ");
  const rows = await getDb().$queryRaw<Row[]>`
    SELECT ${columns}, f."nameHits", f."inContent"
      FROM (
        SELECT i."id",
               (SELECT count(*)::int FROM unnest(${words}::text[]) w
                 WHERE lower(suite_unaccent(i."name")) LIKE '%' || w || '%') AS "nameHits",
               COALESCE(t."searchVector" @@ q."query", false) AS "inContent",
               COALESCE(ts_rank(t."searchVector", q."query"), 0) AS "rank"
          FROM "DriveItem" i
          LEFT JOIN "DriveText" t ON t."itemId" = i."id"
          CROSS JOIN (SELECT websearch_to_tsquery('english'::regconfig, suite_unaccent(${any}))
                             || websearch_to_tsquery('spanish'::regconfig, suite_unaccent(${any})) AS "query") q
         WHERE i."moduleId" = ${scope.moduleId} AND i."kind" = 'file' AND i."trashedAt" IS NULL AND ${noTrashedAncestor}
      ) f
      JOIN "DriveItem" i ON i."id" = f."id"
     WHERE f."nameHits" > 0 OR f."inContent"
     ORDER BY f."nameHits" DESC, f."rank" DESC, i."updatedAt" DESC, i."id"
     LIMIT ${limit}`;
  return rows.map((row) => toFound(scope, row));
}

/**
 * The file a question names (an id, a name as typed, or words of its name or text), or, for none,
 * the document the asker opened or changed last (a text file or a PDF); null when there is none.
 */
export async function resolveFile(scope: ModuleScope, named: string | null): Promise<FoundFile | null> {
  if (named && /^[0-9a-f]{24}$/.test(named)) {
    const [row] = await getDb().$queryRaw<Row[]>`
      SELECT ${columns}, 0 AS "nameHits", false AS "inContent" FROM "DriveItem" i
       WHERE i."id" = ${named} AND i."moduleId" = ${scope.moduleId} AND i."kind" = 'file'
         AND i."trashedAt" IS NULL AND ${noTrashedAncestor}`;
    return row ? toFound(scope, row) : null;
  }
  if (named) {
    const [exact] = await getDb().$queryRaw<Row[]>`
      SELECT ${columns}, 1 AS "nameHits", false AS "inContent" FROM "DriveItem" i
       WHERE i."moduleId" = ${scope.moduleId} AND i."kind" = 'file' AND lower(i."name") = lower(${named})
         AND i."trashedAt" IS NULL AND ${noTrashedAncestor}
       ORDER BY i."updatedAt" DESC LIMIT 1`;
    if (exact) return toFound(scope, exact);
    return (await findFiles(scope, named, 1))[0] ?? null;
  }
  const [recent] = await getDb().$queryRaw<Row[]>`
    SELECT ${columns}, 0 AS "nameHits", false AS "inContent" FROM "DriveItem" i
      JOIN "DriveRecent" r ON r."itemId" = i."id" AND r."userId" = ${scope.membership.userId}
     WHERE i."moduleId" = ${scope.moduleId} AND i."kind" = 'file' AND i."trashedAt" IS NULL AND ${noTrashedAncestor}
       AND (i."contentType" LIKE 'text/%' OR i."contentType" IN ('application/pdf', 'application/json'))
     ORDER BY r."at" DESC LIMIT 1`;
  return recent ? toFound(scope, recent) : null;
}

/** The text kept of a file's current version (null: none read, or not a text file or PDF). */
export async function fileText(itemId: string): Promise<string | null> {
  const row = await getDb().driveText.findUnique({ where: { itemId }, select: { text: true, fileId: true } });
  const item = await getDb().driveItem.findUnique({ where: { id: itemId }, select: { fileId: true } });
  return row && item && row.fileId === item.fileId ? row.text : null;
}
