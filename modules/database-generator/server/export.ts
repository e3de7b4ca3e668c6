import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";
import type { Actor } from "@/lib/server/auth/sessions";
import { csvStream, xlsxStream, type ExportCell } from "@/lib/server/export/streams";
import type { ExportQuery, SchemaQuery } from "@/modules/database-generator/schemas/inputs";
import { columnFamily, isLinked } from "@/modules/database-generator/shared/columns";
import type { Column, DbRecordAnswer, Table } from "@/modules/database-generator/shared/types";
import { appUrl } from "@/lib/server/env";
import { attachmentText, cellText } from "@/modules/database-generator/shared/values";
import { getDatabaseIn } from "./databases";
import { tableWithColumns, viewRecords, viewSql } from "./records";
import { columnDefinition, tablesWithColumns } from "./tables";
import { dbScope } from "./scope";

// Exports: a view of a table (its sort, filter and search) as CSV or XLSX, streamed in batches as the
// client reads (memory stays flat whatever the size), and a database's schema as SQL DDL for
// PostgreSQL or SQL Server, or as JSON, to build the same tables elsewhere.

const BATCH = 2_000;
const CONTENT_TYPES = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** A file name from a table's name (letters, digits, spaces, dashes; else "table"). */
const fileBase = (name: string) =>
  name
    .replace(/[^\p{L}\p{N} _-]+/gu, "")
    .trim()
    .slice(0, 80) || "table";

/** A cell as exported: numbers stay numbers, the rest is its text (choices by name). */
function exportCell(column: Column, record: DbRecordAnswer): ExportCell {
  const value = record.cells[column.id];
  if (value === undefined) return null;
  if (columnFamily(column) === "number" && typeof value === "number") return value;
  // A link by its linked records' titles (their ids mean nothing outside).
  if (column.type === "link" && Array.isArray(value))
    return value.map((id) => record.titles?.[id] ?? "").join(", ");
  // Files by name and address (opened by who reads the module; pasted back, the cell finds them).
  if (column.type === "attachment" && Array.isArray(value))
    return attachmentText(
      value.flatMap((id) => record.files?.[id] ?? []),
      appUrl(),
    );
  return cellText(column, value);
}

/** GET …/tables/{tableId}/export?format=csv|xlsx (&sort&filter&q): the view's records, streamed. */
export async function exportTable(
  actor: Actor,
  params: { moduleId: unknown; tableId: string },
  query: ExportQuery,
  locale: Locale = "en",
): Promise<{ filename: string; contentType: string; body: ReadableStream<Uint8Array> }> {
  const scope = await dbScope(actor, params.moduleId, locale);
  const table = await tableWithColumns(scope, params.tableId);
  // Checked before the first byte is sent: a bad sort or filter is a 400, not a broken file.
  const view = viewSql(table, query);
  const columns = table.columns.filter((column) => !column.hidden);
  async function* batches(): AsyncGenerator<DbRecordAnswer[]> {
    for (let offset = 0; ; offset += BATCH) {
      const records = await viewRecords(table, view, offset, BATCH);
      if (records.length) yield records;
      if (records.length < BATCH) return;
    }
  }
  const header = columns.map((column) => column.name);
  const cells = (record: DbRecordAnswer) => columns.map((column) => exportCell(column, record));
  return {
    filename: `${fileBase(table.name)}.${query.format}`,
    contentType: CONTENT_TYPES[query.format],
    body:
      query.format === "csv"
        ? csvStream(batches(), header, cells)
        : xlsxStream(batches(), {
            header,
            cells,
            sheet: fileBase(table.name),
            widths: columns.map((column) => Math.max(10, Math.round(column.width / 8))),
            logTag: "database-generator",
          }),
  };
}

/** A name as an SQL identifier of the dialect (quotes doubled inside). */
const quoted = (name: string, dialect: "postgresql" | "sqlserver") =>
  dialect === "postgresql" ? `"${name.replaceAll('"', '""')}"` : `[${name.replaceAll("]", "]]")}]`;

/** A column's type in the dialect. */
function ddlType(column: Column, dialect: "postgresql" | "sqlserver"): string {
  const pg = dialect === "postgresql";
  const precision = column.options.precision ?? 2;
  switch (column.type) {
    case "number":
    case "rating":
    case "autoNumber":
      return pg ? "integer" : "int";
    case "decimal":
    case "currency":
    case "percent":
      return `numeric(18, ${precision})`;
    case "date":
      return "date";
    case "dateTime":
    case "createdTime":
    case "modifiedTime":
      return pg ? "timestamptz" : "datetimeoffset";
    case "checkbox":
      return pg ? "boolean" : "bit";
    case "multiSelect":
      return pg ? "text[]" : "nvarchar(max)";
    case "attachment":
      // The files' names and addresses (as the CSV export writes them).
      return pg ? "text" : "nvarchar(max)";
    case "longText":
      return pg ? "text" : "nvarchar(max)";
    default:
      return pg ? "text" : "nvarchar(4000)";
  }
}

/**
 * Each link between two tables as its junction table (a pair of foreign keys; UNIQUE on a side that
 * links to one record at most), once per pair; lookups and rollups, computed, as comments.
 */
function linkTables(tables: Table[], dialect: "postgresql" | "sqlserver"): string[] {
  const byId = new Map(tables.map((table) => [table.id, table]));
  const columnOf = new Map(tables.flatMap((table) => table.columns.map((c) => [c.id, { table, column: c }])));
  const int = dialect === "postgresql" ? "integer" : "int";
  return tables.flatMap((table) =>
    table.columns.flatMap((column) => {
      const other = column.options.inverseId ? columnOf.get(column.options.inverseId) : undefined;
      const target = byId.get(column.options.tableId ?? "");
      if (column.type === "formula")
        return [
          `-- ${table.name}.${column.name}: formula ${(column.options.expression ?? "").replace(/\s+/g, " ")}\n`,
        ];
      if (column.type === "lookup" || column.type === "rollup") {
        const link = columnOf.get(column.options.linkId ?? "")?.column;
        const read = column.options.targetId ? columnOf.get(column.options.targetId)?.column.name : undefined;
        const what =
          column.type === "rollup" ? `${column.options.fn ?? "count"}(${read ?? "*"})` : (read ?? "");
        return [`-- ${table.name}.${column.name}: ${column.type} ${what} through ${link?.name ?? "?"}\n`];
      }
      // One junction per pair: written from the side whose id sorts first.
      if (column.type !== "link" || !other || !target || column.id > other.column.id) return [];
      const near = `${table.name}_id`;
      const far = target.id === table.id ? `${column.name}_id` : `${target.name}_id`;
      const keys = [
        `  ${quoted(near, dialect)} ${int} NOT NULL REFERENCES ${quoted(table.name, dialect)} (${quoted("id", dialect)}) ON DELETE CASCADE${column.options.multiple === false ? " UNIQUE" : ""}`,
        `  ${quoted(far, dialect)} ${int} NOT NULL REFERENCES ${quoted(target.name, dialect)} (${quoted("id", dialect)})${target.id === table.id && dialect === "sqlserver" ? "" : " ON DELETE CASCADE"}${other.column.options.multiple === false ? " UNIQUE" : ""}`,
        `  PRIMARY KEY (${quoted(near, dialect)}, ${quoted(far, dialect)})`,
      ];
      const comment = `-- ${table.name}.${column.name} ↔ ${target.name}.${other.column.name}`;
      return [
        `${comment}\nCREATE TABLE ${quoted(`${table.name} ${column.name}`, dialect)} (\n${keys.join(",\n")}\n);\n`,
      ];
    }),
  );
}

/** GET …/databases/{databaseId}/schema?format=postgresql|sqlserver|json: its tables as DDL or JSON. */
export async function exportSchema(
  actor: Actor,
  params: { moduleId: unknown; databaseId: string },
  query: SchemaQuery,
  locale: Locale = "en",
): Promise<{ filename: string; contentType: string; body: ReadableStream<Uint8Array> }> {
  const scope = await dbScope(actor, params.moduleId, locale);
  const database = await getDatabaseIn(scope, params.databaseId);
  const tables = await tablesWithColumns({ databaseId: database.id });
  const base = fileBase(database.name);
  let text: string;
  if (query.format === "json") {
    text = JSON.stringify(
      {
        name: database.name,
        description: database.description,
        tables: tables.map((table) => ({
          name: table.name,
          description: table.description,
          columns: table.columns.map(columnDefinition),
        })),
      },
      null,
      2,
    );
  } else {
    const dialect = query.format;
    text = tables
      .map((table) => {
        const lines = [
          `  ${quoted("id", dialect)} ${dialect === "postgresql" ? "integer GENERATED ALWAYS AS IDENTITY" : "int IDENTITY(1,1)"} PRIMARY KEY`,
          ...table.columns
            .filter((column) => !isLinked(column.type) && column.type !== "formula")
            .map((column) => {
              const rules = [column.required ? "NOT NULL" : "", column.unique ? "UNIQUE" : ""].filter(
                Boolean,
              );
              return `  ${quoted(column.name, dialect)} ${ddlType(column, dialect)}${rules.length ? ` ${rules.join(" ")}` : ""}`;
            }),
        ];
        const records = translateMessage(locale, "databaseGenerator.schemaRecords", {
          count: table.recordCount,
        });
        const comment = `-- ${table.name.replaceAll("\n", " ")}: ${records}`;
        return `${comment}\nCREATE TABLE ${quoted(table.name, dialect)} (\n${lines.join(",\n")}\n);\n`;
      })
      .concat(linkTables(tables, dialect))
      .join("\n");
  }
  const bytes = new TextEncoder().encode(text);
  return {
    filename: `${base}.${query.format === "json" ? "json" : "sql"}`,
    contentType:
      query.format === "json" ? "application/json; charset=utf-8" : "application/sql; charset=utf-8",
    body: new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    }),
  };
}
