import "server-only";
import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import { csvLine } from "@/lib/time-tracker/report-csv";
import { logger } from "@/lib/server/logger";

// Exports streamed batch by batch (time tracker reports, form responses): rows are read in keyset
// batches only as fast as the client takes them, so memory stays flat whatever the size.

export type ExportCell = string | number | null;

/** CSV (RFC 4180, formula-safe cells: lib/time-tracker/report-csv.ts): the header, then each batch. */
export function csvStream<Row>(
  batches: AsyncGenerator<Row[]>,
  header: string[],
  cells: (row: Row) => ExportCell[],
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(csvLine(header)));
        return;
      }
      const next = await batches.next();
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(next.value.map((row) => csvLine(cells(row))).join("")));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}

/**
 * A one-sheet XLSX workbook (a bold, frozen header, one row per item) written with exceljs'
 * streaming writer while the batches are read, waiting for the reader when it is behind. Text cells
 * stay text (never formulas).
 */
export function xlsxStream<Row>(
  batches: AsyncGenerator<Row[]>,
  options: {
    header: string[];
    cells: (row: Row) => ExportCell[];
    sheet: string;
    widths?: number[];
    logTag: string;
  },
): ReadableStream<Uint8Array> {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(options.sheet.slice(0, 31), {
    views: [{ state: "frozen", ySplit: 1 }],
  });
  sheet.columns = options.header.map((header, index) => ({
    header,
    key: String(index),
    width: options.widths?.[index] ?? 20,
  }));
  sheet.getRow(1).font = { bold: true };
  const write = async (): Promise<unknown> => {
    for await (const rows of batches) {
      for (const row of rows) sheet.addRow(options.cells(row)).commit();
      if (output.writableNeedDrain) await Promise.race([once(output, "drain"), once(output, "close")]);
      if (output.destroyed) return batches.return(undefined);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    logger.error(
      `[${options.logTag}] xlsx export failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return Readable.toWeb(output) as unknown as ReadableStream<Uint8Array>;
}
