import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";
import { exportQuerySchema } from "@/modules/form-builder/schemas/form-builder";
import type { Actor } from "@/lib/server/auth/sessions";
import { csvStream, xlsxStream, type ExportCell } from "@/lib/server/export/streams";
import { parseInput } from "@/lib/server/validation";
import { formScope } from "../scope";
import { answerCell, exportColumns, responseBatches, type ExportRow } from "./export-rows";

const CONTENT_TYPES = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** GET …/responses/export?format=csv|xlsx (&from&to&element&answer): every response, streamed. */
export async function exportResponses(
  actor: Actor,
  input: { params: unknown; query: unknown },
  locale: Locale,
): Promise<{ filename: string; contentType: string; body: ReadableStream<Uint8Array> }> {
  const { formId } = await formScope(actor, input.params, locale);
  const { format, ...query } = parseInput(exportQuerySchema, input.query);
  const filter = { formId, ...query };
  const columns = await exportColumns(formId);
  const text = (key: string) => translateMessage(locale, `formBuilder.export.${key}`);
  const header = [text("id"), text("submittedAt"), ...columns.map((c) => c.label)];
  const [yes, no] = [text("yes"), text("no")];
  const cells = (row: ExportRow): ExportCell[] => {
    const answers = row.answers as Record<string, unknown>;
    return [row.id, row.createdAt.toISOString(), ...columns.map((c) => answerCell(answers[c.id], yes, no))];
  };
  const batches = responseBatches(filter);
  return {
    filename: `responses-${formId}.${format}`,
    contentType: CONTENT_TYPES[format],
    body:
      format === "csv"
        ? csvStream(batches, header, cells)
        : xlsxStream(batches, { header, cells, sheet: text("sheet"), logTag: "form-builder" }),
  };
}
