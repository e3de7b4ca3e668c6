import "server-only";
import { clockHours } from "@/modules/time-tracker/shared/report-csv";
import { xlsxStream } from "@/lib/server/export/streams";
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
 * and their values) through the shared export writer (lib/server/export/streams.ts), so a year of
 * entries never sits in memory. Text cells are written as text, never as formulas.
 */
export function writeXlsx(
  batches: AsyncGenerator<ExportRow[]>,
  options: { header: string[]; cells: (row: ExportRow) => ExportCell[]; sheet: string; total: string },
): ReadableStream<Uint8Array> {
  const sums = { hours: 0, seconds: 0, amountCents: 0 };
  return xlsxStream(batches, {
    header: options.header,
    cells: options.cells,
    sheet: options.sheet,
    widths: WIDTHS,
    numFmt: (index) => (index === HOURS || index === RATE || index === AMOUNT ? "0.00" : undefined),
    logTag: "time-tracker",
    onRow: (row, cells) => {
      sums.hours += Math.round(Number(cells[HOURS] ?? 0) * 100);
      sums.seconds += row.seconds;
      sums.amountCents += row.cents;
    },
    footer: (sheet, count) => {
      const sum = (column: number, result: number) =>
        count === 0 ? result : { formula: `SUM(${letter(column)}2:${letter(column)}${count + 1})`, result };
      const totalRow = sheet.addRow([options.total]);
      totalRow.getCell(HOURS + 1).value = sum(HOURS, sums.hours / 100);
      totalRow.getCell(DURATION + 1).value = clockHours(sums.seconds);
      totalRow.getCell(SECONDS + 1).value = sum(SECONDS, sums.seconds);
      totalRow.getCell(AMOUNT + 1).value = sum(AMOUNT, sums.amountCents / 100);
      totalRow.font = { bold: true };
      totalRow.commit();
    },
  });
}
