import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import type { ListRecordsQuery } from "@/modules/database-generator/schemas/inputs";
import type { FilterGroup, Sort } from "@/modules/database-generator/shared/filters";
import {
  RECORDS_PAGE_DEFAULT,
  type Column,
  type DbRecordAnswer,
  type RecordPage,
} from "@/modules/database-generator/shared/types";
import type { Cell } from "@/modules/database-generator/shared/values";
import { jsonText, type JsonText } from "@/lib/server/api/json-text";
import { cachedRecordPage } from "./page-cache";
import { cellJsonSql, recordsTable, sqlType } from "./physical";
import { filterSql, orderSql, searchSql } from "./record-sql";
import { dbScope, recordNotFound } from "./scope";
import { getTableIn } from "./tables";

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

/** The stored cells of `r` as one JSON object by column id (empty ones left out). */
export function cellsObjectSql(columns: readonly Column[]): Prisma.Sql {
  const stored = columns.filter((column) => sqlType(column.type) !== null);
  const parts: Prisma.Sql[] = [];
  for (let at = 0; at < stored.length; at += CELLS_PER_OBJECT) {
    const pairs = stored
      .slice(at, at + CELLS_PER_OBJECT)
      .map((column) => Prisma.sql`${column.id}::text, ${cellJsonSql(column)}`);
    parts.push(Prisma.sql`jsonb_build_object(${Prisma.join(pairs)})`);
  }
  return parts.length
    ? Prisma.sql`jsonb_strip_nulls(${Prisma.join(parts, " || ")})`
    : Prisma.sql`'{}'::jsonb`;
}

/** The record's columns and its stored cells as one JSON object by column id. */
function recordColumns(columns: readonly Column[]): Prisma.Sql {
  return Prisma.sql`r."id", r."number", ${cellsObjectSql(columns)} AS "cells", r."createdAt", r."updatedAt",
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

/** The table (of the module) with its columns and record count (getTableIn), and its workspace. */
export async function tableWithColumns(scope: ModuleScope, tableId: string) {
  return { ...(await getTableIn(scope, tableId)), workspaceId: scope.membership.workspaceId };
}

type TableColumns = Awaited<ReturnType<typeof tableWithColumns>>;

/**
 * A view's condition and order on `r` (sort, filter and search checked against the table: a bad one
 * is a 400 before anything is read or sent); `filtered` when some records may be left out.
 */
export function viewSql(
  table: TableColumns,
  query: { sort?: Sort[] | undefined; filter?: FilterGroup | undefined; q?: string | undefined },
): { condition: Prisma.Sql; order: Prisma.Sql; filtered: boolean } {
  const byId = new Map(table.columns.map((column) => [column.id, column]));
  const where: Prisma.Sql[] = [];
  if (query.filter) where.push(filterSql(byId, query.filter));
  if (query.q) where.push(searchSql(table.columns, query.q));
  return {
    condition: where.length ? Prisma.join(where, " AND ") : Prisma.sql`TRUE`,
    order: orderSql(byId, query.sort ?? []),
    filtered: where.length > 0,
  };
}

/** Records of a view, `limit` from `offset`: the page's ids first, then its rows (rows an offset skips are never built). */
export async function viewRecords(
  table: TableColumns,
  view: { condition: Prisma.Sql; order: Prisma.Sql },
  offset: number,
  limit: number,
): Promise<DbRecordAnswer[]> {
  const from = recordsTable(table);
  const rows = await getDb().$queryRaw<RecordRow[]>`
    SELECT ${recordColumns(table.columns)}
      FROM unnest(ARRAY(SELECT r."id" FROM ${from} r WHERE ${view.condition}
                         ORDER BY ${view.order} OFFSET ${offset} LIMIT ${limit})) WITH ORDINALITY p("id", "k")
      JOIN ${from} r ON r."id" = p."id"
     ORDER BY p."k"`;
  return rows.map((row) => recordOf(row, table.columns));
}

/** A page of the table's records as JSON text (a RecordPage). */
async function readPage(scope: ModuleScope, tableId: string, query: ListRecordsQuery): Promise<string> {
  const table = await tableWithColumns(scope, tableId);
  const view = viewSql(table, query);
  const offset = query.offset ?? 0;
  const [data, total] = await Promise.all([
    viewRecords(table, view, offset, query.limit ?? RECORDS_PAGE_DEFAULT),
    view.filtered
      ? getDb().$queryRaw<
          { n: number }[]
        >`SELECT count(*)::int AS "n" FROM ${recordsTable(table)} r WHERE ${view.condition}`.then(
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
export async function recordsById(
  table: { id: string; workspaceId: string; columns: readonly Column[] },
  ids: string[],
): Promise<DbRecordAnswer[]> {
  if (ids.length === 0) return [];
  const rows = await getDb().$queryRaw<RecordRow[]>`
    SELECT ${recordColumns(table.columns)} FROM ${recordsTable(table)} r WHERE r."id" = ANY(${ids}::bpchar[])`;
  const byId = new Map(rows.map((row) => [row.id, recordOf(row, table.columns)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
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
