"use client";

import { call, hrefOf } from "@/lib/client/api";
import { endpointQuery } from "@/lib/client/query/spec";
import type * as endpoints from "@/modules/form-builder/contracts";
import type { FormConfiguration, FormElement, LogicRule } from "@/modules/form-builder/shared/elements";
import type { FormSettings } from "@/modules/form-builder/shared/types";

// The Form builder's calls (modules/form-builder/contracts.ts), one typed function each.

const moduleOf = (moduleId: string) => ({ moduleId });
const form = (moduleId: string, formId: string) => ({ moduleId, formId });

/** The Form builder's reads, cached by route and input (lib/client/query). */
export const formQueries = {
  list: (moduleId: string, q = "", folder?: string, cursor?: string | null) =>
    endpointQuery<typeof endpoints.listForms>("GET /api/v1/form-builder/{moduleId}/form", {
      params: moduleOf(moduleId),
      query: { q, folder, cursor: cursor ?? undefined },
    }),
  folders: (moduleId: string) =>
    endpointQuery<typeof endpoints.listFolders>("GET /api/v1/form-builder/{moduleId}/folder", {
      params: moduleOf(moduleId),
    }),
  folder: (moduleId: string, folderId: string) =>
    endpointQuery<typeof endpoints.getFolder>("GET /api/v1/form-builder/{moduleId}/folder/{folderId}", {
      params: { moduleId, folderId },
    }),
  responses: (moduleId: string, formId: string, query: ResponsesQuery) =>
    endpointQuery<typeof endpoints.listResponses>(
      "GET /api/v1/form-builder/{moduleId}/form/{formId}/responses",
      {
        params: form(moduleId, formId),
        query,
      },
    ),
  analytics: (moduleId: string, formId: string) =>
    endpointQuery<typeof endpoints.getAnalytics>(
      "GET /api/v1/form-builder/{moduleId}/form/{formId}/analytics",
      {
        params: form(moduleId, formId),
      },
    ),
  insights: (moduleId: string) =>
    endpointQuery<typeof endpoints.getInsights>("GET /api/v1/form-builder/{moduleId}/insights", {
      params: moduleOf(moduleId),
    }),
  /** The form's webhook, without its secret (module admins; 404 when none is set). */
  webhook: (moduleId: string, formId: string) =>
    endpointQuery<typeof endpoints.getWebhook>("GET /api/v1/form-builder/{moduleId}/form/{formId}/webhook", {
      params: form(moduleId, formId),
    }),
  /** The form's webhook delivery log, newest first (module admins). */
  deliveries: (moduleId: string, formId: string, cursor: string | null = null) =>
    endpointQuery<typeof endpoints.listDeliveries>(
      "GET /api/v1/form-builder/{moduleId}/form/{formId}/webhook/deliveries",
      { params: form(moduleId, formId), query: { cursor: cursor ?? undefined } },
    ),
};

export interface FormContentInput {
  title?: string;
  description?: string;
  private?: boolean;
  elements?: FormElement[];
  configuration?: FormConfiguration;
  logic?: LogicRule[];
}

/** The responses table's filters (and its cursor), as the query string takes them. */
export interface ResponsesQuery {
  from?: string;
  to?: string;
  element?: string;
  answer?: string;
  cursor?: string;
}

export const formApi = {
  list: (moduleId: string, q = "", cursor?: string, folder?: string, signal?: AbortSignal) =>
    call<typeof endpoints.listForms>(
      "GET /api/v1/form-builder/{moduleId}/form",
      { params: moduleOf(moduleId), query: { q, cursor, folder } },
      { signal },
    ),
  folders: (moduleId: string, signal?: AbortSignal) =>
    call<typeof endpoints.listFolders>(
      "GET /api/v1/form-builder/{moduleId}/folder",
      { params: moduleOf(moduleId) },
      { signal },
    ),
  folder: (moduleId: string, folderId: string, signal?: AbortSignal) =>
    call<typeof endpoints.getFolder>(
      "GET /api/v1/form-builder/{moduleId}/folder/{folderId}",
      { params: { moduleId, folderId } },
      { signal },
    ),
  createFolder: (moduleId: string, name: string) =>
    call<typeof endpoints.createFolder>("POST /api/v1/form-builder/{moduleId}/folder", {
      params: moduleOf(moduleId),
      body: { name },
    }),
  renameFolder: (moduleId: string, folderId: string, name: string) =>
    call<typeof endpoints.renameFolder>("PATCH /api/v1/form-builder/{moduleId}/folder/{folderId}", {
      params: { moduleId, folderId },
      body: { name },
    }),
  deleteFolder: (moduleId: string, folderId: string) =>
    call<typeof endpoints.deleteFolder>("DELETE /api/v1/form-builder/{moduleId}/folder/{folderId}", {
      params: { moduleId, folderId },
    }),
  fileIn: (moduleId: string, formId: string, folderId: string | null) =>
    call<typeof endpoints.updateForm>("PATCH /api/v1/form-builder/{moduleId}/form/{formId}", {
      params: form(moduleId, formId),
      body: { folderId },
    }),
  create: (moduleId: string, body: FormContentInput & { title: string }) =>
    call<typeof endpoints.createForm>("POST /api/v1/form-builder/{moduleId}/form", {
      params: moduleOf(moduleId),
      body,
    }),
  draft: (moduleId: string, prompt: string) =>
    call<typeof endpoints.draftForm>("POST /api/v1/form-builder/{moduleId}/form/draft", {
      params: moduleOf(moduleId),
      body: { prompt },
    }),
  get: (moduleId: string, formId: string) =>
    call<typeof endpoints.getForm>("GET /api/v1/form-builder/{moduleId}/form/{formId}", {
      params: form(moduleId, formId),
    }),
  save: (moduleId: string, formId: string, body: FormContentInput) =>
    call<typeof endpoints.updateForm>("PATCH /api/v1/form-builder/{moduleId}/form/{formId}", {
      params: form(moduleId, formId),
      body,
    }),
  remove: (moduleId: string, formId: string) =>
    call<typeof endpoints.deleteForm>("DELETE /api/v1/form-builder/{moduleId}/form/{formId}", {
      params: form(moduleId, formId),
    }),
  publish: (moduleId: string, formId: string) =>
    call<typeof endpoints.publishForm>("POST /api/v1/form-builder/{moduleId}/form/{formId}/publish", {
      params: form(moduleId, formId),
    }),
  unpublish: (moduleId: string, formId: string) =>
    call<typeof endpoints.unpublishForm>("POST /api/v1/form-builder/{moduleId}/form/{formId}/unpublish", {
      params: form(moduleId, formId),
    }),
  settings: (moduleId: string, formId: string, body: Partial<FormSettings>) =>
    call<typeof endpoints.updateSettings>("PATCH /api/v1/form-builder/{moduleId}/form/{formId}/settings", {
      params: form(moduleId, formId),
      body,
    }),
  follow: (moduleId: string, formId: string, follow: boolean) =>
    follow
      ? call<typeof endpoints.followForm>("PUT /api/v1/form-builder/{moduleId}/form/{formId}/follow", {
          params: form(moduleId, formId),
        })
      : call<typeof endpoints.unfollowForm>("DELETE /api/v1/form-builder/{moduleId}/form/{formId}/follow", {
          params: form(moduleId, formId),
        }),
  responses: (moduleId: string, formId: string, query: ResponsesQuery) =>
    call<typeof endpoints.listResponses>("GET /api/v1/form-builder/{moduleId}/form/{formId}/responses", {
      params: form(moduleId, formId),
      query,
    }),
  response: (moduleId: string, formId: string, responseId: string) =>
    call<typeof endpoints.getResponse>(
      "GET /api/v1/form-builder/{moduleId}/form/{formId}/responses/{responseId}",
      { params: { moduleId, formId, responseId } },
    ),
  deleteResponse: (moduleId: string, formId: string, responseId: string) =>
    call<typeof endpoints.deleteResponse>(
      "DELETE /api/v1/form-builder/{moduleId}/form/{formId}/responses/{responseId}",
      { params: { moduleId, formId, responseId } },
    ),
  exportHref: (moduleId: string, formId: string, format: "csv" | "xlsx", query: ResponsesQuery) =>
    hrefOf<typeof endpoints.exportResponses>(
      "GET /api/v1/form-builder/{moduleId}/form/{formId}/responses/export",
      { params: form(moduleId, formId), query: { ...query, format } },
    ),
  analytics: (moduleId: string, formId: string) =>
    call<typeof endpoints.getAnalytics>("GET /api/v1/form-builder/{moduleId}/form/{formId}/analytics", {
      params: form(moduleId, formId),
    }),
  insights: (moduleId: string) =>
    call<typeof endpoints.getInsights>("GET /api/v1/form-builder/{moduleId}/insights", {
      params: moduleOf(moduleId),
    }),
  putWebhook: (
    moduleId: string,
    formId: string,
    body: { url: string; enabled?: boolean; rotateSecret?: boolean },
  ) =>
    call<typeof endpoints.putWebhook>("PUT /api/v1/form-builder/{moduleId}/form/{formId}/webhook", {
      params: form(moduleId, formId),
      body,
    }),
  /** Sends a delivery of the form's log again (module admins); answers it after the attempt, or queued. */
  redeliver: (moduleId: string, formId: string, deliveryId: string) =>
    call<typeof endpoints.redeliverDelivery>(
      "POST /api/v1/form-builder/{moduleId}/form/{formId}/webhook/deliveries/{deliveryId}/redeliver",
      { params: { moduleId, formId, deliveryId } },
    ),
};
