import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { columnFamily, isGroupable, type ColumnShape } from "@/modules/database-generator/shared/columns";
import type { Sort } from "@/modules/database-generator/shared/filters";
import {
  RECORDS_PAGE_MAX,
  type Column,
  type Database,
  type DbRecordAnswer,
  type RecordPage,
  type Table,
} from "@/modules/database-generator/shared/types";
import { dbHrefs } from "@/modules/database-generator/shared/urls";
import { cellText, type Cell } from "@/modules/database-generator/shared/values";
import { listDatabasesIn } from "../databases";
import { listGroups } from "../groups";
import { choiceCountsIn, numberFiguresIn, type NumberFigures } from "../figures";
import { listRecordsIn } from "../records";
import { tablesWithColumns } from "../tables";
import { DbAskError, byName, type Filter, type FlatFilter } from "./names";

// What the database generator's assistant reads, under the module gate (opened with the context,
// and again for every question), only through the module's services: its databases and tables with
// their columns (the schema), a table's records in a view (filter, sorts, search; the rules hold as
// for the grid: listRecordsIn), counts by a column's values (listGroups; a multiple select's choices:
// choiceCountsIn) and a number column's figures (numberFiguresIn), each one read.

/** A table of the module, with its database and its page. */
export interface DbTable extends Table {
  database: { id: string; name: string };
  link: string;
}
export interface DbSchema {
  databases: (Database & { tables: DbTable[] })[];
  /** Every table of the module, by database (newest first), then by position. */
  tables: DbTable[];
}

const ID = /^[0-9a-f]{24}$/;

/** The module's databases and tables with their columns (no records): two reads. */
export async function readSchema(scope: ModuleScope): Promise<DbSchema> {
  const [databases, tables] = await Promise.all([
    listDatabasesIn(scope),
    tablesWithColumns({ database: { moduleId: scope.moduleId } }),
  ]);
  const place = { projectId: scope.project?.id ?? null, moduleId: scope.moduleId };
  const listed = databases.map((database) => ({
    ...database,
    tables: tables
      .filter((table) => table.databaseId === database.id)
      .map((table) => ({
        ...table,
        database: { id: database.id, name: database.name },
        link: dbHrefs.table(place, database.id, table.id),
      })),
  }));
  return { databases: listed, tables: listed.flatMap((database) => database.tables) };
}

/** A table by its id or its name (ignoring case), in the database named when one is. */
export function findTable(schema: DbSchema, named: string, database?: string | null): DbTable {
  let tables = schema.tables;
  if (database) {
    const found =
      schema.databases.find((entry) => entry.id === database) ??
      byName(schema.databases, database, (entry) => entry.name);
    if (!found)
      throw new DbAskError("databaseNotFound", {
        name: database,
        databases: schema.databases.map((entry) => entry.name),
      });
    tables = found.tables;
  }
  const table =
    (ID.test(named) ? tables.find((entry) => entry.id === named) : undefined) ??
    byName(tables, named, (entry) => entry.name);
  if (table) return table;
  if (schema.tables.length === 0) throw new DbAskError("noTables");
  throw new DbAskError("tableNotFound", { name: named, tables: tables.map((entry) => entry.name) });
}

/** A column of the table by its id or its name (ignoring case). */
export function findColumn(table: Table, named: string): Column {
  const column =
    table.columns.find((entry) => entry.id === named) ?? byName(table.columns, named, (entry) => entry.name);
  if (column) return column;
  throw new DbAskError("columnNotFound", {
    name: named,
    table: table.name,
    columns: table.columns.map((entry) => entry.name),
  });
}

/** The first table (in the schema's order) with a column of that name: a question that names none. */
export function tableWithColumn(schema: DbSchema, named: string): DbTable {
  const table = schema.tables.find((entry) => byName(entry.columns, named, (column) => column.name));
  if (table) return table;
  if (schema.tables.length === 0) throw new DbAskError("noTables");
  throw new DbAskError("columnNowhere", { name: named });
}

/** Sorts by column names: sortable columns only (links and lookups have no order). */
export function sortsOf(
  table: Table,
  sorts: readonly { column: string; direction?: "asc" | "desc" }[],
): Sort[] {
  return sorts.map((sort) => {
    const column = findColumn(table, sort.column);
    if (column.type === "link" || column.type === "lookup")
      throw new DbAskError("notSortable", { column: column.name, type: column.type });
    return { columnId: column.id, dir: sort.direction ?? "asc" };
  });
}

export interface RecordsQuery {
  filter?: Filter | undefined;
  sort?: Sort[] | undefined;
  q?: string | undefined;
  offset?: number | undefined;
  limit: number;
}

/** A page of the table's records as the grid reads them (its rules, its page cache). */
export async function readRecords(
  scope: ModuleScope,
  table: Table,
  query: RecordsQuery,
): Promise<RecordPage> {
  const page = await listRecordsIn(scope, table.id, {
    offset: query.offset ?? 0,
    limit: Math.min(query.limit, RECORDS_PAGE_MAX),
    ...(query.sort?.length ? { sort: query.sort } : {}),
    ...(query.filter ? { filter: query.filter } : {}),
    ...(query.q ? { q: query.q } : {}),
  });
  return page.value();
}

/** How many records of the table a filter and a search keep. */
export async function countRecords(
  scope: ModuleScope,
  table: Table,
  filter?: Filter,
  q?: string,
): Promise<number> {
  if (!filter && !q) return table.recordCount;
  return (await readRecords(scope, table, { filter, q, limit: 1 })).total;
}

export interface CountGroup {
  /** As shown: a choice's name, a day, a number, true/false for a checkbox; null for empty. */
  value: string | number | boolean | null;
  count: number;
}

/**
 * How many records hold each value of a column (the grid's groups, in its sort's order; a multiple
 * select: each choice, counted apart). At most `max` values; `truncated` when there are more.
 */
export async function countBy(
  actor: Actor,
  scope: ModuleScope,
  table: Table,
  column: Column,
  query: { filter?: FlatFilter | undefined; q?: string | undefined; locale: Locale; max: number },
): Promise<{ groups: CountGroup[]; truncated: boolean }> {
  if (column.type === "multiSelect") {
    // A record may hold several choices: counted for each (one read, figures.ts), in the choices' order.
    const counts = await choiceCountsIn(scope, table.id, column.id, { filter: query.filter, q: query.q });
    const choices = column.options.choices ?? [];
    const groups = [...choices.slice(0, query.max), null].flatMap((choice) => {
      const count = counts.get(choice?.id ?? null) ?? 0;
      return count > 0 ? [{ value: choice?.name ?? null, count }] : [];
    });
    return { groups, truncated: choices.length > query.max };
  }
  if (!isGroupable(column.type))
    throw new DbAskError("notGroupable", { column: column.name, type: column.type });
  const read = await listGroups(
    actor,
    { moduleId: scope.moduleId, tableId: table.id },
    {
      column: column.id,
      dir: "asc",
      ...(query.filter ? { filter: query.filter } : {}),
      ...(query.q ? { q: query.q } : {}),
    },
    query.locale,
  );
  const groups = read.groups.map((group) => ({ value: groupValue(column, group.value), count: group.count }));
  return { groups: groups.slice(0, query.max), truncated: read.truncated || groups.length > query.max };
}

function groupValue(column: Column, value: Cell | null): CountGroup["value"] {
  if (columnFamily(column) === "checkbox") return value === true;
  if (value === null) return null;
  if (column.type === "singleSelect") return cellText(column, value) || null;
  return typeof value === "number" ? value : cellText(column, value);
}

/** A number column's figures over the records a filter and a search keep (figures.ts), rounded as it shows them. */
export type NumberSummary = NumberFigures;

/** Digits after the point a column's figures keep (an average at least 2). */
export function digitsOf(column: ColumnShape): number {
  if (column.type === "number" || column.type === "rating" || column.type === "autoNumber") return 0;
  if (column.type === "rollup" || column.type === "percent") return column.options.precision ?? 0;
  return column.options.precision ?? 2;
}
const round = (value: number | null, digits: number) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

/** A number column's count, sum, average, least and greatest over the view (one read: figures.ts). */
export async function summarizeColumn(
  scope: ModuleScope,
  table: Table,
  column: Column,
  query: { filter?: FlatFilter | undefined; q?: string | undefined },
): Promise<NumberSummary> {
  if (columnFamily(column) !== "number")
    throw new DbAskError("notANumber", {
      column: column.name,
      table: table.name,
      columns: table.columns.filter((entry) => columnFamily(entry) === "number").map((entry) => entry.name),
    });
  const figures = await numberFiguresIn(scope, table.id, column.id, query);
  const digits = digitsOf(column);
  return {
    ...figures,
    sum: round(figures.sum, digits),
    average: round(figures.average, Math.max(2, digits)),
  };
}

/**
 * A cell as the grid shows it, in plain values: choices, links and files by name, numbers as numbers.
 */
export function shownCell(column: Column, record: DbRecordAnswer): Cell | null {
  const value = record.cells[column.id];
  if (column.type === "checkbox") return value === true;
  if (value === undefined || value === null) return null;
  if (column.type === "link" && Array.isArray(value)) return value.map((id) => record.titles?.[id] ?? id);
  if (column.type === "attachment" && Array.isArray(value))
    return value.flatMap((id) => record.files?.[id]?.name ?? []);
  if (columnFamily(column) === "number" && typeof value === "number") return value;
  if (column.type === "multiSelect" && Array.isArray(value))
    return value.flatMap((id) => column.options.choices?.find((choice) => choice.id === id)?.name ?? []);
  if (column.type === "lookup" && Array.isArray(value)) return value;
  const text = cellText(column, value);
  return text.length > 500 ? `${text.slice(0, 500)}…` : text;
}
