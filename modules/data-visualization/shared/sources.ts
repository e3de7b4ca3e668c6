// Where a chart's data comes from beyond the report entities (issue 37): the database generator's
// tables the viewer may read, files uploaded to the module (CSV, TSV, XLSX stored as a table) and
// external PostgreSQL connectors. Answers and limits shared by the 'Connect to data source' dialog,
// the Add Item form and the services.
import * as z from "@/lib/zod";

import { sourceColumnSchema } from "@/lib/metrics/tables";

export * from "@/lib/metrics/tables";

/** Files: 'File must be smaller than 10MB.' (the spec's upload limit); at most 100,000 rows, 100 columns. */
export const DATASET_MAX_BYTES = 10 * 1024 * 1024;
export const DATASET_MAX_ROWS = 100_000;
export const DATASET_MAX_COLUMNS = 100;
export const DATASET_FORMATS = ["csv", "tsv", "xlsx"] as const;

export const datasetSchema = z.object({
  id: z.string(),
  name: z.string(),
  format: z.enum(DATASET_FORMATS),
  columns: z.array(sourceColumnSchema),
  rowCount: z.number(),
  createdAt: z.string(),
});
export type Dataset = z.output<typeof datasetSchema>;

/** The connector types the dialog shows; only PostgreSQL is available (the others say so). */
export const CONNECTOR_TYPES = ["sqlserver", "mongodb", "postgresql"] as const;
export const AVAILABLE_CONNECTORS: readonly (typeof CONNECTOR_TYPES)[number][] = ["postgresql"];

/** A query is cut after this long and this many rows. */
export const CONNECTOR_TIMEOUT_MS = 5_000;
export const CONNECTOR_ROW_CAP = 10_000;
export const CONNECTOR_PREVIEW_ROWS = 100;

/** A connector as answered: never its password. */
export const connectorSchema = z.object({
  id: z.string(),
  type: z.literal("postgresql"),
  name: z.string(),
  host: z.string(),
  port: z.number(),
  database: z.string(),
  user: z.string(),
  ssl: z.boolean(),
  createdAt: z.string(),
  testedAt: z.nullable(z.string()),
});
export type Connector = z.output<typeof connectorSchema>;
