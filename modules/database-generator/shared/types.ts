// Database generator's answers (contracts.ts) and room events; no server imports.
import * as z from "@/lib/zod";
import { attachedFileSchema } from "@/lib/files/types";
import { isoDate } from "@/lib/contracts/endpoint";
import { CHOICE_COLORS, COLUMN_TYPES, DRAFT_TYPES, ROLLUP_FUNCTIONS } from "./columns";

export const DATABASE_GENERATOR_TAG = "DatabaseGenerator" as const;

/** Most records a page of the grid or the API reads at once, and what a bulk call takes. */
export const RECORDS_PAGE_MAX = 500;
export const RECORDS_PAGE_DEFAULT = 100;
export const BULK_MAX = 1_000;
export const TABLES_MAX = 200;
export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 1_000;

/**
 * The first of `base`, "`base` 2", "`base` 3", … that none of `taken` is (ignoring case): a new
 * column's, view's or copy's name beside the others.
 */
export function freeName(base: string, taken: Iterable<string>): string {
  const names = new Set([...taken].map((name) => name.toLowerCase()));
  for (let n = 1; ; n += 1) {
    const name = n === 1 ? base : `${base} ${n}`;
    if (!names.has(name.toLowerCase())) return name;
  }
}

export const personSchema = z.object({ id: z.string(), name: z.string() });

export const choiceSchema = z.object({ id: z.string(), name: z.string(), color: z.enum(CHOICE_COLORS) });

export const columnOptionsSchema = z.object({
  precision: z.optional(z.number()),
  currency: z.optional(z.string()),
  choices: z.optional(z.array(choiceSchema)),
  max: z.optional(z.number()),
  tableId: z.optional(z.string()),
  inverseId: z.optional(z.string()),
  multiple: z.optional(z.boolean()),
  linkId: z.optional(z.string()),
  targetId: z.optional(z.string()),
  fn: z.optional(z.enum(ROLLUP_FUNCTIONS)),
  expression: z.optional(z.string()),
  result: z.optional(z.enum(["number", "text", "boolean", "date", "dateTime"])),
});

export const cellSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);

export const columnSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(COLUMN_TYPES),
  options: columnOptionsSchema,
  required: z.boolean(),
  unique: z.boolean(),
  defaultValue: z.nullable(cellSchema),
  /** The column that names a record (first, never hidden or removed). */
  primary: z.boolean(),
  position: z.number(),
  width: z.number(),
  hidden: z.boolean(),
});
export type Column = z.output<typeof columnSchema>;

export const tableSummarySchema = z.object({
  id: z.string(),
  databaseId: z.string(),
  name: z.string(),
  description: z.string(),
  position: z.number(),
  recordCount: z.number(),
  columnCount: z.number(),
  /** Automations bound to the table (workflow automation binds them; none until it does). */
  triggers: z.number(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type TableSummary = z.output<typeof tableSummarySchema>;

export const tableSchema = z.object({
  ...tableSummarySchema.shape,
  columns: z.array(columnSchema),
});
export type Table = z.output<typeof tableSchema>;

export const databaseSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  tableCount: z.number(),
  recordCount: z.number(),
  createdBy: z.nullable(personSchema),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Database = z.output<typeof databaseSchema>;

export const databaseDetailSchema = z.object({
  ...databaseSchema.shape,
  tables: z.array(tableSummarySchema),
});
export type DatabaseDetail = z.output<typeof databaseDetailSchema>;

/** A file of an attachment cell: its name, bytes, type (read from its bytes) and addresses. */
export const attachmentSchema = attachedFileSchema;
export type Attachment = z.output<typeof attachmentSchema>;

export const recordSchema = z.object({
  id: z.string(),
  /** 1, 2, … in the order records were added (the auto number). */
  number: z.number(),
  /**
   * Cells by column id, empty ones absent; computed columns too (auto number, created and modified
   * time as ISO instants, created and modified by as names). A link's cell holds the linked records'
   * ids (named in `titles`), a lookup's the linked records' values as text, a rollup's a number, an
   * attachment's its files' ids (described in `files`).
   */
  cells: z.record(z.string(), cellSchema),
  /** What names each linked record of the link cells: its primary column's value as text. */
  titles: z.optional(z.record(z.string(), z.string())),
  /** The files of the attachment cells (which hold their ids), by id. */
  files: z.optional(z.record(z.string(), attachmentSchema)),
  createdAt: isoDate,
  updatedAt: isoDate,
  createdBy: z.nullable(personSchema),
  updatedBy: z.nullable(personSchema),
});
export type DbRecordAnswer = z.output<typeof recordSchema>;

export const recordPageSchema = z.object({
  data: z.array(recordSchema),
  /** Records matching the filter and search, in all. */
  total: z.number(),
  offset: z.number(),
});
export type RecordPage = z.output<typeof recordPageSchema>;

export const importResultSchema = z.object({
  table: tableSchema,
  /** Records written. */
  imported: z.number(),
  /** Values a column's type could not read (left empty), per column, with the first few. */
  skipped: z.array(
    z.object({
      columnId: z.string(),
      column: z.string(),
      count: z.number(),
      examples: z.array(z.object({ row: z.number(), value: z.string() })),
    }),
  ),
});
export type ImportResult = z.output<typeof importResultSchema>;

export const recordChangeSchema = z.object({
  id: z.string(),
  kind: z.enum(["created", "updated", "deleted"]),
  /** The cells that changed, by column id: before and after (null: empty). */
  changes: z.record(z.string(), z.object({ from: z.nullable(cellSchema), to: z.nullable(cellSchema) })),
  user: z.nullable(personSchema),
  at: isoDate,
});
export type RecordChange = z.output<typeof recordChangeSchema>;
export const historyPageSchema = z.object({
  data: z.array(recordChangeSchema),
  /** The files the changes' attachment cells name that are still kept, by id. */
  files: z.optional(z.record(z.string(), attachmentSchema)),
  nextCursor: z.nullable(z.string()),
});

export const recordCommentSchema = z.object({
  id: z.string(),
  body: z.string(),
  author: z.nullable(personSchema),
  createdAt: isoDate,
});
export type RecordComment = z.output<typeof recordCommentSchema>;
export const commentPageSchema = z.object({ data: z.array(recordCommentSchema), total: z.number() });

export const conversionSchema = z.object({
  id: z.string(),
  columnId: z.string(),
  fromType: z.enum(COLUMN_TYPES),
  toType: z.enum(COLUMN_TYPES),
  status: z.enum(["pending", "running", "done", "failed"]),
  /** Records to read, read so far, and whose value the new type could not read (left empty). */
  total: z.number(),
  processed: z.number(),
  failed: z.number(),
  examples: z.array(z.object({ row: z.number(), value: z.string() })),
  /** Why it failed (a message), when it did. */
  error: z.nullable(z.string()),
  createdAt: isoDate,
  finishedAt: z.nullable(isoDate),
});
export type Conversion = z.output<typeof conversionSchema>;

/** A database to make whole (a template, the smart builder's draft): tables, columns, sample records. */
export const databaseDraftAnswerSchema = z.object({
  name: z.string(),
  description: z.string(),
  tables: z.array(
    z.object({
      name: z.string(),
      columns: z.array(
        z.object({
          name: z.string(),
          type: z.enum(DRAFT_TYPES),
          /** A link's table among the draft's (by name), and whether a record links to several. */
          link: z.optional(z.object({ table: z.string(), multiple: z.optional(z.boolean()) })),
          options: z.optional(
            z.object({
              choices: z.optional(z.array(z.object({ name: z.string() }))),
              precision: z.optional(z.number()),
              currency: z.optional(z.string()),
              max: z.optional(z.number()),
            }),
          ),
        }),
      ),
      /** Sample records: one value per column, in the columns' order, as typed. */
      rows: z.array(z.array(z.nullable(z.union([z.string(), z.number(), z.boolean()])))),
    }),
  ),
});
export type DatabaseDraft = z.output<typeof databaseDraftAnswerSchema>;

/** Most groups a grouped view shows (more: the answer says so, and the page does not group). */
export const GROUPS_MAX = 1_000;

/** A view's groups by one column, in its sort's order: each value and how many records hold it. */
export const groupsSchema = z.object({
  groups: z.array(z.object({ value: z.nullable(cellSchema), count: z.number() })),
  /** More than GROUPS_MAX values: only the first are given. */
  truncated: z.boolean(),
});
export type Groups = z.output<typeof groupsSchema>;

export const bulkResultSchema = z.object({ data: z.array(recordSchema) });
export const deletedSchema = z.object({ deleted: z.number() });

/** What changed, for the module's room (the open pages read it again). */
export type DatabaseGeneratorEvent =
  | { type: "databases.changed"; databaseId: string }
  | { type: "table.changed"; databaseId: string; tableId: string }
  | {
      type: "records.changed";
      tableId: string;
      recordIds: string[] | "all";
      /**
       * Records added by a write of records (a person's, the API's, an import's): their auto numbers,
       * first and last, every one between being new (when too many to list in `recordIds`).
       */
      created?: { first: number; last: number };
      /**
       * Cells of `recordIds` were written by a person or the API (the records' history holds what
       * changed); absent for a column's change, a comment, a linked table's other side.
       */
      updated?: true;
    }
  | { type: "views.changed"; tableId: string };
