import "server-only";
import { elementLabel, isInputType, type FormElement } from "@/modules/form-builder/shared/elements";
import type { Page } from "@/lib/contracts/endpoint";
import {
  RESPONSES_PAGE_SIZE,
  type FormResponseDetail,
  type FormResponseItem,
} from "@/modules/form-builder/shared/types";
import { isFileAnswer, type AnswerValue } from "@/modules/form-builder/shared/validation";
import type { Locale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";
import type { Prisma } from "@/lib/generated/prisma/client";
import {
  exportQuerySchema,
  responseParamsSchema,
  responsesQuerySchema,
} from "@/modules/form-builder/schemas/form-builder";
import type { Actor } from "@/lib/server/auth/sessions";
import { afterKeyset, keysetPage } from "@/lib/server/api/keyset";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { csvStream, xlsxStream, type ExportCell } from "@/lib/server/export/streams";
import { fileUrl } from "@/lib/server/files/file-key";
import { parseInput } from "@/lib/server/validation";
import { assertModuleCan, formScope } from "./scope";
import { forgetFoldedResponse } from "./stats";

// Responses of a form (issue 17): the table (filters by date and by an answer), a response with the
// elements of the version it answered, deletion (the response limit counts what is stored), and the
// export as CSV or XLSX streamed in keyset batches.

export const EXPORT_BATCH = 1_000;

type ResponsesFilter = { formId: string; from?: string; to?: string; element?: string; answer?: string };

function filterWhere(filter: ResponsesFilter): Prisma.FormResponseWhereInput {
  return {
    formId: filter.formId,
    ...(filter.from || filter.to
      ? {
          createdAt: {
            ...(filter.from ? { gte: new Date(`${filter.from}T00:00:00Z`) } : {}),
            ...(filter.to ? { lt: new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000) } : {}),
          },
        }
      : {}),
    ...(filter.element && filter.answer
      ? { answers: { path: [filter.element], string_contains: filter.answer } }
      : {}),
  };
}

const itemOf = (row: {
  id: string;
  createdAt: Date;
  answers: unknown;
  version: { version: number };
}): FormResponseItem => ({
  id: row.id,
  version: row.version.version,
  createdAt: row.createdAt.toISOString(),
  answers: row.answers as Record<string, AnswerValue>,
});

/** GET …/form/{formId}/responses?from&to&element&answer&cursor: newest first, keyset pages. */
export async function listResponses(
  actor: Actor,
  input: { params: unknown; query: unknown },
  locale: Locale,
): Promise<Page<FormResponseItem>> {
  const { formId } = await formScope(actor, input.params, locale);
  const query = parseInput(responsesQuerySchema, input.query);
  const rows = await getDb().formResponse.findMany({
    where: { AND: [filterWhere({ formId, ...query }), afterKeyset("createdAt", query.cursor)] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: RESPONSES_PAGE_SIZE + 1,
    select: { id: true, createdAt: true, answers: true, version: { select: { version: true } } },
  });
  return keysetPage(rows, (row) => row.createdAt, itemOf, RESPONSES_PAGE_SIZE);
}

async function responseOf(actor: Actor, params: unknown, locale: Locale) {
  const { responseId } = parseInput(responseParamsSchema, params);
  const found = await formScope(actor, params, locale);
  return { ...found, responseId };
}

/** GET …/responses/{responseId}: one response and the elements it answered. */
export async function getResponse(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
): Promise<FormResponseDetail> {
  const { formId, responseId } = await responseOf(actor, input.params, locale);
  const row = await getDb().formResponse.findFirst({
    where: { id: responseId, formId },
    select: {
      id: true,
      createdAt: true,
      answers: true,
      version: { select: { version: true, elements: true } },
    },
  });
  if (!row) throw notFound("errors.formResponseNotFound");
  return { ...itemOf(row), elements: row.version.elements as unknown as FormElement[] };
}

/** DELETE …/responses/{responseId}: gone from the table, the analytics and the limit's count. */
export async function deleteResponse(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
): Promise<{ id: string }> {
  const { scope, formId, responseId } = await responseOf(actor, input.params, locale);
  assertModuleCan(scope, "delete");
  const db = getDb();
  await db.$transaction(async (tx) => {
    // Out of the folded counts first (while the row is there to count), then gone.
    await forgetFoldedResponse(tx, formId, responseId);
    const gone = await tx.formResponse.deleteMany({ where: { id: responseId, formId } });
    if (gone.count === 0) throw notFound("errors.formResponseNotFound");
    await tx.$executeRaw`
      UPDATE "Form" SET "responseCount" = GREATEST("responseCount" - 1, 0)
       WHERE "id" = ${formId} AND "responseLimit" IS NOT NULL`;
  });
  return { id: responseId };
}

/**
 * The columns of a form's export: every input element of its published versions, newest first
 * (an element dropped in a later version keeps its column), then those of the draft.
 */
export async function exportColumns(formId: string): Promise<{ id: string; label: string }[]> {
  const db = getDb();
  const [versions, form] = await Promise.all([
    db.formVersion.findMany({ where: { formId }, orderBy: { version: "desc" }, select: { elements: true } }),
    db.form.findUniqueOrThrow({ where: { id: formId }, select: { elements: true } }),
  ]);
  const columns = new Map<string, string>();
  for (const elements of [...versions.map((v) => v.elements), form.elements])
    for (const e of elements as unknown as FormElement[])
      if (isInputType(e.type) && !columns.has(e.id)) columns.set(e.id, elementLabel(e));
  return [...columns].map(([id, label]) => ({ id, label }));
}

/** An answer as one cell: text, a number, Yes/No, or a file's name and address. */
export function answerCell(value: unknown, yes: string, no: string): ExportCell {
  if (value === undefined || value === null) return null;
  if (typeof value === "boolean") return value ? yes : no;
  if (typeof value === "number") return value;
  if (isFileAnswer(value)) return `${value.name} (${fileUrl(value.fileKey.replace(/^\//, ""))})`;
  if (typeof value === "string" && value.startsWith("data:image/png")) return "[signature]";
  return String(value);
}

type ExportRow = { id: string; createdAt: Date; answers: unknown; versionId: string };

/** The responses in keyset batches of EXPORT_BATCH, newest first. */
export async function* responseBatches(filter: ResponsesFilter): AsyncGenerator<ExportRow[]> {
  let after: ExportRow | null = null;
  for (;;) {
    const rows: ExportRow[] = await getDb().formResponse.findMany({
      where: {
        AND: [
          filterWhere(filter),
          after
            ? {
                OR: [
                  { createdAt: { lt: after.createdAt } },
                  { createdAt: after.createdAt, id: { lt: after.id } },
                ],
              }
            : {},
        ],
      },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: EXPORT_BATCH,
      select: { id: true, createdAt: true, answers: true, versionId: true },
    });
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < EXPORT_BATCH) return;
    after = rows[rows.length - 1]!;
  }
}

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
