import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";
import { exportQuerySchema } from "@/modules/time-tracker/schemas/time-tracker-reports";
import { clockHours, decimalHours } from "@/modules/time-tracker/shared/report-csv";
import { csvStream } from "@/lib/server/export/streams";
import { EXPORT_BATCH, type ExportFormat } from "@/modules/time-tracker/shared/report-types";
import { fromCents } from "@/modules/time-tracker/shared/rates";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { moduleBilling } from "./rates";
import { reportRequest } from "./report";
import { reportEntriesSql, type ReportFilter } from "./report-sql";
import { writeXlsx } from "./report-xlsx";

/** One exported entry, as PostgreSQL computed it (the report's own CTE, so totals agree). */
export interface ExportRow {
  id: string;
  start: Date;
  date: string;
  startLocal: string;
  endLocal: string | null;
  seconds: number;
  member: string;
  description: string;
  taskKey: string | null;
  tags: string[];
  billable: boolean;
  rateCents: number | null;
  cents: number;
}

/** The columns, in order (headers are `timeTracker.reports.export.columns.<key>`). */
export const EXPORT_COLUMNS = [
  "date",
  "start",
  "end",
  "hours",
  "duration",
  "seconds",
  "member",
  "description",
  "task",
  "tags",
  "billable",
  "rate",
  "amount",
  "currency",
] as const;

import type { ExportCell } from "@/lib/server/export/streams";
export type { ExportCell };

/** An entry's cells, in EXPORT_COLUMNS order. */
export function exportCells(row: ExportRow, currency: string, yes: string, no: string): ExportCell[] {
  return [
    row.date,
    row.startLocal,
    row.endLocal,
    decimalHours(row.seconds),
    clockHours(row.seconds),
    row.seconds,
    row.member,
    row.description,
    row.taskKey,
    row.tags.join(", "),
    row.billable ? yes : no,
    row.rateCents === null ? null : fromCents(row.rateCents),
    fromCents(row.cents),
    currency,
  ];
}

function exportBatch(filter: ReportFilter, after: ExportRow | null): Promise<ExportRow[]> {
  return getDb().$queryRaw<ExportRow[]>`${reportEntriesSql(filter, after)}
    SELECT e."id", e."start", to_char(e."localStart", 'YYYY-MM-DD') AS "date",
           to_char(e."localStart", 'YYYY-MM-DD HH24:MI') AS "startLocal",
           to_char((e."end" AT TIME ZONE 'UTC') AT TIME ZONE ${filter.tz}, 'YYYY-MM-DD HH24:MI') AS "endLocal",
           e."seconds"::float8 AS "seconds", u."name" AS "member", e."description", e."taskKey",
           ARRAY(SELECT tt."title" FROM "TimeTag" tt
                  WHERE tt."moduleId" = ${filter.moduleId} AND tt."id" = ANY(e."tagIds")
                  ORDER BY tt."title") AS "tags",
           e."billable", e."rateCents", e."cents"::float8 AS "cents"
      FROM "entries" e JOIN "User" u ON u."id" = e."userId"
     ORDER BY e."start", e."id"
     LIMIT ${EXPORT_BATCH}`;
}

/** The range's entries in keyset batches of EXPORT_BATCH, oldest start first. */
export async function* exportBatches(filter: ReportFilter): AsyncGenerator<ExportRow[]> {
  let after: ExportRow | null = null;
  for (;;) {
    const rows = await exportBatch(filter, after);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH) return;
    after = rows[rows.length - 1]!;
  }
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

export interface ExportFile {
  filename: string;
  contentType: string;
  body: ReadableStream<Uint8Array>;
}

/**
 * GET /time-tracker/{id}/report/export?format&from&to&tz&member: one row per entry of the report's
 * range (same rights, same sums), streamed batch by batch as CSV (formula-safe) or XLSX.
 */
export async function exportReport(
  actor: Actor,
  input: { moduleId: unknown; query: unknown },
  locale: Locale,
): Promise<ExportFile> {
  const { scope, query, filter } = await reportRequest(actor, input, exportQuerySchema, locale);
  const { currency } = await moduleBilling(scope.moduleId);
  const text = (key: string) => translateMessage(locale, `timeTracker.reports.export.${key}`);
  const header = EXPORT_COLUMNS.map((column) => text(`columns.${column}`));
  const [yes, no] = [text("yes"), text("no")];
  const cells = (row: ExportRow) => exportCells(row, currency, yes, no);
  const batches = exportBatches(filter);
  return {
    filename: `time-report-${query.from}-${query.to}.${query.format}`,
    contentType: CONTENT_TYPES[query.format],
    body:
      query.format === "csv"
        ? csvStream(batches, header, cells)
        : writeXlsx(batches, { header, cells, sheet: text("sheet"), total: text("total") }),
  };
}
