import { csvLine } from "@/modules/time-tracker/shared/report-csv";

/** A CSV document (RFC 4180, CRLF, formula-safe cells) of a header row and rows, with a BOM for Excel. */
export function buildCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  return `\uFEFF${csvLine(header)}${rows.map((row) => csvLine(row)).join("")}`;
}

/** Text made safe in a file name: lower case ASCII words joined by dashes (accents dropped), 60 at most. */
export function fileNameWords(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
}

/** Saves `csv` as `filename` in the browser (a chart's table exported). */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
