// Data visualization's API (issue 37), declared once (lib/contracts/endpoint.ts): served by the route
// files under app/api/v1/data-visualization, called through `call` (lib/client/api.ts).
import * as z from "@/lib/zod";
import { defineEndpoint, pageSchema } from "@/lib/contracts/endpoint";
import { moduleMemberEndpoints } from "@/lib/contracts/module-members";
import {
  chartParamsSchema,
  createChartSchema,
  createDashboardSchema,
  dashboardParamsSchema,
  dataQuerySchema,
  drillQuerySchema,
  layoutSchema,
  listDashboardsQuerySchema,
  moduleParamsSchema,
  previewSchema,
  proposeSchema,
  updateChartSchema,
  updateDashboardSchema,
} from "@/modules/data-visualization/schemas/dashboards";
import {
  chartDataSchema,
  chartSchema,
  dashboardDataSchema,
  dashboardSchema,
  dashboardSummarySchema,
  dataVisualizationInfoSchema,
  drillPageSchema,
  proposalSchema,
} from "@/modules/data-visualization/shared/types";

const base = "/api/v1/data-visualization/{moduleId}" as const;
const dashboard = `${base}/dashboards/{dashboardId}` as const;
const chart = `${dashboard}/charts/{chartId}` as const;

const deletedSchema = z.object({ id: z.string() });

export const members = moduleMemberEndpoints("data-visualization");

export const getDataVisualization = defineEndpoint({
  method: "GET",
  path: base,
  auth: "session",
  summary: "The module, its project and what the caller may do in it",
  params: moduleParamsSchema,
  response: dataVisualizationInfoSchema,
});

export const listDashboards = defineEndpoint({
  method: "GET",
  path: `${base}/dashboards`,
  auth: "session",
  summary: "The module's dashboards, last changed first (50 a page)",
  params: moduleParamsSchema,
  query: listDashboardsQuerySchema,
  response: pageSchema(dashboardSummarySchema),
});

export const createDashboard = defineEndpoint({
  method: "POST",
  path: `${base}/dashboards`,
  auth: "session",
  summary: "Create a dashboard, empty or with the charts of a template or of the AI smart builder",
  params: moduleParamsSchema,
  body: createDashboardSchema,
  response: dashboardSchema,
  status: 201,
});

export const getDashboard = defineEndpoint({
  method: "GET",
  path: dashboard,
  auth: "session",
  summary: "A dashboard with its filters and charts in grid order",
  params: dashboardParamsSchema,
  response: dashboardSchema,
});

export const updateDashboard = defineEndpoint({
  method: "PATCH",
  path: dashboard,
  auth: "session",
  summary: "Rename a dashboard, describe it, set its filters or the chart its card shows",
  params: dashboardParamsSchema,
  body: updateDashboardSchema,
  response: dashboardSchema,
});

export const deleteDashboard = defineEndpoint({
  method: "DELETE",
  path: dashboard,
  auth: "session",
  summary: "Delete a dashboard and its charts",
  params: dashboardParamsSchema,
  response: deletedSchema,
});

export const saveLayout = defineEndpoint({
  method: "PUT",
  path: `${dashboard}/layout`,
  auth: "session",
  summary: "Every chart's place on the grid after a drag or resize",
  params: dashboardParamsSchema,
  body: layoutSchema,
  response: dashboardSchema,
});

export const getDashboardData = defineEndpoint({
  method: "GET",
  path: `${dashboard}/data`,
  auth: "session",
  summary: "The data of the dashboard's charts (or those `charts` names) for the caller, in `zone`",
  params: dashboardParamsSchema,
  query: dataQuerySchema,
  response: dashboardDataSchema,
});

export const createChart = defineEndpoint({
  method: "POST",
  path: `${dashboard}/charts`,
  auth: "session",
  summary: "Add a chart (placed in the first free place unless `place` is given)",
  params: dashboardParamsSchema,
  body: createChartSchema,
  response: chartSchema,
  status: 201,
});

export const updateChart = defineEndpoint({
  method: "PATCH",
  path: chart,
  auth: "session",
  summary: "Change a chart's name, style, colour, source or filters",
  params: chartParamsSchema,
  body: updateChartSchema,
  response: chartSchema,
});

export const deleteChart = defineEndpoint({
  method: "DELETE",
  path: chart,
  auth: "session",
  summary: "Remove a chart from its dashboard",
  params: chartParamsSchema,
  response: deletedSchema,
});

export const duplicateChart = defineEndpoint({
  method: "POST",
  path: `${chart}/duplicate`,
  auth: "session",
  summary: "Copy a chart onto the same dashboard",
  params: chartParamsSchema,
  response: chartSchema,
  status: 201,
});

export const drillChart = defineEndpoint({
  method: "GET",
  path: `${chart}/rows`,
  auth: "session",
  summary: "The rows behind one point of a chart (its X key and series), newest first",
  params: chartParamsSchema,
  query: drillQuerySchema,
  response: drillPageSchema,
});

export const previewChart = defineEndpoint({
  method: "POST",
  path: `${base}/preview`,
  auth: "session",
  summary: "The data of a chart not saved yet (the Add Item dialog's preview)",
  params: moduleParamsSchema,
  body: previewSchema,
  response: chartDataSchema,
});

export const proposeCharts = defineEndpoint({
  method: "POST",
  path: `${base}/ai/propose`,
  auth: "session",
  summary: "The AI smart builder: charts on the data the caller may read that answer a description",
  params: moduleParamsSchema,
  body: proposeSchema,
  response: proposalSchema,
});
