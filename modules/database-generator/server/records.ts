import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import type { ListRecordsQuery } from "@/modules/database-generator/schemas/inputs";
import { isLinked } from "@/modules/database-generator/shared/columns";
import { isGroup, type FilterGroup, type Sort } from "@/modules/database-generator/shared/filters";
import {
  RECORDS_PAGE_DEFAULT,
  type Column,
  type DbRecordAnswer,
  type RecordPage,
  type Table,
} from "@/modules/database-generator/shared/types";
import type { Cell } from "@/modules/database-generator/shared/values";
import { jsonText, type JsonText } from "@/lib/server/api/json-text";
import { cachedRecordPage } from "./page-cache";
import { bindLinked, linkJsonSql, type LinkedTable } from "./linked-sql";
import { storedRollupSql } from "./stored-rollups";
import { withFiles } from "./attachments";
import { withLinked } from "./linked-values";
import { cellJsonSql, recordsTable, sqlType } from "./physical";
import { filterSql, orderSql, searchSql, valueSql } from "./record-sql";
import { bindFormulas, formulaJsonSql } from "./formula-sql";
import { dbScope, recordNotFound } from "./scope";
import { getTableIn, tablesWithColumns } from "./tables";

// A table's records: a page of them in a view's order, filtered and searched (offset paging: the grid
// jumps to any row of a scrolled table), or one by id; each with its computed cells.

interface RecordRow {
  id: string;
  number: number;
  cells: Record<string, Cell> | null;
  createdAt: Date;
  updatedAt: Date;
  createdById: string | null;
  updatedById: string | null;
  createdByName: string | null;
  updatedByName: string | null;
}

/** jsonb_build_object takes at most 100 arguments: the cells are built 40 columns at a time. */
const CELLS_PER_OBJECT = 40;

/**
 * The cells of `r` (or `alias`) as one JSON object by column id (empty ones left out): the stored
 * ones, formulas' and rollups' (stored-rollups.ts) on `r` and, with `links`, the links' ids on `r`
 * (what the history keeps; a page's come with their titles, linked-values.ts). Lookups are read with
 * the links (linked-values.ts).
 */
export function cellsObjectSql(columns: readonly Column[], alias = "r", links = true): Prisma.Sql {
  const stored = columns.filter(
    (column) =>
      sqlType(column.type) !== null ||
      (alias === "r" &&
        ((links && column.type === "link") || column.type === "formula" || column.type === "rollup")),
  );
  const parts: Prisma.Sql[] = [];
  for (let at = 0; at < stored.length; at += CELLS_PER_OBJECT) {
    const pairs = stored
      .slice(at, at + CELLS_PER_OBJECT)
      .map((column) => Prisma.sql`${column.id}::text, ${cellSql(column, alias)}`);
    parts.push(Prisma.sql`jsonb_build_object(${Prisma.join(pairs)})`);
  }
  return parts.length
    ? Prisma.sql`jsonb_strip_nulls(${Prisma.join(parts, " || ")})`
    : Prisma.sql`'{}'::jsonb`;
}

/** A cell of `cellsObjectSql` as JSON. */
function cellSql(column: Column, alias: string): Prisma.Sql {
  if (column.type === "link") return linkJsonSql(column);
  if (column.type === "formula") return formulaJsonSql(column);
  if (column.type === "rollup") return Prisma.sql`to_jsonb(${storedRollupSql(column)})`;
  return cellJsonSql(column, alias);
}

/** The record's columns and its stored cells as one JSON object by column id. */
function recordColumns(columns: readonly Column[]): Prisma.Sql {
  return Prisma.sql`r."id", r."number", ${cellsObjectSql(columns, "r", false)} AS "cells", r."createdAt", r."updatedAt",
    r."createdById", r."updatedById",
    (SELECT u."name" FROM "User" u WHERE u."id" = r."createdById") AS "createdByName",
    (SELECT u."name" FROM "User" u WHERE u."id" = r."updatedById") AS "updatedByName"`;
}

const person = (id: string | null, name: string | null) => (id ? { id, name: name ?? "" } : null);

/** A record as the API answers it, its computed columns' cells filled in. */
function recordOf(row: RecordRow, columns: readonly Column[]): DbRecordAnswer {
  const cells: Record<string, Cell> = { ...row.cells };
  for (const column of columns) {
    if (column.type === "autoNumber") cells[column.id] = row.number;
    else if (column.type === "createdTime") cells[column.id] = row.createdAt.toISOString();
    else if (column.type === "modifiedTime") cells[column.id] = row.updatedAt.toISOString();
    else if (column.type === "createdBy" && row.createdById) cells[column.id] = row.createdByName ?? "";
    else if (column.type === "modifiedBy" && row.updatedById) cells[column.id] = row.updatedByName ?? "";
  }
  return {
    id: row.id,
    number: row.number,
    cells,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy: person(row.createdById, row.createdByName),
    updatedBy: person(row.updatedById, row.updatedByName),
  };
}

/**
 * The table (of the module) with its columns and record count (getTableIn), its workspace, and the
 * tables its links reach (their columns), its links, lookups and rollups bound to them.
 */
export async function tableWithColumns(scope: ModuleScope, tableId: string) {
  return boundTable(await getTableIn(scope, tableId), scope.membership.workspaceId, scope.moduleId);
}

/**
 * A table read with its columns (tablesWithColumns) made ready to read its records: the tables its
 * links reach read, its links, lookups, rollups and formulas bound (what the gated tableWithColumns
 * does once the module's gate let the reader in; the automation triggers read an event's table so).
 */
export async function boundTable(table: Table, workspaceId: string, moduleId: string) {
  const targets = [
    ...new Set(
      table.columns.flatMap((c) => (c.type === "link" && c.options.tableId ? [c.options.tableId] : [])),
    ),
  ];
  const linked = new Map<string, LinkedTable>();
  if (targets.length) {
    const others = targets.filter((id) => id !== table.id);
    const read = others.length
      ? await tablesWithColumns({ id: { in: others }, databaseId: table.databaseId })
      : [];
    for (const entry of [table, ...read]) linked.set(entry.id, { id: entry.id, columns: entry.columns });
    bindLinked(workspaceId, table.columns, linked);
  }
  bindFormulas(table.columns, valueSql);
  return { ...table, workspaceId, moduleId, linked };
}

export type TableColumns = Awaited<ReturnType<typeof tableWithColumns>>;

export interface View {
  /** The records `r`. */
  from: Prisma.Sql;
  condition: Prisma.Sql;
  order: Prisma.Sql;
  /** Some records may be left out. */
  filtered: boolean;
  /**
   * It reads other tables for every record (a link's or lookup's condition):
   * its page and its count are read in one pass (readPage).
   */
  joined: boolean;
}

/** The columns a filter's conditions name. */
function filterColumns(filter: FilterGroup | undefined): string[] {
  return (filter?.conditions ?? []).flatMap((entry) =>
    isGroup(entry) ? filterColumns(entry) : [entry.columnId],
  );
}

/**
 * A view's records, condition and order on `r` (sort, filter and search checked against the table: a
 * bad one is a 400 before anything is read or sent).
 */
export function viewSql(
  table: TableColumns,
  query: { sort?: Sort[] | undefined; filter?: FilterGroup | undefined; q?: string | undefined },
): View {
  const byId = new Map(table.columns.map((column) => [column.id, column]));
  const where: Prisma.Sql[] = [];
  if (query.filter) where.push(filterSql(byId, query.filter));
  if (query.q) where.push(searchSql(table.columns, query.q));
  const filtered = new Set(filterColumns(query.filter));
  return {
    // Rollups are stored columns (stored-rollups.ts); links and lookups read their junctions.
    joined: table.columns.some(
      (column) => isLinked(column.type) && column.type !== "rollup" && filtered.has(column.id),
    ),
    from: Prisma.sql`${recordsTable(table)} r`,
    condition: where.length ? Prisma.join(where, " AND ") : Prisma.sql`TRUE`,
    order: orderSql(byId, query.sort ?? []),
    filtered: where.length > 0,
  };
}

/** Records of a view, `limit` from `offset`: the page's ids first, then its rows (rows an offset skips are never built). */
export async function viewRecords(
  table: TableColumns,
  view: View,
  offset: number,
  limit: number,
): Promise<DbRecordAnswer[]> {
  const from = recordsTable(table);
  const rows = await getDb().$queryRaw<RecordRow[]>`
    SELECT ${recordColumns(table.columns)}
      FROM unnest(ARRAY(SELECT r."id" FROM ${view.from} WHERE ${view.condition}
                         ORDER BY ${view.order} OFFSET ${offset} LIMIT ${limit})) WITH ORDINALITY p("id", "k")
      JOIN ${from} r ON r."id" = p."id"
     ORDER BY p."k"`;
  return withFiles(
    table.moduleId,
    table.columns,
    await withLinked(
      table,
      rows.map((row) => recordOf(row, table.columns)),
    ),
  );
}

/** A page of the table's records as JSON text (a RecordPage). */
async function readPage(scope: ModuleScope, tableId: string, query: ListRecordsQuery): Promise<string> {
  const table = await tableWithColumns(scope, tableId);
  const view = viewSql(table, query);
  const offset = query.offset ?? 0;
  const limit = query.limit ?? RECORDS_PAGE_DEFAULT;
  if (view.filtered && view.joined) {
    // One pass over the other tables for the page and the count (two would each make it).
    const rows = await getDb().$queryRaw<{ id: string; n: number }[]>`
      SELECT r."id", count(*) OVER ()::int AS "n" FROM ${view.from} WHERE ${view.condition}
       ORDER BY ${view.order} OFFSET ${offset} LIMIT ${limit}`;
    const total =
      rows[0]?.n ??
      (offset > 0
        ? ((
            await getDb().$queryRaw<
              { n: number }[]
            >`SELECT count(*)::int AS "n" FROM ${view.from} WHERE ${view.condition}`
          )[0]?.n ?? 0)
        : 0);
    const data = await recordsById(
      table,
      rows.map((row) => row.id),
    );
    return JSON.stringify({ data, total, offset } satisfies RecordPage);
  }
  const [data, total] = await Promise.all([
    viewRecords(table, view, offset, limit),
    view.filtered
      ? getDb().$queryRaw<
          { n: number }[]
        >`SELECT count(*)::int AS "n" FROM ${view.from} WHERE ${view.condition}`.then(
          (result) => result[0]?.n ?? 0,
        )
      : Promise.resolve(table.recordCount),
  ]);
  const page: RecordPage = { data, total, offset };
  return JSON.stringify(page);
}

/**
 * A page of records in a view's order. Pages read the same for every reader: they come from the
 * page cache while nothing in the module has changed (page-cache.ts).
 */
export async function listRecordsIn(
  scope: ModuleScope,
  tableId: string,
  query: ListRecordsQuery,
): Promise<JsonText<RecordPage>> {
  const key = [
    scope.moduleId,
    tableId,
    JSON.stringify(query.sort ?? []),
    JSON.stringify(query.filter ?? null),
    query.q ?? "",
    query.offset ?? 0,
    query.limit ?? "",
  ].join("\n");
  return jsonText(await cachedRecordPage(scope.moduleId, key, () => readPage(scope, tableId, query)));
}

export async function listRecords(
  actor: Actor,
  params: { moduleId: unknown; tableId: string },
  query: ListRecordsQuery,
  locale: Locale = "en",
): Promise<JsonText<RecordPage>> {
  return listRecordsIn(await dbScope(actor, params.moduleId, locale), params.tableId, query);
}

/** Records of the table by id, as answered (in the order of `ids`; unknown ids left out). */
export async function recordsById(table: TableColumns, ids: string[]): Promise<DbRecordAnswer[]> {
  if (ids.length === 0) return [];
  const rows = await getDb().$queryRaw<RecordRow[]>`
    SELECT ${recordColumns(table.columns)} FROM ${recordsTable(table)} r WHERE r."id" = ANY(${ids}::bpchar[])`;
  const byId = new Map(rows.map((row) => [row.id, recordOf(row, table.columns)]));
  return withFiles(
    table.moduleId,
    table.columns,
    await withLinked(
      table,
      ids.flatMap((id) => byId.get(id) ?? []),
    ),
  );
}

export async function getRecord(
  actor: Actor,
  params: { moduleId: unknown; tableId: string; recordId: string },
  locale: Locale = "en",
): Promise<DbRecordAnswer> {
  const scope = await dbScope(actor, params.moduleId, locale);
  const table = await tableWithColumns(scope, params.tableId);
  const [record] = await recordsById(table, [params.recordId]);
  if (!record) throw recordNotFound();
  return record;
}
