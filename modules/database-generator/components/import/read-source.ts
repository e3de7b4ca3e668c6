// Reads what the preview shows, in the browser: pasted text whole (it is small), a CSV/TSV/TXT file
// from its start only (never the whole 100 MB), an XLSX's first rows through exceljs (xlsx-head.ts).
import {
  detectDelimiter,
  fileKind,
  parseDelimited,
  SAMPLE_ROWS,
  type ImportFormat,
} from "@/modules/database-generator/components/import/preview";

/** What the person gave: pasted text or a file. */
export type ImportSource = { kind: "paste"; text: string } | { kind: "file"; file: File };

export interface SourceRows {
  format: ImportFormat;
  /** The first rows (at most SAMPLE_ROWS + 1, a header row included). */
  rows: string[][];
}

/** Why a source cannot be read (message keys of databaseGenerator.import). */
export type ReadProblem = "fileType" | "xlsxInvalid" | "xlsxTooLarge" | "readFailed";

export class ReadError extends Error {
  constructor(readonly problem: ReadProblem) {
    super(problem);
  }
}

// The start of a text file read for the preview, grown while it holds no whole row (very wide rows).
const TEXT_HEAD = 64 * 1024;
const TEXT_HEAD_MAX = 4 * 1024 * 1024;

async function textRows(file: File, kind: "csv" | "tsv" | "text"): Promise<SourceRows> {
  for (let size = TEXT_HEAD; ; size *= 4) {
    const complete = file.size <= size;
    const text = await file.slice(0, size).text();
    const delimiter = kind === "csv" ? "," : kind === "tsv" ? "\t" : detectDelimiter(text);
    const rows = parseDelimited(text, delimiter, complete);
    if (rows.length > 1 || complete || size >= TEXT_HEAD_MAX)
      return { format: delimiter === "\t" ? "tsv" : "csv", rows };
  }
}

/** The first rows of a source and the format it is sent as. */
export async function readSource(source: ImportSource): Promise<SourceRows> {
  if (source.kind === "paste") {
    const delimiter = detectDelimiter(source.text);
    return { format: delimiter === "\t" ? "tsv" : "csv", rows: parseDelimited(source.text, delimiter, true) };
  }
  const kind = fileKind(source.file.name);
  if (!kind) throw new ReadError("fileType");
  try {
    if (kind !== "xlsx") return await textRows(source.file, kind);
    const { readXlsxRows } = await import("@/modules/database-generator/components/import/xlsx-head");
    return { format: "xlsx", rows: await readXlsxRows(source.file, SAMPLE_ROWS + 1) };
  } catch (error) {
    if (error instanceof Error && "problem" in error) {
      const problem = (error as { problem: unknown }).problem;
      if (problem === "xlsxInvalid" || problem === "xlsxTooLarge") throw new ReadError(problem);
    }
    throw new ReadError("readFailed");
  }
}
