"use client";

// Typed calls of the data visualization API (issue 37), through its contracts (imported as types
// only: the browser loads none of their schemas), its reads as queries, and its live updates.
import { call, hrefOf } from "@/lib/client/api";
import { uploadFile } from "@/lib/client/upload";
import type { AnyEndpoint, CallInput } from "@/lib/contracts/endpoint";
import { endpointQuery, moduleTag } from "@/lib/client/query/spec";
import { useRoomInvalidation } from "@/lib/client/query/use-room-invalidation";
import type * as contracts from "@/modules/data-visualization/contracts";
import type * as sources from "@/modules/data-visualization/contracts/sources";
import type * as shares from "@/modules/data-visualization/contracts/shares";
import type { Dataset } from "@/modules/data-visualization/shared/sources";
import type { Filters, Place } from "@/modules/data-visualization/shared/types";

const base = "/api/v1/data-visualization/{moduleId}" as const;
const dashboardPath = `${base}/dashboards/{dashboardId}` as const;
const chartPath = `${dashboardPath}/charts/{chartId}` as const;

type BodyIn<E extends AnyEndpoint> = CallInput<E> extends { body: infer B } ? B : never;
export type ChartBody = BodyIn<typeof contracts.createChart>;
export type ChartChange = BodyIn<typeof contracts.updateChart>;
export type PreviewBody = BodyIn<typeof contracts.previewChart>;
export type DashboardChange = BodyIn<typeof contracts.updateDashboard>;
export type DashboardBody = BodyIn<typeof contracts.createDashboard>;
export type ConnectorBody = BodyIn<typeof sources.createConnector>;
export type ConnectorChange = BodyIn<typeof sources.updateConnector>;

/** The module's reads, tagged with the module (its room invalidates them). */
export const dvQueries = {
  dashboards: (moduleId: string) =>
    endpointQuery<typeof contracts.listDashboards>(`GET ${base}/dashboards`, { params: { moduleId } }, [
      moduleTag(moduleId),
    ]),
  dashboard: (moduleId: string, dashboardId: string) =>
    endpointQuery<typeof contracts.getDashboard>(
      `GET ${dashboardPath}`,
      { params: { moduleId, dashboardId } },
      [moduleTag(moduleId)],
    ),
  /** Every chart's data (or those `charts` names) in the browser's zone. */
  data: (moduleId: string, dashboardId: string, zone: string, charts?: readonly string[]) =>
    endpointQuery<typeof contracts.getDashboardData>(
      `GET ${dashboardPath}/data`,
      { params: { moduleId, dashboardId }, query: { zone, ...(charts ? { charts: charts.join(",") } : {}) } },
      [moduleTag(moduleId)],
    ),
  /** 'On this dashboard': the database generator tables the viewer may read. */
  tables: (moduleId: string) =>
    endpointQuery<typeof sources.listSourceTables>(`GET ${base}/sources/tables`, { params: { moduleId } }),
  tableRows: (moduleId: string, tableId: string, limit = 5) =>
    endpointQuery<typeof sources.previewSourceTable>(`GET ${base}/sources/tables/{tableId}/rows`, {
      params: { moduleId, tableId },
      query: { limit },
    }),
  datasets: (moduleId: string) =>
    endpointQuery<typeof sources.listDatasets>(`GET ${base}/datasets`, { params: { moduleId } }, [
      moduleTag(moduleId),
    ]),
  datasetRows: (moduleId: string, datasetId: string, limit = 5) =>
    endpointQuery<typeof sources.previewDataset>(`GET ${base}/datasets/{datasetId}/rows`, {
      params: { moduleId, datasetId },
      query: { limit },
    }),
  connectors: (moduleId: string) =>
    endpointQuery<typeof sources.listConnectors>(`GET ${base}/connectors`, { params: { moduleId } }, [
      moduleTag(moduleId),
    ]),
};

export const dvApi = {
  dashboards: (moduleId: string, cursor?: string) =>
    call<typeof contracts.listDashboards>(`GET ${base}/dashboards`, {
      params: { moduleId },
      query: cursor ? { cursor } : {},
    }),
  createDashboard: (moduleId: string, body: DashboardBody) =>
    call<typeof contracts.createDashboard>(`POST ${base}/dashboards`, { params: { moduleId }, body }),
  updateDashboard: (moduleId: string, dashboardId: string, body: DashboardChange) =>
    call<typeof contracts.updateDashboard>(`PATCH ${dashboardPath}`, {
      params: { moduleId, dashboardId },
      body,
    }),
  deleteDashboard: (moduleId: string, dashboardId: string) =>
    call<typeof contracts.deleteDashboard>(`DELETE ${dashboardPath}`, { params: { moduleId, dashboardId } }),
  saveLayout: (moduleId: string, dashboardId: string, items: (Place & { id: string })[]) =>
    call<typeof contracts.saveLayout>(`PUT ${dashboardPath}/layout`, {
      params: { moduleId, dashboardId },
      body: { items },
    }),
  createChart: (moduleId: string, dashboardId: string, body: ChartBody) =>
    call<typeof contracts.createChart>(`POST ${dashboardPath}/charts`, {
      params: { moduleId, dashboardId },
      body,
    }),
  updateChart: (moduleId: string, dashboardId: string, chartId: string, body: ChartChange) =>
    call<typeof contracts.updateChart>(`PATCH ${chartPath}`, {
      params: { moduleId, dashboardId, chartId },
      body,
    }),
  deleteChart: (moduleId: string, dashboardId: string, chartId: string) =>
    call<typeof contracts.deleteChart>(`DELETE ${chartPath}`, { params: { moduleId, dashboardId, chartId } }),
  duplicateChart: (moduleId: string, dashboardId: string, chartId: string) =>
    call<typeof contracts.duplicateChart>(`POST ${chartPath}/duplicate`, {
      params: { moduleId, dashboardId, chartId },
    }),
  /** The rows behind one point of a chart. */
  rows: (
    moduleId: string,
    dashboardId: string,
    chartId: string,
    point: { key: string; series: string | null },
    zone: string,
  ) =>
    call<typeof contracts.drillChart>(`GET ${chartPath}/rows`, {
      params: { moduleId, dashboardId, chartId },
      query: { key: point.key, zone, ...(point.series !== null ? { series: point.series } : {}) },
    }),
  /** The AI smart builder's charts for a description (at most `max`). */
  propose: (moduleId: string, prompt: string, max?: number) =>
    call<typeof contracts.proposeCharts>(`POST ${base}/ai/propose`, {
      params: { moduleId },
      body: { prompt, ...(max ? { max } : {}) },
    }),
  preview: (moduleId: string, body: PreviewBody) =>
    call<typeof contracts.previewChart>(`POST ${base}/preview`, { params: { moduleId }, body }),
};

/** Sources: uploads, connectors and the SQL editor's preview. */
export const dvSourcesApi = {
  /** Uploads a CSV, TSV or XLSX file as a dataset, with its progress. */
  uploadDataset: (
    moduleId: string,
    file: File,
    options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
  ) =>
    uploadFile<Dataset>(file, {
      url: hrefOf<typeof sources.uploadDataset>(`POST ${base}/datasets`, { params: { moduleId } }),
      ...options,
    }),
  deleteDataset: (moduleId: string, datasetId: string) =>
    call<typeof sources.deleteDataset>(`DELETE ${base}/datasets/{datasetId}`, {
      params: { moduleId, datasetId },
    }),
  createConnector: (moduleId: string, body: ConnectorBody) =>
    call<typeof sources.createConnector>(`POST ${base}/connectors`, { params: { moduleId }, body }),
  updateConnector: (moduleId: string, connectorId: string, body: ConnectorChange) =>
    call<typeof sources.updateConnector>(`PATCH ${base}/connectors/{connectorId}`, {
      params: { moduleId, connectorId },
      body,
    }),
  deleteConnector: (moduleId: string, connectorId: string) =>
    call<typeof sources.deleteConnector>(`DELETE ${base}/connectors/{connectorId}`, {
      params: { moduleId, connectorId },
    }),
  query: (moduleId: string, connectorId: string, sql: string) =>
    call<typeof sources.runConnectorQuery>(`POST ${base}/connectors/{connectorId}/query`, {
      params: { moduleId, connectorId },
      body: { sql },
    }),
};

export type ShareBody = BodyIn<typeof shares.createShare>;
const sharesPath = `${dashboardPath}/shares` as const;
const publicPath = "/api/v1/public/dashboards/{token}" as const;

/** Published links: managed by the dashboard's editors; opened by anyone with the address. */
export const dvShareApi = {
  list: (moduleId: string, dashboardId: string) =>
    call<typeof shares.listShares>(`GET ${sharesPath}`, { params: { moduleId, dashboardId } }),
  create: (moduleId: string, dashboardId: string, body: ShareBody) =>
    call<typeof shares.createShare>(`POST ${sharesPath}`, { params: { moduleId, dashboardId }, body }),
  revoke: (moduleId: string, dashboardId: string, shareId: string) =>
    call<typeof shares.revokeShare>(`DELETE ${sharesPath}/{shareId}`, {
      params: { moduleId, dashboardId, shareId },
    }),
  open: (token: string, zone: string) =>
    call<typeof shares.openSharedDashboard>(`GET ${publicPath}`, { params: { token }, query: { zone } }),
  unlock: (token: string, password: string, zone: string) =>
    call<typeof shares.unlockSharedDashboard>(`POST ${publicPath}/unlock`, {
      params: { token },
      query: { zone },
      body: { password },
    }),
};

export type { Filters };

/** Reads the module's dashboards and data again when its room says something changed. */
export function useDashboardsLive(moduleId: string): void {
  useRoomInvalidation(moduleId);
}
