import "server-only";
import { elementLabel, isInputType, type FormElement } from "@/modules/form-builder/shared/elements";
import { isFileAnswer } from "@/modules/form-builder/shared/validation";
import { getDb } from "@/lib/server/db";
import type { ExportCell } from "@/lib/server/export/streams";
import { fileUrl } from "@/lib/server/files/file-key";
import { filterWhere, type ResponsesFilter } from "./response-rows";

export const EXPORT_BATCH = 1_000;

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

export type ExportRow = { id: string; createdAt: Date; answers: unknown; versionId: string };

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
