// The first rows of an XLSX's first sheet, read in the browser with exceljs (loaded on first use). Its
// browser build reads only whole workbooks, and a 100 MB one would take the tab's memory, so the
// workbook is cut first: from the ZIP's central directory (read from the file's end) only the parts
// exceljs needs are unpacked (the browser's DecompressionStream), the sheet up to its row limit and the
// shared strings up to the last one those rows use; they go into a small ZIP (client-zip) for exceljs.
import { downloadZip } from "client-zip";
import type { CellValue, Workbook } from "exceljs";

/** Why an XLSX cannot be previewed (message keys of databaseGenerator.import). */
export class XlsxError extends Error {
  constructor(readonly problem: "xlsxInvalid" | "xlsxTooLarge") {
    super(problem);
  }
}

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  offset: number;
}

// What the server accepts once unpacked (lib/server/files/zip-sizes.ts).
const EXPANDED_MAX = 512 * 1024 * 1024;
const SHARED_STRINGS_MAX = 128 * 1024 * 1024;
// Past this much of a sheet's XML the rows read so far are enough (very wide rows).
const SHEET_TEXT_MAX = 32 * 1024 * 1024;

const read = async (file: Blob, start: number, end: number) =>
  new DataView(await file.slice(start, end).arrayBuffer());

/** The entries of a ZIP's central directory, or null when it is no ZIP we can read (or ZIP64). */
async function zipDirectory(file: Blob): Promise<ZipEntry[] | null> {
  const tailStart = Math.max(0, file.size - 22 - 0xffff);
  const tail = await read(file, tailStart, file.size);
  let end = -1;
  for (let at = tail.byteLength - 22; at >= 0; at--)
    if (tail.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  if (end < 0) return null;
  const count = tail.getUint16(end + 10, true);
  const length = tail.getUint32(end + 12, true);
  const offset = tail.getUint32(end + 16, true);
  if (count === 0xffff || offset === 0xffffffff || offset + length > file.size) return null;
  const directory = await read(file, offset, offset + length);
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > directory.byteLength || directory.getUint32(at, true) !== 0x02014b50) return null;
    const nameLength = directory.getUint16(at + 28, true);
    const name = decoder.decode(new Uint8Array(directory.buffer, directory.byteOffset + at + 46, nameLength));
    entries.push({
      name: name.replace(/^\//, ""),
      method: directory.getUint16(at + 10, true),
      compressedSize: directory.getUint32(at + 20, true),
      size: directory.getUint32(at + 24, true),
      offset: directory.getUint32(at + 42, true),
    });
    at += 46 + nameLength + directory.getUint16(at + 30, true) + directory.getUint16(at + 32, true);
  }
  return entries;
}

/** An entry's unpacked bytes, as a stream. */
async function entryStream(file: Blob, entry: ZipEntry): Promise<ReadableStream<Uint8Array>> {
  const local = await read(file, entry.offset, entry.offset + 30);
  if (local.byteLength < 30 || local.getUint32(0, true) !== 0x04034b50) throw new XlsxError("xlsxInvalid");
  const start = entry.offset + 30 + local.getUint16(26, true) + local.getUint16(28, true);
  const packed = file.slice(start, start + entry.compressedSize).stream();
  if (entry.method === 0) return packed;
  if (entry.method !== 8) throw new XlsxError("xlsxInvalid");
  return packed.pipeThrough(new DecompressionStream("deflate-raw"));
}

/**
 * An entry's text, read until `stop` gives where to cut it (the rest is not unpacked); `stop` sees
 * the text so far each time more arrives.
 */
async function entryText(
  file: Blob,
  entry: ZipEntry,
  stop?: (text: string) => number | null,
): Promise<{ text: string; cut: boolean }> {
  const reader = (await entryStream(file, entry)).getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { text: text + decoder.decode(), cut: false };
    text += decoder.decode(value, { stream: true });
    const cut = stop?.(text) ?? null;
    if (cut !== null) {
      await reader.cancel();
      return { text: text.slice(0, cut), cut: true };
    }
  }
}

/** A `stop` that cuts after the `count`-th closing `tag` (or at the last one past `max` characters). */
function afterNth(tag: string, count: number, max = Infinity) {
  let found = 0;
  let from = 0;
  let last = -1;
  return (text: string): number | null => {
    for (let at = text.indexOf(tag, from); at >= 0; at = text.indexOf(tag, from)) {
      found += 1;
      from = at + tag.length;
      last = from;
      if (found >= count) return from;
    }
    from = Math.max(from, text.length - tag.length);
    return text.length > max && last > 0 ? last : null;
  };
}

/** The highest shared string index the sheet's cells use (-1: none). */
function lastSharedString(sheet: string): number {
  let last = -1;
  for (const match of sheet.matchAll(/<c\b([^>]*)>([\s\S]*?)<\/c>/g)) {
    if (!/\bt="s"/.test(match[1] ?? "")) continue;
    const index = Number(/<v>\s*(\d+)\s*<\/v>/.exec(match[2] ?? "")?.[1] ?? -1);
    if (index > last) last = index;
  }
  return last;
}

/** A small XLSX holding the first sheet's first `rows` rows and what exceljs needs to read them. */
export async function xlsxHead(file: Blob, rows: number): Promise<Blob> {
  const entries = await zipDirectory(file);
  if (!entries) throw new XlsxError("xlsxInvalid");
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const total = entries.reduce((sum, entry) => sum + entry.size, 0);
  const shared = byName.get("xl/sharedStrings.xml");
  if (total > EXPANDED_MAX || (shared?.size ?? 0) > SHARED_STRINGS_MAX) throw new XlsxError("xlsxTooLarge");
  const sheet = entries.find((entry) => /^xl\/worksheets\/sheet\d+\.xml$/.test(entry.name));
  if (!sheet || !byName.has("xl/workbook.xml")) throw new XlsxError("xlsxInvalid");
  const parts: { name: string; input: string }[] = [];
  // Cut texts are closed again (a cut falls after a row's or a string's end tag).
  const head = await entryText(file, sheet, afterNth("</row>", rows, SHEET_TEXT_MAX));
  const sheetText = head.cut ? `${head.text}</sheetData></worksheet>` : head.text;
  parts.push({ name: sheet.name, input: sheetText });
  const used = lastSharedString(sheetText);
  if (shared && used >= 0) {
    const strings = await entryText(file, shared, afterNth("</si>", used + 1));
    parts.push({ name: shared.name, input: strings.cut ? `${strings.text}</sst>` : strings.text });
  }
  const others = ["[Content_Types].xml", "_rels/.rels", "xl/workbook.xml", "xl/_rels/workbook.xml.rels"];
  for (const name of [...others, "xl/styles.xml"]) {
    const entry = byName.get(name);
    if (entry) parts.push({ name, input: (await entryText(file, entry)).text });
  }
  return downloadZip(parts).blob();
}

const isoOf = (date: Date) => {
  if (Number.isNaN(date.getTime())) return "";
  const iso = date.toISOString();
  return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso;
};

/** A cell as text: dates as ISO (a date alone as YYYY-MM-DD), rich text and links as their text. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return isoOf(value);
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("text" in value) return cellText(value.text as CellValue);
  if ("result" in value) return cellText(value.result as CellValue);
  return "";
}

type ExcelModule = typeof import("exceljs");

async function newWorkbook(): Promise<Workbook> {
  // The browser build is a CommonJS bundle: its exports may arrive as the module's default only.
  const loaded: { default?: Partial<ExcelModule>; Workbook?: ExcelModule["Workbook"] } =
    await import("exceljs");
  const Book = loaded.default?.Workbook ?? loaded.Workbook;
  if (!Book) throw new XlsxError("xlsxInvalid");
  return new Book();
}

/** The first sheet's first `rows` rows, as text. */
export async function readXlsxRows(file: Blob, rows: number): Promise<string[][]> {
  const head = await xlsxHead(file, rows);
  const workbook = await newWorkbook();
  try {
    await workbook.xlsx.load(await head.arrayBuffer());
  } catch {
    throw new XlsxError("xlsxInvalid");
  }
  const sheet = workbook.worksheets[0];
  const out: string[][] = [];
  sheet?.eachRow((row) => {
    if (out.length >= rows) return;
    const values = row.values as CellValue[];
    out.push(Array.from({ length: Math.max(0, values.length - 1) }, (_, k) => cellText(values[k + 1])));
  });
  return out;
}
