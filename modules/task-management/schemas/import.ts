// POST /task-management/{id}/import: rows of a CSV file, each field's cell as the file has it (the
// server reads them with shared/csv-import.ts), and whether unknown statuses become new columns.
import * as z from "@/lib/zod";
import { IMPORT_BATCH_MAX } from "@/modules/task-management/shared/csv-import";
import { checkListSchema, columnNameSchema } from "./tasks";

/** How many columns one request may ask for (a Trello board's lists). */
export const IMPORT_COLUMNS_MAX = 100;

const cell = (max: number) =>
  z.optional(
    z
      .string({ error: "validation.importCellInvalid" })
      .check(z.maxLength(max, "validation.importCellTooLong")),
  );

export const importRowSchema = z.object({
  title: cell(1_000),
  description: cell(100_000),
  column: cell(200),
  priority: cell(100),
  dueDate: cell(100),
  assignees: cell(5_000),
  labels: cell(5_000),
  /** A Trello card's checklists (the CSV import has none). */
  checkList: z.optional(checkListSchema),
});
export type ImportRow = z.output<typeof importRowSchema>;

export const importTasksSchema = z.object({
  rows: z
    .array(importRowSchema, { error: "validation.importRowsRequired" })
    .check(
      z.minLength(1, "validation.importRowsRequired"),
      z.maxLength(IMPORT_BATCH_MAX, "validation.importRowsTooMany"),
    ),
  /** A status no column is named after becomes a new column (otherwise: the first column). */
  createColumns: z._default(z.boolean({ error: "validation.importCreateColumnsInvalid" }), true),
  /**
   * Columns to have before the rows are imported, in order (a Trello board's lists, empty ones too):
   * made when the board has none of that name, like a status when `createColumns` is on.
   */
  columns: z._default(
    z
      .array(columnNameSchema, { error: "validation.invalidInput" })
      .check(z.maxLength(IMPORT_COLUMNS_MAX, "validation.importColumnsTooMany")),
    [],
  ),
});
export type ImportTasksInput = z.input<typeof importTasksSchema>;

export const importResultSchema = z.object({
  /** How many tasks were made. */
  created: z.number(),
  /** Columns made for statuses the board did not have. */
  columnsCreated: z.array(z.string()),
  /** Rows not imported: their index in the batch and why (a message key). */
  skipped: z.array(z.object({ row: z.number(), reason: z.string() })),
  /** Rows imported without something they named: their index and what (a message key, the value). */
  warnings: z.array(z.object({ row: z.number(), warning: z.string(), value: z.string() })),
});
export type ImportResult = z.output<typeof importResultSchema>;
