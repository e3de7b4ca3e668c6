// The saved views of a table (issue 36): a grid, a kanban, a gallery or a form with its sorts, filter
// and its kind's settings, shared by everyone who reads the table; made, changed and removed by who
// may edit in the module.
import * as z from "@/lib/zod";
import { defineEndpoint, okSchema } from "@/lib/contracts/endpoint";
import { tableParamsSchema } from "@/modules/database-generator/schemas/inputs";
import {
  createViewSchema,
  updateViewSchema,
  viewParamsSchema,
} from "@/modules/database-generator/schemas/views";
import { viewListSchema, viewSchema } from "@/modules/database-generator/shared/views";

const base = "/api/v1/database-generator/{moduleId}" as const;

export const listViews = defineEndpoint({
  method: "GET",
  path: `${base}/tables/{tableId}/views`,
  auth: "session",
  summary:
    "The table's saved views in their order, each with its settings as they hold for the table's columns now",
  params: tableParamsSchema,
  response: viewListSchema,
});

export const createView = defineEndpoint({
  method: "POST",
  path: `${base}/tables/{tableId}/views`,
  auth: "session",
  summary:
    "A new view (grid, kanban, gallery or form) at the end, from the given settings and its kind's defaults; 409 on a name the table's views have",
  params: tableParamsSchema,
  body: createViewSchema,
  response: viewSchema,
  status: 201,
});

export const updateView = defineEndpoint({
  method: "PATCH",
  path: `${base}/tables/{tableId}/views/{viewId}`,
  auth: "session",
  summary: "Rename a view, move it, or replace parts of its settings",
  params: viewParamsSchema,
  body: updateViewSchema,
  response: viewSchema,
});

export const deleteView = defineEndpoint({
  method: "DELETE",
  path: `${base}/tables/{tableId}/views/{viewId}`,
  auth: "session",
  summary: "Remove a saved view (the records stay)",
  params: viewParamsSchema,
  response: okSchema,
});

export type ViewList = z.output<typeof viewListSchema>;
