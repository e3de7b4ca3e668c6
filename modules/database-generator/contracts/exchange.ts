// Database generator's data in and out (issue 36), declared once (lib/contracts/endpoint.ts) beside
// contracts.ts: imports into a new table, exports of a view and of the schema, the templates, the AI
// smart builder's draft, databases made whole from an approved one, and a database's diagram (the ER
// view's tables with their columns).
import * as z from "@/lib/zod";
import { defineEndpoint, rawResponse } from "@/lib/contracts/endpoint";
import { base } from "@/modules/database-generator/contracts";
import {
  databaseDraftSchema,
  databaseParamsSchema,
  draftPromptSchema,
  exportQuerySchema,
  importQuerySchema,
  moduleParamsSchema,
  schemaQuerySchema,
  tableParamsSchema,
} from "@/modules/database-generator/schemas/inputs";
import {
  databaseDetailSchema,
  databaseDraftAnswerSchema,
  importResultSchema,
  tableSchema,
} from "@/modules/database-generator/shared/types";

export const importTable = defineEndpoint({
  method: "POST",
  path: `${base}/databases/{databaseId}/imports`,
  auth: "session",
  summary:
    "A new table from a CSV, TSV or XLSX file sent as the body (at most 100 MB, 500,000 rows), with the preview's columns (JSON: name and type per file column, null to skip); values a type cannot read are left empty and reported",
  params: databaseParamsSchema,
  query: importQuerySchema,
  response: importResultSchema,
  status: 201,
});

export const exportTable = defineEndpoint({
  method: "GET",
  path: `${base}/tables/{tableId}/export`,
  auth: "session",
  summary: "A view of a table (sort, filter, q) as CSV or XLSX (format), streamed; hidden columns left out",
  params: tableParamsSchema,
  query: exportQuerySchema,
  response: rawResponse("text/csv | application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
});

export const exportSchema = defineEndpoint({
  method: "GET",
  path: `${base}/databases/{databaseId}/schema`,
  auth: "session",
  summary: "A database's tables as SQL DDL (format postgresql or sqlserver) or JSON, to build them elsewhere",
  params: databaseParamsSchema,
  query: schemaQuerySchema,
  response: rawResponse("application/sql | application/json"),
});

export const listTemplates = defineEndpoint({
  method: "GET",
  path: `${base}/templates`,
  auth: "session",
  summary:
    "Databases to start from (E-Commerce Transactions, Social Media Analytics, HR Management): tables, columns and sample records",
  params: moduleParamsSchema,
  response: z.object({ data: z.array(z.object({ id: z.string(), ...databaseDraftAnswerSchema.shape })) }),
});

export const draftDatabase = defineEndpoint({
  method: "POST",
  path: `${base}/databases/draft`,
  auth: "session",
  summary:
    "The AI smart builder's proposal for a description (tables, columns, sample records) to show for approval; nothing is stored",
  params: moduleParamsSchema,
  body: draftPromptSchema,
  response: databaseDraftAnswerSchema,
});

export const createFromDraft = defineEndpoint({
  method: "POST",
  path: `${base}/databases/from-draft`,
  auth: "session",
  summary: "A database with its tables and records from an approved draft or a template, in one transaction",
  params: moduleParamsSchema,
  body: databaseDraftSchema,
  response: databaseDetailSchema,
  status: 201,
});

export const databaseDiagram = defineEndpoint({
  method: "GET",
  path: `${base}/databases/{databaseId}/diagram`,
  auth: "session",
  summary:
    "Every table of a database with its columns, both in their order, in one read (the ER view); read rights suffice",
  params: databaseParamsSchema,
  response: z.object({ tables: z.array(tableSchema) }),
});
