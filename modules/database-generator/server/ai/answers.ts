import "server-only";
import type { DbCondition, DbIntent } from "@/lib/ai/db-intents";
import { escapeMarkdown as plain } from "@/lib/ai/markdown-lite";
import type { Locale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";
import { answerText } from "@/lib/server/ai/answer-text";
import type { Actor } from "@/lib/server/auth/sessions";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import type { Column } from "@/modules/database-generator/shared/types";
import { filterOf } from "./conditions";
import {
  countBy,
  countRecords,
  digitsOf,
  findColumn,
  findTable,
  summarizeColumn,
  tableWithColumn,
  type CountGroup,
  type DbSchema,
  type DbTable,
} from "./db-data";
import { reasonOf } from "./names";

// The built-in assistant's answers for a database generator module (no model), in the asker's
// language: its databases and tables (each linked to its page), a table's columns, how many records
// (in all, in a table, where a column holds a value, by a column's values) and a number column's
// sum, average, least or greatest; a table, a column or a value it does not know is named in the answer.

/** Table lines an answer lists, columns a description lists, values a count by a column lists. */
export const TABLES_SHOWN = 40;
export const COLUMNS_SHOWN = 60;
export const GROUPS_SHOWN = 30;
const SCHEMA_TABLES_SHOWN = 10;
const CHOICES_SHOWN = 20;

/** Numbers as a column shows them: a currency's, a percent's, its digits. */
function numberFormat(column: Column, locale: Locale, digits: number) {
  if (column.type === "currency")
    return new Intl.NumberFormat(locale, {
      style: "currency",
      currency: column.options.currency ?? "USD",
      minimumFractionDigits: Math.min(digits, 20),
      maximumFractionDigits: Math.min(digits, 20),
    });
  if (column.type === "percent") {
    const format = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: digits });
    return { format: (value: number) => format.format(value / 100) };
  }
  return new Intl.NumberFormat(locale, { maximumFractionDigits: Math.min(digits, 20) });
}

export function answerFor(actor: Actor, scope: ModuleScope, schema: DbSchema, locale: Locale) {
  const { t, list } = answerText(locale, "ai.databaseGenerator.answers");
  const moduleName = plain(scope.name);
  const count = new Intl.NumberFormat(locale);
  const linkOf = (table: DbTable) => `[${plain(table.name)}](${table.link})`;
  const typeOf = (column: Column) => translateMessage(locale, `databaseGenerator.types.${column.type}`);

  const tableLine = (table: DbTable) =>
    `- ${linkOf(table)} · ${t("records", { count: table.recordCount })} · ${t("columns", {
      count: table.columns.length,
    })}`;

  /** The tables by database, the first TABLES_SHOWN. */
  const tableLines = () => {
    const lines: string[] = [];
    let shown = 0;
    for (const database of schema.databases) {
      const records = database.tables.reduce((sum, table) => sum + table.recordCount, 0);
      lines.push("", t("database", { name: plain(database.name), tables: database.tables.length, records }));
      const room = Math.max(0, TABLES_SHOWN - shown);
      if (database.tables.length && room) lines.push("", ...database.tables.slice(0, room).map(tableLine));
      shown += Math.min(room, database.tables.length);
    }
    const more = schema.tables.length - shown;
    return more > 0 ? [...lines, "", translateMessage(locale, "ai.answers.more", { count: more })] : lines;
  };

  const tables = () => {
    if (schema.databases.length === 0) return t("noDatabases", { module: moduleName });
    return [
      t("tablesIntro", {
        module: moduleName,
        databases: schema.databases.length,
        tables: schema.tables.length,
      }),
      ...tableLines(),
    ].join("\n");
  };

  const columnLine = (column: Column) => {
    const details: string[] = [typeOf(column)];
    if (column.primary) details.push(t("primary"));
    const choices = column.options.choices ?? [];
    if (choices.length) {
      const more = choices.length > CHOICES_SHOWN ? ", …" : "";
      details.push(
        `${choices
          .slice(0, CHOICES_SHOWN)
          .map((choice) => plain(choice.name))
          .join(", ")}${more}`,
      );
    }
    if (column.type === "link") {
      const target = schema.tables.find((entry) => entry.id === column.options.tableId);
      if (target) details.push(t("linksTo", { table: linkOf(target) }));
    }
    if (column.type === "currency" && column.options.currency) details.push(column.options.currency);
    return `- **${plain(column.name)}** · ${details.join(" · ")}`;
  };

  /** A table's columns; for none named, every table's (their names and types, the first few tables). */
  const describe = (named: string | null) => {
    if (named === null) {
      if (schema.tables.length === 0) return t("noTablesYet", { module: moduleName });
      const lines = schema.tables.slice(0, SCHEMA_TABLES_SHOWN).map((table) => {
        const columns = table.columns
          .slice(0, COLUMNS_SHOWN)
          .map((column) => `${plain(column.name)} (${typeOf(column)})`);
        return `- ${linkOf(table)}: ${columns.join(", ")}${table.columns.length > COLUMNS_SHOWN ? ", …" : ""}`;
      });
      return list(t("schemaIntro", { module: moduleName }), lines, schema.tables.length);
    }
    const table = findTable(schema, named);
    return list(
      t("describeIntro", {
        table: linkOf(table),
        database: plain(table.database.name),
        records: table.recordCount,
        columns: table.columns.length,
      }),
      table.columns.slice(0, COLUMNS_SHOWN).map(columnLine),
      table.columns.length,
    );
  };

  /** The table a question names, else the first with the column it names. */
  const tableFor = (named: string | null, column: string | null) =>
    named ? findTable(schema, named) : tableWithColumn(schema, column ?? "");

  /** The filter of a question's condition and how it reads (" where **Stage** is “Won”"). */
  const conditionOf = async (table: DbTable, where: DbCondition | null) => {
    if (!where) return { filter: undefined, text: "" };
    const filter = await filterOf(scope, schema, table, [where]);
    const column = findColumn(table, where.column);
    const condition = t(`condition.${where.operator}`, {
      column: plain(column.name),
      value: plain(where.value),
    });
    return { filter, text: ` ${t("where", { condition })}` };
  };

  const groupText = (column: Column, group: CountGroup) => {
    if (typeof group.value === "boolean") return t(group.value ? "checked" : "unchecked");
    if (group.value === null) return t("emptyValue");
    if (typeof group.value === "number")
      return numberFormat(column, locale, digitsOf(column)).format(group.value);
    return plain(group.value);
  };

  const counts = async (intent: Extract<DbIntent, { kind: "dbCount" }>) => {
    if (!intent.table && !intent.by && !intent.where) {
      if (schema.tables.length === 0) return t("noTablesYet", { module: moduleName });
      const records = schema.tables.reduce((sum, table) => sum + table.recordCount, 0);
      return [
        t("countModule", { module: moduleName, count: records, tables: schema.tables.length }),
        ...tableLines(),
      ].join("\n");
    }
    const table = tableFor(intent.table, intent.where?.column ?? intent.by);
    const { filter, text } = await conditionOf(table, intent.where);
    if (intent.by) {
      const column = findColumn(table, intent.by);
      const read = await countBy(actor, scope, table, column, { filter, locale, max: GROUPS_SHOWN });
      const total = read.groups.reduce((sum, group) => sum + group.count, 0);
      if (total === 0) return t("countNone", { table: linkOf(table), where: text });
      const lines = read.groups.map(
        (group) => `- ${groupText(column, group)}: **${count.format(group.count)}**`,
      );
      return [
        t("countByIntro", { table: linkOf(table), where: text, column: plain(column.name) }),
        "",
        ...lines,
        ...(read.truncated ? ["", t("groupsTruncated", { shown: read.groups.length })] : []),
      ].join("\n");
    }
    const total = await countRecords(scope, table, filter);
    return t(text ? "countWhere" : "countTable", { table: linkOf(table), where: text, count: total });
  };

  const aggregate = async (intent: Extract<DbIntent, { kind: "dbAggregate" }>) => {
    const table = tableFor(intent.table, intent.column);
    const column = findColumn(table, intent.column);
    const { filter, text } = await conditionOf(table, intent.where);
    const summary = await summarizeColumn(scope, table, column, { filter });
    const where = { table: linkOf(table), where: text, column: plain(column.name) };
    if (summary.values === 0) return t("aggregateNone", where);
    const digits = digitsOf(column);
    const exact = numberFormat(column, locale, digits);
    const average = numberFormat(column, locale, Math.max(2, digits));
    const figures = {
      sum: exact.format(summary.sum ?? 0),
      avg: average.format(summary.average ?? 0),
      min: exact.format(summary.min ?? 0),
      max: exact.format(summary.max ?? 0),
    };
    return [
      t(`aggregate.${intent.fn}`, { ...where, value: figures[intent.fn] }),
      "",
      t("aggregateDetail", {
        values: summary.values,
        empty: summary.records - summary.values,
        sum: figures.sum,
        avg: figures.avg,
        min: figures.min,
        max: figures.max,
      }),
    ].join("\n");
  };

  return async (intent: DbIntent): Promise<string> => {
    try {
      switch (intent.kind) {
        case "dbTables":
          return tables();
        case "dbDescribe":
          return describe(intent.table);
        case "dbCount":
          return await counts(intent);
        case "dbAggregate":
          return await aggregate(intent);
        case "help":
          return t("help", { module: moduleName });
      }
    } catch (error) {
      const reason = reasonOf(error, locale, plain);
      if (reason === null) throw error;
      return reason;
    }
  };
}
