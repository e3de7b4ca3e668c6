// Data visualization's sources (issue 37): the database generator's tables the caller may read,
// files uploaded to the module (stored as a table) and external PostgreSQL connectors.
import * as z from "@/lib/zod";
import { defineEndpoint } from "@/lib/contracts/endpoint";
import { moduleParamsSchema } from "@/modules/data-visualization/schemas/dashboards";
import {
  connectorParamsSchema,
  createConnectorSchema,
  datasetParamsSchema,
  previewRowsQuerySchema,
  querySchema,
  tableParamsSchema,
  updateConnectorSchema,
} from "@/modules/data-visualization/schemas/sources";
import {
  connectorSchema,
  DATASET_MAX_BYTES,
  datasetSchema,
  sourceDatabaseSchema,
  sourceRowsSchema,
} from "@/modules/data-visualization/shared/sources";

const base = "/api/v1/data-visualization/{moduleId}" as const;
const deletedSchema = z.object({ id: z.string() });

export const listSourceTables = defineEndpoint({
  method: "GET",
  path: `${base}/sources/tables`,
  auth: "session",
  summary:
    "The database generator tables of the workspace the caller may read, by database ('On this dashboard')",
  params: moduleParamsSchema,
  response: z.array(sourceDatabaseSchema),
});

export const previewSourceTable = defineEndpoint({
  method: "GET",
  path: `${base}/sources/tables/{tableId}/rows`,
  auth: "session",
  summary: "A table's first rows (at most 50) as a chart reads them",
  params: tableParamsSchema,
  query: previewRowsQuerySchema,
  response: sourceRowsSchema,
});

export const listDatasets = defineEndpoint({
  method: "GET",
  path: `${base}/datasets`,
  auth: "session",
  summary: "The files uploaded to the module as chart sources, newest first",
  params: moduleParamsSchema,
  response: z.array(datasetSchema),
});

export const uploadDataset = defineEndpoint({
  method: "POST",
  path: `${base}/datasets`,
  auth: "session",
  summary: `Upload a CSV, TSV or XLSX file (multipart field \`file\`, under ${DATASET_MAX_BYTES / 1024 / 1024} MB; its first row names the columns) to chart: stored as a table`,
  params: moduleParamsSchema,
  response: datasetSchema,
  status: 201,
});

export const previewDataset = defineEndpoint({
  method: "GET",
  path: `${base}/datasets/{datasetId}/rows`,
  auth: "session",
  summary: "A dataset's first rows (at most 50)",
  params: datasetParamsSchema,
  query: previewRowsQuerySchema,
  response: sourceRowsSchema,
});

export const deleteDataset = defineEndpoint({
  method: "DELETE",
  path: `${base}/datasets/{datasetId}`,
  auth: "session",
  summary: "Delete an uploaded dataset (charts reading it show no data)",
  params: datasetParamsSchema,
  response: deletedSchema,
});

export const listConnectors = defineEndpoint({
  method: "GET",
  path: `${base}/connectors`,
  auth: "session",
  summary: "The module's external PostgreSQL connectors (never their passwords)",
  params: moduleParamsSchema,
  response: z.array(connectorSchema),
});

export const createConnector = defineEndpoint({
  method: "POST",
  path: `${base}/connectors`,
  auth: "session",
  summary:
    "Add a PostgreSQL connector: the connection is tested first (400 with the reason when it fails); the password is stored encrypted",
  params: moduleParamsSchema,
  body: createConnectorSchema,
  response: connectorSchema,
  status: 201,
});

export const updateConnector = defineEndpoint({
  method: "PATCH",
  path: `${base}/connectors/{connectorId}`,
  auth: "session",
  summary: "Change a connector (tested again; a password left out is kept)",
  params: connectorParamsSchema,
  body: updateConnectorSchema,
  response: connectorSchema,
});

export const deleteConnector = defineEndpoint({
  method: "DELETE",
  path: `${base}/connectors/{connectorId}`,
  auth: "session",
  summary: "Delete a connector (charts reading it show no data)",
  params: connectorParamsSchema,
  response: deletedSchema,
});

export const runConnectorQuery = defineEndpoint({
  method: "POST",
  path: `${base}/connectors/{connectorId}/query`,
  auth: "session",
  summary:
    "Run one SELECT (parsed; anything else refused) read-only, cut at the time-out and the row cap: the SQL editor's preview",
  params: connectorParamsSchema,
  body: querySchema,
  response: sourceRowsSchema,
});
