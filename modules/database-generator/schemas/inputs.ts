// Database generator's inputs (contracts.ts): params, queries and bodies, their messages validation.* keys.
import * as z from "@/lib/zod";
import { memberIdSchema } from "@/lib/schemas/members";
import {
  CHOICE_COLORS,
  CHOICE_NAME_MAX,
  CHOICES_MAX,
  COLUMN_TYPES,
  PLAIN_TYPES,
  PRECISION_MAX,
  RATING_MAX,
  ROLLUP_FUNCTIONS,
} from "@/modules/database-generator/shared/columns";
import { filterSchema, parseSorts } from "@/modules/database-generator/shared/filters";
import { FORMULA_MAX } from "@/modules/database-generator/shared/formula";
import {
  BULK_MAX,
  DESCRIPTION_MAX,
  NAME_MAX,
  RECORDS_PAGE_MAX,
} from "@/modules/database-generator/shared/types";

const idOf = (message: string) => z.string({ error: message }).check(z.regex(/^[0-9a-f]{24}$/, message));
export const dbIdSchema = idOf("validation.dbIdInvalid");

export const moduleParamsSchema = z.object({ moduleId: memberIdSchema });
export const databaseParamsSchema = z.object({ moduleId: memberIdSchema, databaseId: dbIdSchema });
export const tableParamsSchema = z.object({ moduleId: memberIdSchema, tableId: dbIdSchema });
export const columnParamsSchema = z.object({
  moduleId: memberIdSchema,
  tableId: dbIdSchema,
  columnId: dbIdSchema,
});
export const recordParamsSchema = z.object({
  moduleId: memberIdSchema,
  tableId: dbIdSchema,
  recordId: dbIdSchema,
});

/** A name as stored: NFC, trimmed, without control characters, 1–100 characters. */
export const cleanDbName = (raw: string) =>
  raw
    .normalize("NFC")
    .replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, "")
    .trim();

export const dbNameSchema = z
  .string({ error: "validation.dbNameRequired" })
  .check(
    z.maxLength(1_000, "validation.dbNameTooLong"),
    z.overwrite(cleanDbName),
    z.minLength(1, "validation.dbNameRequired"),
    z.maxLength(NAME_MAX, "validation.dbNameTooLong"),
  );
const descriptionSchema = z
  .string({ error: "validation.dbDescriptionTooLong" })
  .check(z.trim(), z.maxLength(DESCRIPTION_MAX, "validation.dbDescriptionTooLong"));

export const createDatabaseSchema = z.object({
  name: dbNameSchema,
  description: z.optional(descriptionSchema),
});
export const updateDatabaseSchema = z.object({
  name: z.optional(dbNameSchema),
  description: z.optional(descriptionSchema),
});

const choiceInputSchema = z.object({
  /** Absent for a new choice (the server gives it an id). */
  id: z.optional(idOf("validation.dbChoicesInvalid")),
  name: z
    .string({ error: "validation.dbChoicesInvalid" })
    .check(
      z.maxLength(1_000, "validation.dbChoicesInvalid"),
      z.overwrite(cleanDbName),
      z.minLength(1, "validation.dbChoicesInvalid"),
      z.maxLength(CHOICE_NAME_MAX, "validation.dbChoicesInvalid"),
    ),
  color: z.optional(z.enum(CHOICE_COLORS, { error: "validation.dbChoicesInvalid" })),
});
export type ChoiceInput = z.output<typeof choiceInputSchema>;

export const columnOptionsInputSchema = z.object({
  precision: z.optional(
    z
      .number({ error: "validation.dbPrecisionInvalid" })
      .check(
        z.int("validation.dbPrecisionInvalid"),
        z.minimum(0, "validation.dbPrecisionInvalid"),
        z.maximum(PRECISION_MAX, "validation.dbPrecisionInvalid"),
      ),
  ),
  currency: z.optional(
    z
      .string({ error: "validation.dbCurrencyInvalid" })
      .check(z.regex(/^[A-Z]{3}$/, "validation.dbCurrencyInvalid")),
  ),
  choices: z.optional(
    z.array(choiceInputSchema).check(z.maxLength(CHOICES_MAX, "validation.dbChoicesTooMany")),
  ),
  max: z.optional(
    z
      .number({ error: "validation.dbRatingMaxInvalid" })
      .check(
        z.int("validation.dbRatingMaxInvalid"),
        z.minimum(1, "validation.dbRatingMaxInvalid"),
        z.maximum(RATING_MAX, "validation.dbRatingMaxInvalid"),
      ),
  ),
  /** A link: the table (of the same database) its records link to; set when it is made. */
  tableId: z.optional(idOf("validation.dbLinkTableInvalid")),
  /** A link: whether a record links to several records. */
  multiple: z.optional(z.boolean()),
  /** A lookup or rollup: the link column it reads through, and the linked table's column. */
  linkId: z.optional(idOf("validation.dbLookupInvalid")),
  targetId: z.optional(idOf("validation.dbLookupInvalid")),
  fn: z.optional(z.enum(ROLLUP_FUNCTIONS, { error: "validation.dbRollupInvalid" })),
  /** A formula's expression (its result's type is found from it). */
  expression: z.optional(
    z
      .string({ error: "validation.dbFormulaSyntax" })
      .check(z.maxLength(FORMULA_MAX, "validation.dbFormulaTooLong")),
  ),
});
export type ColumnOptionsInput = z.output<typeof columnOptionsInputSchema>;

/** A cell as given: checked against its column by the service (shared/values.ts). */
const cellInputSchema = z.union([
  z.string().check(z.maxLength(100_000, "validation.dbCellTooLong")),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.string().check(z.maxLength(200))).check(z.maxLength(200, "validation.dbCellChoice")),
]);
export const cellsSchema = z
  .record(idOf("validation.dbColumnNotInTable"), cellInputSchema)
  .check(z.refine((cells) => Object.keys(cells).length <= 200, "validation.dbCellsTooMany"));
export type CellsInput = z.output<typeof cellsSchema>;

export const columnInputSchema = z.object({
  name: dbNameSchema,
  type: z.enum(COLUMN_TYPES, { error: "validation.dbColumnTypeInvalid" }),
  options: z.optional(columnOptionsInputSchema),
  required: z.optional(z.boolean()),
  unique: z.optional(z.boolean()),
  defaultValue: z.optional(cellInputSchema),
});
export type ColumnInput = z.output<typeof columnInputSchema>;

export const createTableSchema = z.object({
  name: dbNameSchema,
  description: z.optional(descriptionSchema),
  /** Its columns, the first naming its records (a text "Name" when none are given). */
  columns: z.optional(z.array(columnInputSchema).check(z.maxLength(200, "validation.dbColumnsTooMany"))),
});
export const updateTableSchema = z.object({
  name: z.optional(dbNameSchema),
  description: z.optional(descriptionSchema),
  position: z.optional(z.number().check(z.int(), z.minimum(0))),
});
export const cloneTableSchema = z.object({
  name: z.optional(dbNameSchema),
  /** Copy the records too (else the columns only). */
  withRecords: z.optional(z.boolean()),
});

export const createColumnSchema = z.object({
  ...columnInputSchema.shape,
  /** Where it goes (0 after the primary column; the end when absent). */
  position: z.optional(z.number().check(z.int(), z.minimum(1))),
});
export const updateColumnSchema = z.object({
  name: z.optional(dbNameSchema),
  options: z.optional(columnOptionsInputSchema),
  required: z.optional(z.boolean()),
  unique: z.optional(z.boolean()),
  defaultValue: z.optional(cellInputSchema),
  position: z.optional(z.number().check(z.int(), z.minimum(0))),
  width: z.optional(
    z
      .number({ error: "validation.dbWidthInvalid" })
      .check(
        z.int("validation.dbWidthInvalid"),
        z.minimum(60, "validation.dbWidthInvalid"),
        z.maximum(1000, "validation.dbWidthInvalid"),
      ),
  ),
  hidden: z.optional(z.boolean()),
});

/** A query parameter holding JSON, read and checked by `schema`; text that is no JSON is `message`. */
const jsonParam = <S extends z.ZodMiniType>(schema: S, maxLength: number, message: string) =>
  z.pipe(
    z.pipe(
      z.string({ error: message }).check(z.maxLength(maxLength, message)),
      z.transform((text: string, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.issues.push({ code: "custom", message, input: text });
          return z.NEVER;
        }
      }),
    ),
    schema,
  );

/** "columnId:asc,columnId:desc" (at most 5) as sorts. */
const sortsParam = z.pipe(
  z.string().check(z.maxLength(200, "validation.dbSortInvalid")),
  z.transform((text: string, ctx) => {
    const sorts = parseSorts(text);
    if (sorts) return sorts;
    ctx.issues.push({ code: "custom", message: "validation.dbSortInvalid", input: text });
    return z.NEVER;
  }),
);
/** A view's filter, as JSON (shared/filters.ts). */
const filterParam = jsonParam(filterSchema, 8_000, "validation.dbFilterInvalid");

export const listRecordsQuerySchema = z.object({
  offset: z.optional(
    z.coerce
      .number({ error: "validation.dbPageInvalid" })
      .check(
        z.int("validation.dbPageInvalid"),
        z.minimum(0, "validation.dbPageInvalid"),
        z.maximum(10_000_000),
      ),
  ),
  limit: z.optional(
    z.coerce
      .number({ error: "validation.dbPageInvalid" })
      .check(
        z.int("validation.dbPageInvalid"),
        z.minimum(1, "validation.dbPageInvalid"),
        z.maximum(RECORDS_PAGE_MAX, "validation.dbPageInvalid"),
      ),
  ),
  sort: z.optional(sortsParam),
  filter: z.optional(filterParam),
  q: z.optional(z.string().check(z.trim(), z.maxLength(200, "validation.dbSearchTooLong"))),
});
export type ListRecordsQuery = z.output<typeof listRecordsQuerySchema>;

export const createRecordSchema = z.object({ cells: cellsSchema });
export const updateRecordSchema = z.object({ cells: cellsSchema });
export const bulkCreateSchema = z.object({
  records: z
    .array(z.object({ cells: cellsSchema }))
    .check(z.minLength(1, "validation.dbBulkEmpty"), z.maxLength(BULK_MAX, "validation.dbBulkTooMany")),
});
export const bulkUpdateSchema = z.object({
  records: z
    .array(z.object({ id: dbIdSchema, cells: cellsSchema }))
    .check(z.minLength(1, "validation.dbBulkEmpty"), z.maxLength(BULK_MAX, "validation.dbBulkTooMany")),
});
export const bulkDeleteSchema = z.object({
  ids: z
    .array(dbIdSchema)
    .check(z.minLength(1, "validation.dbBulkEmpty"), z.maxLength(BULK_MAX, "validation.dbBulkTooMany")),
});

/** An import's columns, one per column of the file: its name and type, or null to leave it out. */
export const importColumnsSchema = z
  .array(
    z.nullable(
      z.object({
        name: dbNameSchema,
        type: z.enum(PLAIN_TYPES, { error: "validation.dbColumnTypeInvalid" }),
      }),
    ),
    { error: "validation.dbImportColumnsInvalid" },
  )
  .check(z.maxLength(200, "validation.dbColumnsTooMany"));
export type ImportColumn = NonNullable<z.output<typeof importColumnsSchema>[number]>;

/** POST …/databases/{databaseId}/imports?name=&format=&header=&columns=: the file is the body. */
export const importQuerySchema = z.object({
  name: dbNameSchema,
  format: z.enum(["csv", "tsv", "xlsx"], { error: "validation.dbImportFormatInvalid" }),
  /** Whether the first row holds the columns' names (skipped); "true" by default. */
  header: z.optional(z.enum(["true", "false"])),
  /** The preview's columns, as JSON: one per column of the file. */
  columns: jsonParam(importColumnsSchema, 40_000, "validation.dbImportColumnsInvalid"),
});
export type ImportQueryInput = z.output<typeof importQuerySchema>;

/** GET …/tables/{tableId}/groups: a view's groups by one column (its filter and search; asc by default). */
export const groupsQuerySchema = z.object({
  column: idOf("validation.dbGroupInvalid"),
  dir: z.optional(z.enum(["asc", "desc"], { error: "validation.dbGroupInvalid" })),
  filter: z.optional(filterParam),
  q: z.optional(z.string().check(z.trim(), z.maxLength(200, "validation.dbSearchTooLong"))),
});
export type GroupsQuery = z.output<typeof groupsQuerySchema>;

/** GET …/tables/{tableId}/export: the view's records as CSV or XLSX. */
export const exportQuerySchema = z.object({
  format: z.enum(["csv", "xlsx"], { error: "validation.dbExportFormatInvalid" }),
  sort: z.optional(sortsParam),
  filter: z.optional(filterParam),
  q: z.optional(z.string().check(z.trim(), z.maxLength(200, "validation.dbSearchTooLong"))),
});
export type ExportQuery = z.output<typeof exportQuerySchema>;

/** GET …/databases/{databaseId}/schema: its tables as SQL DDL (PostgreSQL, SQL Server) or JSON. */
export const schemaQuerySchema = z.object({
  format: z.enum(["postgresql", "sqlserver", "json"], { error: "validation.dbSchemaFormatInvalid" }),
});
export type SchemaQuery = z.output<typeof schemaQuerySchema>;

export const commentParamsSchema = z.object({
  moduleId: memberIdSchema,
  tableId: dbIdSchema,
  recordId: dbIdSchema,
  commentId: dbIdSchema,
});
export const commentSchema = z.object({
  body: z
    .string({ error: "validation.dbCommentInvalid" })
    .check(
      z.trim(),
      z.minLength(1, "validation.dbCommentInvalid"),
      z.maxLength(5_000, "validation.dbCommentInvalid"),
    ),
});
export const historyQuerySchema = z.object({
  cursor: z.optional(
    z.string({ error: "validation.invalidCursor" }).check(z.maxLength(200, "validation.invalidCursor")),
  ),
});
export const commentsQuerySchema = z.object({
  offset: z.optional(
    z.coerce
      .number({ error: "validation.dbPageInvalid" })
      .check(z.int("validation.dbPageInvalid"), z.minimum(0, "validation.dbPageInvalid")),
  ),
});

export const conversionParamsSchema = z.object({
  moduleId: memberIdSchema,
  tableId: dbIdSchema,
  conversionId: dbIdSchema,
});
/** POST …/columns/{columnId}/conversions: the column's new type and its settings. */
export const conversionSchema = z.object({
  type: z.enum(COLUMN_TYPES, { error: "validation.dbColumnTypeInvalid" }),
  options: z.optional(columnOptionsInputSchema),
});

/** A draft's column: a column's input, and for a link the draft's table it links to (by name). */
export const draftColumnSchema = z.extend(columnInputSchema, {
  link: z.optional(z.object({ table: dbNameSchema, multiple: z.optional(z.boolean()) })),
});
export type DraftColumnInput = z.output<typeof draftColumnSchema>;

/** A database to create whole: a template or the smart builder's draft, as approved. */
export const databaseDraftSchema = z.object({
  name: dbNameSchema,
  description: z.optional(descriptionSchema),
  tables: z
    .array(
      z.object({
        name: dbNameSchema,
        columns: z
          .array(draftColumnSchema)
          .check(z.minLength(1, "validation.dbDraftInvalid"), z.maxLength(50, "validation.dbDraftTooLarge")),
        rows: z
          .array(
            z
              .array(z.union([z.string().check(z.maxLength(10_000)), z.number(), z.boolean(), z.null()]))
              .check(z.maxLength(50, "validation.dbDraftTooLarge")),
          )
          .check(z.maxLength(500, "validation.dbDraftTooLarge")),
      }),
    )
    .check(z.minLength(1, "validation.dbDraftInvalid"), z.maxLength(20, "validation.dbDraftTooLarge")),
});
export type DraftInput = z.output<typeof databaseDraftSchema>;

/** POST …/databases/draft: a description of the database wanted. */
export const draftPromptSchema = z.object({
  prompt: z
    .string({ error: "validation.dbPromptInvalid" })
    .check(
      z.trim(),
      z.minLength(3, "validation.dbPromptInvalid"),
      z.maxLength(2_000, "validation.dbPromptInvalid"),
    ),
});
