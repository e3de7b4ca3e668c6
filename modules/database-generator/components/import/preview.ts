// The import's preview, as pure rules (the dialog and the unit tests use them): how pasted text is
// split, which format a file is, what the rows read become (names and detected types), and what the
// person's choice of columns must satisfy before it is sent.
import Papa from "papaparse";
import {
  COLUMN_TYPES,
  COLUMNS_MAX,
  isComputed,
  isLinked,
  type ColumnType,
} from "@/modules/database-generator/shared/columns";
import { detectType } from "@/modules/database-generator/shared/detect";
import { NAME_MAX } from "@/modules/database-generator/shared/types";

/** The largest file the server takes (its body limit). */
export const FILE_MAX = 100 * 1024 * 1024;
/** Rows read for the preview and its type detection (a header row comes on top). */
export const SAMPLE_ROWS = 200;
/** Rows the preview shows. */
export const SHOWN_ROWS = 20;
/**
 * The types an import may give a column: not the computed ones, which nobody writes, nor links and
 * what reads through them (a table made from a file has no other table to link to).
 */
export const IMPORT_TYPES: readonly ColumnType[] = COLUMN_TYPES.filter(
  (type) => !isComputed(type) && !isLinked(type),
);

export type ImportFormat = "csv" | "tsv" | "xlsx";
export type Delimiter = "," | "\t";

/**
 * How pasted text (or a .txt file) is split: a spreadsheet's copy is tab-separated, so text whose
 * lines hold tabs, the same number on each, is TSV; else CSV.
 */
export function detectDelimiter(text: string): Delimiter {
  const lines = text
    .slice(0, 64 * 1024)
    .split(/\r\n|\n|\r/)
    .filter((line) => line.trim() !== "")
    .slice(0, 10);
  const count = (line: string, char: string) => line.split(char).length - 1;
  const tabs = lines.map((line) => count(line, "\t"));
  const commas = lines.map((line) => count(line, ","));
  const first = { tabs: tabs[0] ?? 0, commas: commas[0] ?? 0 };
  if (first.tabs > 0 && tabs.every((n) => n === first.tabs)) return "\t";
  if (first.commas > 0 && commas.every((n) => n === first.commas)) return ",";
  return first.tabs > first.commas ? "\t" : ",";
}

/** What a file's name says it is: a format, "text" (.txt: CSV or TSV, told by its content) or null. */
export function fileKind(name: string): ImportFormat | "text" | null {
  const extension = /\.([^.]+)$/.exec(name.trim())?.[1]?.toLowerCase();
  if (extension === "csv" || extension === "tsv" || extension === "xlsx") return extension;
  return extension === "txt" ? "text" : null;
}

/** A table's name from a file's: without its extension, trimmed, at most NAME_MAX characters. */
export function tableNameOf(fileName: string, fallback: string): string {
  const name = fileName
    .replace(/\.[^.]*$/, "")
    .trim()
    .slice(0, NAME_MAX)
    .trim();
  return name || fallback;
}

/**
 * The rows of CSV or TSV text, at most `SAMPLE_ROWS + 1`. When the text is only the start of a
 * file (`complete` false), its last row may be cut: it is left out.
 */
export function parseDelimited(text: string, delimiter: Delimiter, complete: boolean): string[][] {
  const source = text.replace(/^\uFEFF/, "");
  const result = Papa.parse<string[]>(source, {
    delimiter,
    preview: SAMPLE_ROWS + 1,
    skipEmptyLines: "greedy",
  });
  const rows = result.data;
  const stoppedEarly = rows.length === SAMPLE_ROWS + 1 && result.meta.cursor < source.length;
  return complete || stoppedEarly ? rows : rows.slice(0, -1);
}

export interface PreviewColumn {
  name: string;
  type: ColumnType;
}

export interface Preview {
  /** The columns' names as read (from the header row, or "Column N"). */
  headers: string[];
  /** The data rows read (at most SAMPLE_ROWS), each as wide as the widest row. */
  rows: string[][];
  /** Each file column's name and detected type. */
  columns: PreviewColumn[];
}

export type PreviewProblem = "noRows" | "tooManyColumns";

const isBlankRow = (row: readonly string[]) => row.every((cell) => cell.trim() === "");

/** Names made unique ignoring case: the second "Name" becomes "Name (2)", within NAME_MAX. */
function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) {
      const suffix = ` (${n})`;
      candidate = `${name.slice(0, NAME_MAX - suffix.length).trimEnd()}${suffix}`;
    }
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/**
 * The preview of the rows read: the header row (when there is one) names the columns, blank names
 * become `columnName(n)` (n from 1), and each column's type is detected from its first values.
 */
export function buildPreview(
  read: readonly (readonly string[])[],
  header: boolean,
  columnName: (n: number) => string,
): Preview | { problem: PreviewProblem } {
  const all = read.filter((row) => !isBlankRow(row));
  const data = (header ? all.slice(1) : all).slice(0, SAMPLE_ROWS);
  if (data.length === 0) return { problem: "noRows" };
  const width = Math.max(...all.map((row) => row.length));
  if (width > COLUMNS_MAX) return { problem: "tooManyColumns" };
  const first = header ? (all[0] ?? []) : [];
  const headers = uniqueNames(
    Array.from({ length: width }, (_, k) => {
      const name = (first[k] ?? "").trim().slice(0, NAME_MAX).trim();
      return name || columnName(k + 1);
    }),
  );
  const rows = data.map((row) => Array.from({ length: width }, (_, k) => row[k] ?? ""));
  const columns = headers.map((name, k) => ({ name, type: detectType(rows.map((row) => row[k]!)) }));
  return { headers, rows, columns };
}

export interface ChosenColumn extends PreviewColumn {
  /** Left out of the import. */
  skip: boolean;
}

export type ColumnProblem = "nameRequired" | "nameTooLong" | "nameTaken";
export type TableNameProblem = "tableNameRequired" | "tableNameTooLong";

export interface ColumnsCheck {
  /** Each column's problem (null: none; left-out columns have none). */
  columns: (ColumnProblem | null)[];
  /** A problem of the whole choice: nothing kept. */
  choice: "noColumns" | null;
  ok: boolean;
}

/** Whether the kept columns can be imported: named, within NAME_MAX, no name twice (ignoring case). */
export function checkColumns(columns: readonly ChosenColumn[]): ColumnsCheck {
  const seen = new Set<string>();
  const problems = columns.map((column): ColumnProblem | null => {
    if (column.skip) return null;
    const name = column.name.trim();
    if (name === "") return "nameRequired";
    if (name.length > NAME_MAX) return "nameTooLong";
    const key = name.toLowerCase();
    if (seen.has(key)) return "nameTaken";
    seen.add(key);
    return null;
  });
  const choice = columns.some((column) => !column.skip) ? null : "noColumns";
  return { columns: problems, choice, ok: choice === null && problems.every((problem) => problem === null) };
}

/** The table's name's problem, or null. */
export function checkTableName(name: string): TableNameProblem | null {
  const trimmed = name.trim();
  if (trimmed === "") return "tableNameRequired";
  return trimmed.length > NAME_MAX ? "tableNameTooLong" : null;
}

/** The import request's columns: one per file column, null for those left out. */
export function requestColumns(columns: readonly ChosenColumn[]): (PreviewColumn | null)[] {
  return columns.map((column) => (column.skip ? null : { name: column.name.trim(), type: column.type }));
}
