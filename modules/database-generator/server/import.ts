import "server-only";
import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { badRequest } from "@/lib/server/errors";
import { withEvents } from "@/lib/server/events/commit";
import { newId } from "@/lib/server/ids";
import { assertModuleCan, type ModuleScope } from "@/lib/server/modules/module-scope";
import type { ImportColumn, ImportQueryInput } from "@/modules/database-generator/schemas/inputs";
import { isComputed, type Choice } from "@/modules/database-generator/shared/columns";
import type { Column, ImportResult } from "@/modules/database-generator/shared/types";
import { parseCell, type Cell } from "@/modules/database-generator/shared/values";
import { choiceReader, nameUnique } from "./column-rules";
import { cellColumn, columnName, dropRecordsTable, recordsTable, sqlType } from "./physical";
import { databaseIn, dbChanged, dbScope } from "./scope";
import { xlsxWithinLimits } from "@/lib/server/files/zip-sizes";
import { installRecordSearch, pauseRecordSearch } from "./record-search";
import { getTableIn, insertTable } from "./tables";

// An import: a CSV, TSV or XLSX file (or pasted text, sent as CSV or TSV) streamed in the request's
// body into a new table of the columns the preview chose (names and types; a null skips a file
// column). The table is made first; its records are then read and written 250 at a time in one
// transaction, so the file is never whole in memory (the body is capped at 100 MB while it streams,
// lib/server/http/body-limits.ts) and a failed import leaves no half table (the
// table goes with it). A value its column's type cannot read is left empty and reported (per column:
// how many, and the first few with their row); selects get a choice per distinct value met.

export const IMPORT_ROWS_MAX = 500_000;
/**
 * Records a statement writes. Small batches keep what is alive while a statement runs small: the
 * young generation then promotes little, and the server's memory grows about 180 MB over an import of
 * 100,000 rows where batches of 1,000 grew it 220–290 MB (bench:databases).
 */
const BATCH = 250;
const EXAMPLES = 3;

type Raw = string | number | boolean | null;

/**
 * The body in pieces of at most 64 KB: papaparse's stream reparses what it holds on every chunk, so
 * one large chunk (a body given whole) takes minutes where the same bytes in pieces take a second.
 */
async function* pieces(body: ReadableStream<Uint8Array>): AsyncGenerator<Buffer> {
  const PIECE = 64 * 1024;
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>)
    for (let at = 0; at < chunk.byteLength; at += PIECE)
      yield Buffer.from(chunk.buffer, chunk.byteOffset + at, Math.min(PIECE, chunk.byteLength - at));
}

/** Rows of a CSV or TSV body (papaparse's Node stream: read as the rows are taken). */
async function* delimitedRows(body: ReadableStream<Uint8Array>, delimiter: string): AsyncGenerator<Raw[]> {
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { delimiter, skipEmptyLines: "greedy" });
  const source = Readable.from(pieces(body));
  source.on("error", (error) => parser.destroy(error));
  source.pipe(parser);
  let first = true;
  for await (const row of parser as AsyncIterable<string[]>) {
    if (first && typeof row[0] === "string") row[0] = row[0].replace(/^\uFEFF/, "");
    first = false;
    yield row;
  }
}

/** An XLSX cell's value as text, a number or a boolean (dates as ISO instants). */
function xlsxValue(value: ExcelJS.CellValue): Raw {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (typeof value === "object") {
    if ("richText" in value) return value.richText.map((part) => part.text).join("");
    if ("text" in value && typeof value.text === "string") return value.text;
    if ("result" in value) return xlsxValue(value.result as ExcelJS.CellValue);
  }
  return null;
}

/**
 * Rows of the first sheet of an XLSX body (exceljs' streaming reader). The body (at most 100 MB) is
 * read first, for its ZIP directory: what it unpacks to is checked before any XML is read.
 */
async function* xlsxRows(body: ReadableStream<Uint8Array>): AsyncGenerator<Raw[]> {
  const bytes = new Uint8Array(await new Response(body).arrayBuffer());
  if (!xlsxWithinLimits(bytes)) throw badRequest("validation.dbImportXlsxInvalid");
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(
    Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]),
    {
      worksheets: "emit",
      sharedStrings: "cache",
      hyperlinks: "ignore",
      // Styles tell dates from numbers.
      styles: "cache",
      entries: "ignore",
    },
  );
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      const values = row.values as ExcelJS.CellValue[];
      yield Array.from({ length: Math.max(0, values.length - 1) }, (_, k) => xlsxValue(values[k + 1]));
    }
    return;
  }
}

type ImportQuery = {
  name: string;
  format: ImportQueryInput["format"];
  header: boolean;
  columns: (ImportColumn | null)[];
};

interface Skipped {
  column: Column;
  count: number;
  examples: { row: number; value: string }[];
}

/** Imports a file into a new table of the database; answers the table and what was left out. */
export async function importTable(
  actor: Actor,
  params: { moduleId: unknown; databaseId: string },
  input: ImportQueryInput,
  body: ReadableStream<Uint8Array> | null,
  locale: Locale = "en",
): Promise<ImportResult> {
  const scope = await dbScope(actor, params.moduleId, locale);
  const database = await databaseIn(scope, params.databaseId);
  assertModuleCan(scope, "add");
  const query = { ...input, header: input.header !== "false", columns: input.columns };
  if (!body) throw badRequest("validation.dbImportEmpty");
  const wanted = query.columns.flatMap((column, index) => (column ? [{ ...column, index }] : []));
  if (wanted.length === 0) throw badRequest("validation.dbImportNoColumns");
  if (wanted.some((column) => isComputed(column.type))) throw badRequest("validation.dbColumnTypeInvalid");
  const tableId = await nameUnique("validation.dbTableNameTaken", () =>
    withEvents(async (tx, emit) => {
      const id = await insertTable(tx, scope, actor, database.id, {
        name: query.name,
        columns: wanted.map((column) => ({ name: column.name, type: column.type })),
      });
      emit(dbChanged(scope, actor, [{ type: "table.changed", databaseId: database.id, tableId: id }]));
      return id;
    }),
  );
  try {
    const table = await getTableIn(scope, tableId);
    const result = await fillTable(
      scope,
      actor,
      { id: tableId, workspaceId: scope.membership.workspaceId },
      table.columns,
      wanted,
      query,
      body,
    );
    return { table: await getTableIn(scope, tableId), ...result };
  } catch (error) {
    // The import failed: its table goes with it.
    await withEvents(async (tx, emit) => {
      await tx.dbTable.deleteMany({ where: { id: tableId } });
      await dropRecordsTable(tx, { workspaceId: scope.membership.workspaceId, id: tableId });
      emit(dbChanged(scope, actor, [{ type: "table.changed", databaseId: database.id, tableId }]));
    });
    throw error;
  }
}

async function fillTable(
  scope: ModuleScope,
  actor: Actor,
  table: { id: string; workspaceId: string },
  columns: Column[],
  wanted: (ImportColumn & { index: number })[],
  query: ImportQuery,
  body: ReadableStream<Uint8Array>,
): Promise<{
  imported: number;
  skipped: { columnId: string; column: string; count: number; examples: { row: number; value: string }[] }[];
}> {
  const rows =
    query.format === "xlsx" ? xlsxRows(body) : delimitedRows(body, query.format === "tsv" ? "\t" : ",");
  // Choices met so far, by lower-cased name, for the select columns (made as values come).
  const choices = new Map<string, Choice[]>(columns.map((column) => [column.id, []]));
  const skipped = new Map<string, Skipped>();
  const skip = (column: Column, row: number, value: Raw) => {
    const entry = skipped.get(column.id) ?? { column, count: 0, examples: [] };
    entry.count += 1;
    if (entry.examples.length < EXAMPLES) entry.examples.push({ row, value: String(value).slice(0, 100) });
    skipped.set(column.id, entry);
  };
  const readers = new Map(
    columns.flatMap((column) =>
      column.type === "singleSelect" || column.type === "multiSelect"
        ? [[column.id, choiceReader(column.type, choices.get(column.id)!)] as const]
        : [],
    ),
  );
  const cellOf = (column: Column, raw: Raw, row: number): Cell | null => {
    if (raw === null || (typeof raw === "string" && raw.trim() === "")) return null;
    const reader = readers.get(column.id);
    if (reader) {
      const cell = reader(String(raw));
      if (cell !== undefined) return cell;
      skip(column, row, raw);
      return null;
    }
    const parsed = parseCell(column, raw);
    if (parsed.ok) return parsed.value;
    skip(column, row, raw);
    return null;
  };
  const stored = columns.filter((column) => sqlType(column.type) !== null);
  const targets = Prisma.join(stored.map((column) => Prisma.raw(`"${columnName(column.id)}"`)));
  const reads = Prisma.join(stored.map((column) => cellColumn(column.id, "n")));
  const definitions = Prisma.join(
    stored.map((column) => Prisma.raw(`"${columnName(column.id)}" ${sqlType(column.type)}`)),
  );
  let imported = 0;
  await withEvents(
    async (tx, emit) => {
      // Search reads the records once they are all in (installRecordSearch below).
      await pauseRecordSearch(tx, table);
      let batch: Record<string, unknown>[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        await tx.$executeRaw`
          INSERT INTO ${recordsTable(table)} ("id", "number", "createdById", "updatedById", ${targets})
          SELECT n."id", n."k", ${actor.userId}, ${actor.userId}, ${reads}
            FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) AS n("id" text, "k" int, ${definitions})`;
        batch = [];
      };
      let line = 0;
      for await (const raw of rows) {
        line += 1;
        if (line === 1 && query.header) continue;
        if (imported >= IMPORT_ROWS_MAX) throw badRequest("validation.dbImportTooManyRows");
        imported += 1;
        const record: Record<string, unknown> = { id: newId(), k: imported };
        wanted.forEach((want, n) => {
          const column = columns[n]!;
          const cell = cellOf(column, raw[want.index] ?? null, imported);
          if (cell !== null) record[columnName(column.id)] = cell;
        });
        batch.push(record);
        if (batch.length >= BATCH) await flush();
      }
      await flush();
      for (const column of columns)
        if (
          (column.type === "singleSelect" || column.type === "multiSelect") &&
          choices.get(column.id)!.length
        )
          await tx.dbColumn.update({
            where: { id: column.id },
            data: { options: { choices: choices.get(column.id)! } as object },
          });
      // The records searched, with their choices' names (known now).
      await installRecordSearch(tx, table.id);
      await tx.dbTable.update({
        where: { id: table.id },
        data: { recordCount: imported, nextNumber: imported + 1, updatedAt: new Date() },
      });
      emit(
        dbChanged(scope, actor, [
          {
            type: "records.changed",
            tableId: table.id,
            recordIds: "all",
            // Every record of the new table is the import's, numbered from 1 (the rowCreated trigger).
            ...(imported > 0 && { created: { first: 1, last: imported } }),
          },
        ]),
      );
    },
    { timeout: 30 * 60_000, maxWait: 10_000 },
  );
  return {
    imported,
    skipped: [...skipped.values()].map((entry) => ({
      columnId: entry.column.id,
      column: entry.column.name,
      count: entry.count,
      examples: entry.examples,
    })),
  };
}
