import "server-only";
import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import { clockHours } from "@/lib/time-tracker/report-csv";
import { logger } from "@/lib/server/logger";
import type { ExportCell, ExportRow } from "./report-export";

// Column widths (characters), in EXPORT_COLUMNS order.
const WIDTHS = [12, 18, 18, 9, 9, 9, 24, 40, 12, 24, 9, 10, 12, 9];
const HOURS = 3;
const DURATION = 4;
const SECONDS = 5;
const RATE = 11;
const AMOUNT = 12;

const letter = (index: number) => String.fromCharCode(65 + index);

/**
 * Streams an XLSX workbook (one sheet: a header, one row per entry, a total row with SUM formulas
 * and their values) while the batches are read; a full output waits for the reader, so a year of
 * entries never sits in memory. Text cells are written as text, never as formulas.
 */
export function writeXlsx(
  batches: AsyncGenerator<ExportRow[]>,
  options: { header: string[]; cells: (row: ExportRow) => ExportCell[]; sheet: string; total: string },
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
    width: WIDTHS[index] ?? 12,
    style: index === HOURS || index === RATE || index === AMOUNT ? { numFmt: "0.00" } : {},
  }));
  sheet.getRow(1).font = { bold: true };

  const write = async (): Promise<unknown> => {
    let count = 0;
    const sums = { hours: 0, seconds: 0, amountCents: 0 };
    for await (const rows of batches) {
      for (const row of rows) {
        const cells = options.cells(row);
        sheet.addRow(cells).commit();
        count += 1;
        sums.hours += Math.round(Number(cells[HOURS] ?? 0) * 100);
        sums.seconds += row.seconds;
        sums.amountCents += row.cents;
      }
      // The reader is behind: wait for it (or for it to go away, which ends the export).
      if (output.writableNeedDrain) await Promise.race([once(output, "drain"), once(output, "close")]);
      if (output.destroyed) return batches.return(undefined);
    }
    const total: ExportCell[] = [options.total];
    const sum = (column: number, result: number) =>
      count === 0 ? result : { formula: `SUM(${letter(column)}2:${letter(column)}${count + 1})`, result };
    const totalRow = sheet.addRow(total);
    totalRow.getCell(HOURS + 1).value = sum(HOURS, sums.hours / 100);
    totalRow.getCell(DURATION + 1).value = clockHours(sums.seconds);
    totalRow.getCell(SECONDS + 1).value = sum(SECONDS, sums.seconds);
    totalRow.getCell(AMOUNT + 1).value = sum(AMOUNT, sums.amountCents / 100);
    totalRow.font = { bold: true };
    totalRow.commit();
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    logger.error(
      `[time-tracker] xlsx export failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return Readable.toWeb(output) as unknown as ReadableStream<Uint8Array>;
}
