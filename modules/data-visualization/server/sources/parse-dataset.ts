import "server-only";
import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { badRequest } from "@/lib/server/errors";
import { xlsxWithinLimits } from "@/lib/server/files/zip-sizes";
import {
  DATASET_MAX_COLUMNS,
  DATASET_MAX_ROWS,
  type SourceColumn,
  type SourceColumnKind,
} from "@/modules/data-visualization/shared/sources";

// An uploaded file read as a table: its first row names the columns, each column's kind is read from
// its values (number when every filled cell is a number, date when every one is an ISO date or
// instant, else text) and its cells kept as numbers, `YYYY-MM-DD` / ISO instants in UTC, or text.

export type Cell = string | number | null;
export type DatasetFormat = "csv" | "tsv" | "xlsx";

const NUMBER = /^[-+]?(\d+([.,]\d+)?|\.\d+)([eE][-+]?\d+)?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** The format by the name's extension, else by the first bytes (an XLSX is a ZIP: "PK"). */
export function formatOf(name: string, bytes: Uint8Array): DatasetFormat | null {
  const extension = name.toLowerCase().split(".").pop();
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (extension === "xlsx") return zip ? "xlsx" : null;
  if (zip) return null;
  if (extension === "tsv" || extension === "tab") return "tsv";
  if (extension === "csv" || extension === "txt") return "csv";
  return null;
}

function xlsxValue(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "number") return value;
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "object") {
    if ("richText" in value) return value.richText.map((part) => part.text).join("");
    if ("text" in value && typeof value.text === "string") return value.text;
    if ("result" in value) return xlsxValue(value.result as ExcelJS.CellValue);
  }
  return null;
}

async function xlsxRows(bytes: Uint8Array): Promise<Cell[][]> {
  if (!xlsxWithinLimits(bytes)) throw badRequest("validation.datasetUnreadable");
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.read(Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]));
  } catch {
    throw badRequest("validation.datasetUnreadable");
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: Cell[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = row.values as ExcelJS.CellValue[];
    rows.push(Array.from({ length: Math.max(0, values.length - 1) }, (_, k) => xlsxValue(values[k + 1])));
  });
  return rows;
}

function delimitedRows(bytes: Uint8Array, delimiter: string): Cell[][] {
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes).replace(/^\uFEFF/, "");
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: "greedy" });
  return parsed.data;
}

function kindOf(values: readonly Cell[]): SourceColumnKind {
  const filled = values.filter((value) => value !== null && String(value).trim() !== "");
  if (filled.length === 0) return "text";
  if (filled.every((value) => typeof value === "number" || NUMBER.test(String(value).trim())))
    return "number";
  if (
    filled.every(
      (value) => typeof value === "string" && (DAY.test(value.trim()) || INSTANT.test(value.trim())),
    )
  )
    return "date";
  return "text";
}

function cellOf(value: Cell, kind: SourceColumnKind): Cell {
  if (value === null) return null;
  const text = String(value).trim();
  if (text === "") return null;
  if (kind === "number") return typeof value === "number" ? value : Number(text.replace(",", "."));
  if (kind === "date") {
    if (DAY.test(text)) return text;
    const instant = new Date(text.replace(" ", "T"));
    return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
  }
  return text.slice(0, 1000);
}

/** The file's columns and rows; a file without a header and one row, or past the limits, is refused. */
export async function parseDataset(
  bytes: Uint8Array,
  format: DatasetFormat,
): Promise<{ columns: SourceColumn[]; rows: Cell[][] }> {
  const all = format === "xlsx" ? await xlsxRows(bytes) : delimitedRows(bytes, format === "tsv" ? "\t" : ",");
  const [header, ...body] = all;
  if (!header || body.length === 0) throw badRequest("validation.datasetEmpty");
  if (body.length > DATASET_MAX_ROWS) throw badRequest("validation.datasetTooManyRows");
  const width = Math.max(header.length, ...body.slice(0, 1000).map((row) => row.length));
  if (width > DATASET_MAX_COLUMNS) throw badRequest("validation.datasetTooManyColumns");
  const taken = new Set<string>();
  const columns: SourceColumn[] = Array.from({ length: width }, (_, index) => {
    const base =
      String(header[index] ?? "")
        .trim()
        .slice(0, 100) || `Column ${index + 1}`;
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} (${n})`;
    taken.add(name.toLowerCase());
    return { id: `c${index}`, name, kind: kindOf(body.map((row) => row[index] ?? null)) };
  });
  const rows = body.map((row) => columns.map((column, index) => cellOf(row[index] ?? null, column.kind)));
  return { columns, rows };
}
