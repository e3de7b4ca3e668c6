// Database generator's API (issue 36), declared once (lib/contracts/endpoint.ts): served by the route
// files under app/api/v1/database-generator/[moduleId], called through `call` (lib/client/api.ts).
// Every table's records have their REST API here: a page in a view's order (sort, filter, search),
// one by id, create, update, delete, and the same in bulk. Imports, exports, templates and drafts:
// contracts/exchange.ts.
import * as z from "@/lib/zod";
import { defineEndpoint, okSchema } from "@/lib/contracts/endpoint";
import { moduleMemberEndpoints } from "@/lib/contracts/module-members";
import {
  bulkCreateSchema,
  bulkDeleteSchema,
  bulkUpdateSchema,
  cloneTableSchema,
  columnParamsSchema,
  commentParamsSchema,
  commentSchema,
  commentsQuerySchema,
  conversionParamsSchema,
  conversionSchema as conversionInputSchema,
  createColumnSchema,
  createDatabaseSchema,
  createRecordSchema,
  createTableSchema,
  databaseParamsSchema,
  groupsQuerySchema,
  historyQuerySchema,
  listRecordsQuerySchema,
  moduleParamsSchema,
  recordParamsSchema,
  tableParamsSchema,
  updateColumnSchema,
  updateDatabaseSchema,
  updateRecordSchema,
  updateTableSchema,
} from "@/modules/database-generator/schemas/inputs";
import {
  bulkResultSchema,
  columnSchema,
  commentPageSchema,
  conversionSchema,
  databaseDetailSchema,
  databaseSchema,
  deletedSchema,
  groupsSchema,
  historyPageSchema,
  recordCommentSchema,
  recordPageSchema,
  recordSchema,
  tableSchema,
} from "@/modules/database-generator/shared/types";

/** The path every endpoint of the kind starts with (contracts/exchange.ts too). */
export const base = "/api/v1/database-generator/{moduleId}" as const;

/** The platform's members family: /api/v1/database-generator/{moduleId}/member. */
export const members = moduleMemberEndpoints("database-generator");

export const listDatabases = defineEndpoint({
  method: "GET",
  path: `${base}/databases`,
  auth: "session",
  summary: "The module's databases, newest first, with their tables' and records' counts",
  params: moduleParamsSchema,
  response: z.object({ data: z.array(databaseSchema) }),
});

export const createDatabase = defineEndpoint({
  method: "POST",
  path: `${base}/databases`,
  auth: "session",
  summary: "A new, empty database",
  params: moduleParamsSchema,
  body: createDatabaseSchema,
  response: databaseDetailSchema,
  status: 201,
});

export const getDatabase = defineEndpoint({
  method: "GET",
  path: `${base}/databases/{databaseId}`,
  auth: "session",
  summary: "A database with its tables in their order",
  params: databaseParamsSchema,
  response: databaseDetailSchema,
});

export const updateDatabase = defineEndpoint({
  method: "PATCH",
  path: `${base}/databases/{databaseId}`,
  auth: "session",
  summary: "Rename a database or change its description",
  params: databaseParamsSchema,
  body: updateDatabaseSchema,
  response: databaseDetailSchema,
});

export const deleteDatabase = defineEndpoint({
  method: "DELETE",
  path: `${base}/databases/{databaseId}`,
  auth: "session",
  summary: "Delete a database with its tables and records",
  params: databaseParamsSchema,
  response: okSchema,
});

export const createTable = defineEndpoint({
  method: "POST",
  path: `${base}/databases/{databaseId}/tables`,
  auth: "session",
  summary:
    "A new table with its columns (the first names the records; a text Name when none are given); 409 on a name the database has",
  params: databaseParamsSchema,
  body: createTableSchema,
  response: tableSchema,
  status: 201,
});

export const getTable = defineEndpoint({
  method: "GET",
  path: `${base}/tables/{tableId}`,
  auth: "session",
  summary: "A table with its columns in their order",
  params: tableParamsSchema,
  response: tableSchema,
});

export const updateTable = defineEndpoint({
  method: "PATCH",
  path: `${base}/tables/{tableId}`,
  auth: "session",
  summary: "Rename a table, change its description or its place among the database's tables",
  params: tableParamsSchema,
  body: updateTableSchema,
  response: tableSchema,
});

export const deleteTable = defineEndpoint({
  method: "DELETE",
  path: `${base}/tables/{tableId}`,
  auth: "session",
  summary: "Delete a table with its records",
  params: tableParamsSchema,
  response: okSchema,
});

export const cloneTable = defineEndpoint({
  method: "POST",
  path: `${base}/tables/{tableId}/clone`,
  auth: "session",
  summary: "Copy a table's columns (and, with withRecords, its records) into a new table of its database",
  params: tableParamsSchema,
  body: cloneTableSchema,
  response: tableSchema,
  status: 201,
});

export const createColumn = defineEndpoint({
  method: "POST",
  path: `${base}/tables/{tableId}/columns`,
  auth: "session",
  summary: "Add a column (at the end, or at position); 409 on a name the table has",
  params: tableParamsSchema,
  body: createColumnSchema,
  response: columnSchema,
  status: 201,
});

export const updateColumn = defineEndpoint({
  method: "PATCH",
  path: `${base}/tables/{tableId}/columns/{columnId}`,
  auth: "session",
  summary:
    "Change a column's name, settings (a removed choice leaves the cells that held it), rules, default, place, width or visibility",
  params: columnParamsSchema,
  body: updateColumnSchema,
  response: columnSchema,
});

export const deleteColumn = defineEndpoint({
  method: "DELETE",
  path: `${base}/tables/{tableId}/columns/{columnId}`,
  auth: "session",
  summary: "Remove a column and its cells (never the first, which names the records)",
  params: columnParamsSchema,
  response: okSchema,
});

export const listRecords = defineEndpoint({
  method: "GET",
  path: `${base}/tables/{tableId}/records`,
  auth: "session",
  summary:
    "A page of records (offset, limit ≤ 500) sorted (sort=columnId:asc,…), filtered (filter: a JSON group of conditions) and searched (q), with the total matching",
  params: tableParamsSchema,
  query: listRecordsQuerySchema,
  response: recordPageSchema,
});

export const listGroups = defineEndpoint({
  method: "GET",
  path: `${base}/tables/{tableId}/groups`,
  auth: "session",
  summary:
    "A view's groups by one column (column, dir asc|desc; the view's filter and q): each value, in the order a sort by the column gives, with its records' count (at most 1,000)",
  params: tableParamsSchema,
  query: groupsQuerySchema,
  response: groupsSchema,
});

export const createRecord = defineEndpoint({
  method: "POST",
  path: `${base}/tables/{tableId}/records`,
  auth: "session",
  summary: "Add a record (cells by column id; defaults fill what is not given)",
  params: tableParamsSchema,
  body: createRecordSchema,
  response: recordSchema,
  status: 201,
});

export const getRecord = defineEndpoint({
  method: "GET",
  path: `${base}/tables/{tableId}/records/{recordId}`,
  auth: "session",
  summary: "One record",
  params: recordParamsSchema,
  response: recordSchema,
});

export const updateRecord = defineEndpoint({
  method: "PATCH",
  path: `${base}/tables/{tableId}/records/{recordId}`,
  auth: "session",
  summary: "Change the given cells of a record (null empties one); the others stay as they are",
  params: recordParamsSchema,
  body: updateRecordSchema,
  response: recordSchema,
});

export const deleteRecord = defineEndpoint({
  method: "DELETE",
  path: `${base}/tables/{tableId}/records/{recordId}`,
  auth: "session",
  summary: "Delete a record",
  params: recordParamsSchema,
  response: okSchema,
});

export const bulkCreateRecords = defineEndpoint({
  method: "POST",
  path: `${base}/tables/{tableId}/records/bulk-create`,
  auth: "session",
  summary: "Add up to 1,000 records in one transaction (a bad cell refuses all, naming its index and column)",
  params: tableParamsSchema,
  body: bulkCreateSchema,
  response: bulkResultSchema,
  status: 201,
});

export const bulkUpdateRecords = defineEndpoint({
  method: "POST",
  path: `${base}/tables/{tableId}/records/bulk-update`,
  auth: "session",
  summary: "Change cells of up to 1,000 records in one transaction",
  params: tableParamsSchema,
  body: bulkUpdateSchema,
  response: bulkResultSchema,
});

export const bulkDeleteRecords = defineEndpoint({
  method: "POST",
  path: `${base}/tables/{tableId}/records/bulk-delete`,
  auth: "session",
  summary: "Delete up to 1,000 records in one transaction",
  params: tableParamsSchema,
  body: bulkDeleteSchema,
  response: deletedSchema,
});

export const recordHistory = defineEndpoint({
  method: "GET",
  path: `${base}/tables/{tableId}/records/{recordId}/history`,
  auth: "session",
  summary:
    "Who added, changed or deleted the record and when, with the cells before and after; newest first, 50 a page",
  params: recordParamsSchema,
  query: historyQuerySchema,
  response: historyPageSchema,
});

export const listComments = defineEndpoint({
  method: "GET",
  path: `${base}/tables/{tableId}/records/{recordId}/comments`,
  auth: "session",
  summary: "The record's comments, oldest first, 100 a page (offset), with their total",
  params: recordParamsSchema,
  query: commentsQuerySchema,
  response: commentPageSchema,
});

export const addComment = defineEndpoint({
  method: "POST",
  path: `${base}/tables/{tableId}/records/{recordId}/comments`,
  auth: "session",
  summary: "Comment on a record (plain text, at most 5,000 characters)",
  params: recordParamsSchema,
  body: commentSchema,
  response: recordCommentSchema,
  status: 201,
});

export const deleteComment = defineEndpoint({
  method: "DELETE",
  path: `${base}/tables/{tableId}/records/{recordId}/comments/{commentId}`,
  auth: "session",
  summary: "Delete a comment (its author, or who may delete in the module)",
  params: commentParamsSchema,
  response: okSchema,
});

export const startConversion = defineEndpoint({
  method: "POST",
  path: `${base}/tables/{tableId}/columns/{columnId}/conversions`,
  auth: "session",
  summary:
    "Change a column's type by a job (202 with its progress): values the new type cannot read are left empty, counted and shown, and kept in their record's history; writes wait while it runs",
  params: columnParamsSchema,
  body: conversionInputSchema,
  response: conversionSchema,
  status: 202,
});

export const getConversion = defineEndpoint({
  method: "GET",
  path: `${base}/tables/{tableId}/conversions/{conversionId}`,
  auth: "session",
  summary: "A type change's progress: pending, running (processed of total), done or failed (why)",
  params: conversionParamsSchema,
  response: conversionSchema,
});
