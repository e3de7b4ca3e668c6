import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { jsonText, type JsonText } from "@/lib/server/api/json-text";
import { decodeTuple, encodeTuple } from "@/lib/server/api/keyset";
import { isoSql } from "@/lib/server/database/sql";
import { getDb } from "@/lib/server/db";
import type { ListQuery } from "@/modules/file-management/schemas/drive";
import {
  PAGE_SIZE,
  type DriveList,
  type SortDirection,
  type SortField,
  type TypeFilter,
} from "@/modules/file-management/shared/types";
import { itemJson, noTrashedAncestor } from "./item-rows";
import { liveFolder } from "./folders";
import { cachedDrivePage } from "./page-cache";
import { driveScope } from "./scope";

// GET /file-management/{moduleId}/items: a folder's items (my files), the reader's recent and
// starred items, the items shared with them, the trash, or a search by name; one page at a time by
// keyset (the cursor holds the last row's sort values), never by offset, so a folder of 10,000 files
// reads its first page from the listing index alone. PostgreSQL writes the page's items as JSON
// (item-rows.ts), which is sent as it is; a folder's pages are kept a while in memory (page-cache.ts).

type KeyType = "kind" | "text" | "bigint" | "time";
interface SortKey {
  expr: Prisma.Sql;
  dir: SortDirection;
  type: KeyType;
  /** The row's value of the key as the cursor keeps it (text). */
  text: Prisma.Sql;
}

const cast = (value: string | number, type: KeyType) =>
  type === "kind"
    ? Prisma.sql`${String(value)}::"DriveItemKind"`
    : type === "bigint"
      ? Prisma.sql`${String(value)}::bigint`
      : type === "time"
        ? Prisma.sql`(${String(value)}::timestamptz AT TIME ZONE 'UTC')`
        : Prisma.sql`${String(value)}::text`;

/** Rows after the cursor's values: the first key past it, or equal on those before and past on the next. */
function afterValues(keys: SortKey[], values: readonly (string | number)[]): Prisma.Sql {
  const terms = keys.map((key, k) => {
    const equal = keys
      .slice(0, k)
      .map((before, j) => Prisma.sql`${before.expr} = ${cast(values[j]!, before.type)}`);
    const past = Prisma.sql`${key.expr} ${Prisma.raw(key.dir === "asc" ? ">" : "<")} ${cast(values[k]!, key.type)}`;
    return Prisma.join([...equal, past], " AND ");
  });
  return Prisma.sql`(${Prisma.join(
    terms.map((term) => Prisma.sql`(${term})`),
    " OR ",
  )})`;
}

/** Whether a cursor's value can be compared with a key of this type (else the cursor is a 400, not a failed cast). */
function fitsKey(type: KeyType, value: unknown): boolean {
  if (typeof value !== "string") return false;
  if (type === "kind") return value === "folder" || value === "file";
  if (type === "bigint") return /^\d{1,18}$/.test(value);
  if (type === "time") return /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(value) && !Number.isNaN(Date.parse(value));
  return value.length <= 1_000;
}

/** The keys of a sort (folders first, then the field, then the id as the tie-break). */
function sortKeys(field: SortField, dir: SortDirection): SortKey[] {
  // The enum's order puts folders first.
  const folderFirst: SortKey = {
    expr: Prisma.sql`i."kind"`,
    dir: "asc",
    type: "kind",
    text: Prisma.sql`i."kind"::text`,
  };
  const byField: Record<SortField, SortKey> = {
    name: { expr: Prisma.sql`lower(i."name")`, dir, type: "text", text: Prisma.sql`lower(i."name")` },
    size: { expr: Prisma.sql`i."size"`, dir, type: "bigint", text: Prisma.sql`i."size"::text` },
    modified: { expr: Prisma.sql`i."updatedAt"`, dir, type: "time", text: isoSql(Prisma.sql`i."updatedAt"`) },
    created: { expr: Prisma.sql`i."createdAt"`, dir, type: "time", text: isoSql(Prisma.sql`i."createdAt"`) },
  };
  return [
    folderFirst,
    byField[field],
    { expr: Prisma.sql`i."id"`, dir, type: "text", text: Prisma.sql`i."id"` },
  ];
}

/** Newest first by a time of the tab (when opened, starred, trashed). */
const timeKeys = (expr: Prisma.Sql): SortKey[] => [
  { expr, dir: "desc", type: "time", text: isoSql(expr) },
  { expr: Prisma.sql`i."id"`, dir: "desc", type: "text", text: Prisma.sql`i."id"` },
];

const DOCUMENTS = [
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.oasis.opendocument.text",
  "text/markdown",
];
const SPREADSHEETS = [
  "application/vnd.ms-excel",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.oasis.opendocument.spreadsheet",
  "text/csv",
];
const PRESENTATIONS = [
  "application/vnd.ms-powerpoint",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  "application/vnd.oasis.opendocument.presentation",
];
const ARCHIVES = [
  "application/zip",
  "application/gzip",
  "application/x-7z-compressed",
  "application/vnd.rar",
  "application/x-tar",
  "application/x-bzip2",
  "application/x-xz",
  "application/zstd",
];

/**
 * The type filter's condition on a row with a content type (`i` an item: its `kind` says a folder;
 * `f` a stored file, which is never one).
 */
export function typeCondition(type: TypeFilter | undefined, alias: "i" | "f" = "i"): Prisma.Sql {
  const column = Prisma.raw(`${alias}."contentType"`);
  const among = (types: string[]) => Prisma.sql`${column} = ANY(${types}::text[])`;
  switch (type) {
    case undefined:
      return Prisma.sql`TRUE`;
    case "folder":
      return alias === "i" ? Prisma.sql`i."kind" = 'folder'` : Prisma.sql`FALSE`;
    case "image":
    case "audio":
    case "video":
      return Prisma.sql`${column} LIKE ${`${type}/%`}`;
    case "pdf":
      return Prisma.sql`${column} = 'application/pdf'`;
    case "text":
      return Prisma.sql`(${column} IN ('text/plain', 'application/json'))`;
    case "document":
      return among(DOCUMENTS);
    case "spreadsheet":
      return among(SPREADSHEETS);
    case "presentation":
      return among(PRESENTATIONS);
    case "archive":
      return among(ARCHIVES);
  }
}

/** `%text%` for ILIKE, its wildcards taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A search's condition on `i`: its name holds the text (case ignored), or its content's words match
 * (DriveText's stored tsvector, migration 20261130125706_drive_text: English or Spanish stems,
 * accents ignored; `websearch_to_tsquery` takes "quoted phrases", `or` and `-word`).
 */
function searchCondition(q: string): Prisma.Sql {
  return Prisma.sql`(lower(i."name") LIKE ${containing(q)} OR EXISTS (
    SELECT 1 FROM "DriveText" t
     WHERE t."itemId" = i."id"
       AND t."searchVector" @@ (websearch_to_tsquery('english'::regconfig, suite_unaccent(${q}))
                                || websearch_to_tsquery('spanish'::regconfig, suite_unaccent(${q})))))`;
}

export async function listItems(
  actor: Actor,
  moduleId: unknown,
  query: ListQuery,
  locale: Locale = "en",
): Promise<JsonText<DriveList>> {
  return listItemsText(await driveScope(actor, moduleId, locale), query);
}

/** listItems in a module the gate has opened, as a value (the page's loader opens the gate once). */
export async function listItemsIn(scope: ModuleScope, query: ListQuery): Promise<DriveList> {
  return (await listItemsText(scope, query)).value();
}

async function listItemsText(scope: ModuleScope, query: ListQuery): Promise<JsonText<DriveList>> {
  const tab = query.tab ?? "my-files";
  if (tab !== "my-files" || query.q) return jsonText(await readPage(scope, query));
  // A folder's pages come from the page cache while nothing in the module has changed (page-cache.ts).
  const key = [
    scope.moduleId,
    scope.membership.userId,
    query.folderId ?? "",
    query.sort ?? "",
    query.dir ?? "",
    query.type ?? "",
    query.cursor ?? "",
  ].join("\n");
  return jsonText(await cachedDrivePage(scope.moduleId, key, () => readPage(scope, query)));
}

/** A page of the listing as JSON text (a DriveList). */
async function readPage(scope: ModuleScope, query: ListQuery): Promise<string> {
  const me = scope.membership.userId;
  const tab = query.tab ?? "my-files";
  const search = query.q ? query.q : null;
  const folder =
    tab === "my-files" && query.folderId ? await liveFolder(scope.moduleId, query.folderId) : null;

  let from = Prisma.sql`"DriveItem" i`;
  let where: Prisma.Sql[] = [Prisma.sql`i."moduleId" = ${scope.moduleId}`];
  let keys: SortKey[];
  let sortAt: Prisma.Sql | null = null;
  const chosenSort = query.sort ? sortKeys(query.sort, query.dir ?? "asc") : null;
  if (tab === "trash") {
    where.push(Prisma.sql`i."trashedAt" IS NOT NULL`);
    sortAt = Prisma.sql`i."trashedAt"`;
    keys = chosenSort ?? timeKeys(sortAt);
  } else {
    where.push(Prisma.sql`i."trashedAt" IS NULL`);
    if (tab === "recent-files") {
      from = Prisma.sql`"DriveItem" i JOIN "DriveRecent" r ON r."itemId" = i."id" AND r."userId" = ${me}`;
      sortAt = Prisma.sql`r."at"`;
    } else if (tab === "bookmarks") {
      from = Prisma.sql`"DriveItem" i JOIN "DriveBookmark" b ON b."itemId" = i."id" AND b."userId" = ${me}`;
      sortAt = Prisma.sql`b."createdAt"`;
    } else if (tab === "shared-with-me") {
      from = Prisma.sql`"DriveItem" i JOIN "DriveShare" s ON s."itemId" = i."id" AND s."userId" = ${me}`;
      sortAt = Prisma.sql`s."createdAt"`;
    } else if (!search) {
      // As the listing index reads it (DriveItem_listing_name_idx).
      where.push(Prisma.sql`COALESCE(i."parentId", '') = ${folder?.id ?? ""}::bpchar`);
    }
    if (tab !== "my-files" || search) where.push(noTrashedAncestor);
    keys = chosenSort ?? (sortAt ? timeKeys(sortAt) : sortKeys("name", "asc"));
  }
  if (search) where.push(searchCondition(search));
  where.push(typeCondition(query.type));
  if (query.cursor) {
    const values = decodeTuple<readonly [...(string | number)[], string]>(query.cursor, keys.length, (v) =>
      v.every((value, k) => fitsKey(keys[k]!.type, value)),
    );
    where = [...where, afterValues(keys, values)];
  }
  const order = Prisma.join(
    keys.map((key) => Prisma.sql`${key.expr} ${Prisma.raw(key.dir === "asc" ? "ASC" : "DESC")}`),
    ", ",
  );
  const flat = tab !== "my-files" || search !== null;
  const rows = await getDb().$queryRaw<{ item: string; key: string }[]>`
    SELECT ${itemJson(me, flat)}::text AS "item",
           json_build_array(${Prisma.join(keys.map((key) => key.text))})::text AS "key"
      FROM ${from}
     WHERE ${Prisma.join(where, " AND ")}
     ORDER BY ${order}
     LIMIT ${PAGE_SIZE + 1}`;
  const more = rows.length > PAGE_SIZE;
  const shown = more ? rows.slice(0, PAGE_SIZE) : rows;
  const nextCursor = more ? encodeTuple(JSON.parse(shown[shown.length - 1]!.key) as string[]) : null;
  const open = folder && { id: folder.id, name: folder.name, crumbs: folder.crumbs };
  return `{"data":[${shown.map((row) => row.item).join(",")}],"nextCursor":${JSON.stringify(nextCursor)},"folder":${JSON.stringify(open)}}`;
}
