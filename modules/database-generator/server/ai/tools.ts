import "server-only";
import { z } from "zod";
import type { Locale } from "@/lib/i18n/config";
import type { AiTool } from "@/lib/server/ai/provider";
import { toolsOf } from "@/lib/server/ai/tool-kit";
import type { Actor } from "@/lib/server/auth/sessions";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { columnFamily } from "@/modules/database-generator/shared/columns";
import { OPERATORS } from "@/modules/database-generator/shared/filters";
import type { Column } from "@/modules/database-generator/shared/types";
import { CONDITIONS_MAX, filterOf, type NamedCondition } from "./conditions";
import {
  countBy,
  countRecords,
  findColumn,
  findTable,
  readRecords,
  shownCell,
  sortsOf,
  summarizeColumn,
  type DbSchema,
  type DbTable,
} from "./db-data";
import { reasonOf } from "./names";

// The model's tools for a database generator module: the same reads as the built-in assistant
// (db-data.ts), under the module gate, in this module's databases only. Tables, columns and choices
// by name; filters by column names checked against each column's operators; results bounded (the
// provider also cuts each at 8,000 characters). A table, column, operator or value it does not know
// is answered as `{ error }` naming it, as the platform's tools answer.

/** Records one find_records returns at most, tables list_tables lists, values count_records gives. */
export const RECORDS_MAX = 50;
export const TABLES_LISTED = 200;
export const GROUPS_MAX = 100;

const name = z.string().trim().min(1).max(200);
const table = name.describe("A table of this module: its name (as people say it, any case) or its id");
const database = name
  .optional()
  .describe("The database holding the table (its name or id), when tables of several databases share a name");
const where = z
  .array(
    z.strictObject({
      column: name.describe("The column's name"),
      operator: z
        .string()
        .trim()
        .min(1)
        .max(40)
        .describe(
          "The column's operator (describe_table lists each column's: contains, is, isNot, eq, gt, lte, before, after, isAnyOf, hasAnyOf, isEmpty, isChecked…) or =, !=, >, >=, <, <=",
        ),
      value: z
        .union([
          z.string().max(1_000),
          z.number(),
          z.boolean(),
          z.array(z.union([z.string().max(200), z.number()])).max(50),
          z.null(),
        ])
        .optional()
        .describe(
          "What to compare with, as the grid shows it: a text, a number, a date YYYY-MM-DD, a choice's name, a linked record's name; a list for isAnyOf/hasAnyOf; none for isEmpty/isChecked",
        ),
    }),
  )
  .max(CONDITIONS_MAX)
  .optional()
  .describe("Conditions on the records");
const match = z
  .enum(["all", "any"])
  .optional()
  .describe("Records meeting all the conditions (default) or any");
const search = z.string().trim().min(1).max(200).optional().describe("Text any cell of a record holds");

export const dbToolSchemas = {
  list_tables: z.strictObject({}),
  describe_table: z.strictObject({ table, database }),
  find_records: z.strictObject({
    table,
    database,
    where,
    match,
    search,
    sort: z
      .array(z.strictObject({ column: name, direction: z.enum(["asc", "desc"]).optional() }))
      .max(5)
      .optional(),
    columns: z.array(name).max(60).optional().describe("The columns to return (default: all)"),
    limit: z.number().int().min(1).max(RECORDS_MAX).optional().describe("Records to return (default 20)"),
    offset: z.number().int().min(0).max(1_000_000).optional(),
  }),
  count_records: z.strictObject({
    table,
    database,
    where,
    match,
    search,
    by: name.optional().describe("Count the records holding each value of this column"),
  }),
  summarize_column: z.strictObject({
    table,
    database,
    column: name.describe(
      "A number column (number, decimal, currency, percent, rating, rollup, number formula)",
    ),
    where,
    match,
    search,
  }),
};

const DESCRIPTIONS: Record<keyof typeof dbToolSchemas, string> = {
  list_tables:
    "The module's databases and their tables: id, name, records, columns, link to the table's page",
  describe_table:
    "A table's columns (name, type, choices, the table a link reaches, the operators its filters take) and its number of records",
  find_records: `Records of a table, filtered by conditions on columns named, sorted, searched: at most ${RECORDS_MAX}, each with its cells by column name as the grid shows them (choices and linked records by name), with the number matching in all`,
  count_records:
    "How many records of a table match (conditions, search); with `by`, how many hold each value of that column",
  summarize_column:
    "A number column's count of values, sum, average, minimum and maximum over the records that match",
};

/** A column as a model is told of it. */
function columnAbout(schema: DbSchema, column: Column) {
  const choices = column.options.choices?.map((choice) => choice.name);
  const target = column.options.tableId
    ? schema.tables.find((entry) => entry.id === column.options.tableId)?.name
    : undefined;
  return {
    name: column.name,
    type: column.type,
    ...(column.type === "formula" ? { result: column.options.result } : {}),
    ...(column.primary ? { primary: true } : {}),
    ...(choices?.length ? { choices } : {}),
    ...(target ? { linksTo: target, several: column.options.multiple !== false } : {}),
    ...(column.options.currency ? { currency: column.options.currency } : {}),
    ...(column.required ? { required: true } : {}),
    operators: [...OPERATORS[columnFamily(column)]],
  };
}

const tableAbout = (table: DbTable) => ({
  id: table.id,
  name: table.name,
  database: table.database.name,
  records: table.recordCount,
  link: table.link,
});

export function dbTools(actor: Actor, scope: ModuleScope, schema: DbSchema, locale: Locale): AiTool[] {
  /** A tool's run: a question it cannot answer is a result naming why (in English, for the model). */
  const answered =
    <A>(run: (args: A) => Promise<unknown>) =>
    async (args: A) => {
      try {
        return await run(args);
      } catch (error) {
        const reason = reasonOf(error, "en");
        if (reason === null) throw error;
        return { error: reason };
      }
    };
  const read = async (args: {
    table: string;
    database?: string | undefined;
    where?: NamedCondition[] | undefined;
    match?: "all" | "any" | undefined;
  }) => {
    const found = findTable(schema, args.table, args.database);
    return { table: found, filter: await filterOf(scope, schema, found, args.where, args.match) };
  };

  return toolsOf(dbToolSchemas, DESCRIPTIONS, {
    list_tables: answered(async () => ({
      databases: schema.databases.map((entry) => ({
        id: entry.id,
        name: entry.name,
        ...(entry.description ? { description: entry.description } : {}),
        tables: entry.tables.slice(0, TABLES_LISTED).map((found) => ({
          ...tableAbout(found),
          columns: found.columns.length,
        })),
      })),
    })),
    describe_table: answered(async (args) => {
      const found = findTable(schema, args.table, args.database);
      return {
        ...tableAbout(found),
        ...(found.description ? { description: found.description } : {}),
        columns: found.columns.map((column) => columnAbout(schema, column)),
      };
    }),
    find_records: answered(async (args) => {
      const { table: found, filter } = await read(args);
      const sort = sortsOf(found, args.sort ?? []);
      const columns = args.columns?.length
        ? args.columns.map((named) => findColumn(found, named))
        : found.columns;
      const page = await readRecords(scope, found, {
        filter,
        sort,
        q: args.search,
        offset: args.offset,
        limit: args.limit ?? 20,
      });
      return {
        table: tableAbout(found),
        total: page.total,
        offset: page.offset,
        records: page.data.map((record) => ({
          id: record.id,
          number: record.number,
          cells: Object.fromEntries(
            columns.flatMap((column) => {
              const value = shownCell(column, record);
              return value === null || (Array.isArray(value) && value.length === 0)
                ? []
                : [[column.name, value]];
            }),
          ),
        })),
        more: page.offset + page.data.length < page.total,
      };
    }),
    count_records: answered(async (args) => {
      const { table: found, filter } = await read(args);
      if (!args.by)
        return { table: tableAbout(found), total: await countRecords(scope, found, filter, args.search) };
      const column = findColumn(found, args.by);
      const groups = await countBy(actor, scope, found, column, {
        filter,
        q: args.search,
        locale,
        max: GROUPS_MAX,
      });
      return {
        table: tableAbout(found),
        by: column.name,
        total:
          groups.truncated || column.type === "multiSelect"
            ? await countRecords(scope, found, filter, args.search)
            : groups.groups.reduce((sum, group) => sum + group.count, 0),
        groups: groups.groups,
        ...(groups.truncated ? { truncated: true } : {}),
      };
    }),
    summarize_column: answered(async (args) => {
      const { table: found, filter } = await read(args);
      const column = findColumn(found, args.column);
      const summary = await summarizeColumn(scope, found, column, { filter, q: args.search });
      // Over every record the view keeps, never a part of them.
      return { table: tableAbout(found), column: column.name, ...summary, partial: false };
    }),
  });
}
