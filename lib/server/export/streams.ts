import "server-only";
import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import { csvLine } from "@/modules/time-tracker/shared/report-csv";
import { logger } from "@/lib/server/logger";

// Exports streamed batch by batch (time tracker reports, form responses): rows are read in keyset
// batches only as fast as the client takes them, so memory stays flat whatever the size.

export type ExportCell = string | number | null;

/** CSV (RFC 4180, formula-safe cells: modules/time-tracker/shared/report-csv.ts): the header, then each batch. */
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
 * stay text (never formulas). `numFmt` formats a column's numbers; `onRow` sees each row as written
 * and `footer` may add rows after the last (the time tracker's totals).
 */
export function xlsxStream<Row>(
  batches: AsyncGenerator<Row[]>,
  options: {
    header: string[];
    cells: (row: Row) => ExportCell[];
    sheet: string;
    widths?: number[];
    numFmt?: (index: number) => string | undefined;
    onRow?: (row: Row, cells: ExportCell[]) => void;
    footer?: (sheet: ExcelJS.Worksheet, rows: number) => void;
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
  sheet.columns = options.header.map((header, index) => {
    const numFmt = options.numFmt?.(index);
    return {
      header,
      key: String(index),
      width: options.widths?.[index] ?? 20,
      style: numFmt ? { numFmt } : {},
    };
  });
  sheet.getRow(1).font = { bold: true };
  const write = async (): Promise<unknown> => {
    let count = 0;
    for await (const rows of batches) {
      for (const row of rows) {
        const cells = options.cells(row);
        sheet.addRow(cells).commit();
        options.onRow?.(row, cells);
        count += 1;
      }
      // The reader is behind: wait for it (or for it to go away, which ends the export).
      if (output.writableNeedDrain) await Promise.race([once(output, "drain"), once(output, "close")]);
      if (output.destroyed) return batches.return(undefined);
    }
    options.footer?.(sheet, count);
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
