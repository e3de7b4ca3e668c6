// A table as a chart source (issue 37): a kind that keeps tables (the database generator) lists the
// ones a viewer may read, their columns as charts use them and a few rows; the data visualization
// kind charts them (lib/server/metrics/table-source.ts). Shared by the server and the pages.
import * as z from "@/lib/zod";

/** A column's kind as charts use it: text (a category), number (aggregated), date (bucketed). */
export const SOURCE_COLUMN_KINDS = ["text", "number", "date"] as const;
export type SourceColumnKind = (typeof SOURCE_COLUMN_KINDS)[number];

export const sourceColumnSchema = z.object({
  /** The column's id (a table), key (a dataset) or name (a SQL result). */
  id: z.string(),
  name: z.string(),
  kind: z.enum(SOURCE_COLUMN_KINDS),
});
export type SourceColumn = z.output<typeof sourceColumnSchema>;

/** A database generator table the viewer may read, with the columns a chart can use. */
export const sourceTableSchema = z.object({
  id: z.string(),
  name: z.string(),
  recordCount: z.number(),
  columns: z.array(sourceColumnSchema),
});

/** The databases of one database generator module, for 'On this dashboard'. */
export const sourceDatabaseSchema = z.object({
  moduleId: z.string(),
  moduleName: z.string(),
  project: z.nullable(z.object({ id: z.string(), name: z.string() })),
  id: z.string(),
  name: z.string(),
  tables: z.array(sourceTableSchema),
});
export type SourceDatabase = z.output<typeof sourceDatabaseSchema>;

/** A few rows of a table, dataset or query: cells as text, numbers or null, in column order. */
export const sourceRowsSchema = z.object({
  columns: z.array(sourceColumnSchema),
  rows: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
  truncated: z.boolean(),
});
export type SourceRows = z.output<typeof sourceRowsSchema>;

/** How a table's rows become a bar's value: their count, or an aggregate of a number column. */
export const AGGREGATES = ["count", "sum", "avg", "min", "max"] as const;
export type Aggregate = (typeof AGGREGATES)[number];

/** A table chart's axes: X a column, Y an aggregate (of `column` unless a count), a series column. */
export interface TableAxes {
  x: string;
  y: Aggregate;
  column: string | null;
  groupBy: string | null;
  bucket: "day" | "week" | "month";
}

/** The key of a point whose X (or series) cell is empty. */
export const EMPTY_KEY = "empty";
