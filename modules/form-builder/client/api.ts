"use client";

import { call, hrefOf } from "@/lib/client/api";
import * as endpoints from "@/modules/form-builder/contracts";
import type { FormConfiguration, FormElement, LogicRule } from "@/modules/form-builder/shared/elements";
import type { FormSettings } from "@/modules/form-builder/shared/types";

// The Form builder's calls (modules/form-builder/contracts.ts), one typed function each.

const moduleOf = (moduleId: string) => ({ moduleId });
const form = (moduleId: string, formId: string) => ({ moduleId, formId });

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
    call(endpoints.listForms, { params: moduleOf(moduleId), query: { q, cursor, folder } }, { signal }),
  folders: (moduleId: string, signal?: AbortSignal) =>
    call(endpoints.listFolders, { params: moduleOf(moduleId) }, { signal }),
  folder: (moduleId: string, folderId: string, signal?: AbortSignal) =>
    call(endpoints.getFolder, { params: { moduleId, folderId } }, { signal }),
  createFolder: (moduleId: string, name: string) =>
    call(endpoints.createFolder, { params: moduleOf(moduleId), body: { name } }),
  renameFolder: (moduleId: string, folderId: string, name: string) =>
    call(endpoints.renameFolder, { params: { moduleId, folderId }, body: { name } }),
  deleteFolder: (moduleId: string, folderId: string) =>
    call(endpoints.deleteFolder, { params: { moduleId, folderId } }),
  fileIn: (moduleId: string, formId: string, folderId: string | null) =>
    call(endpoints.updateForm, { params: form(moduleId, formId), body: { folderId } }),
  create: (moduleId: string, body: FormContentInput & { title: string }) =>
    call(endpoints.createForm, { params: moduleOf(moduleId), body }),
  draft: (moduleId: string, prompt: string) =>
    call(endpoints.draftForm, { params: moduleOf(moduleId), body: { prompt } }),
  get: (moduleId: string, formId: string) => call(endpoints.getForm, { params: form(moduleId, formId) }),
  save: (moduleId: string, formId: string, body: FormContentInput) =>
    call(endpoints.updateForm, { params: form(moduleId, formId), body }),
  remove: (moduleId: string, formId: string) =>
    call(endpoints.deleteForm, { params: form(moduleId, formId) }),
  publish: (moduleId: string, formId: string) =>
    call(endpoints.publishForm, { params: form(moduleId, formId) }),
  unpublish: (moduleId: string, formId: string) =>
    call(endpoints.unpublishForm, { params: form(moduleId, formId) }),
  settings: (moduleId: string, formId: string, body: Partial<FormSettings>) =>
    call(endpoints.updateSettings, { params: form(moduleId, formId), body }),
  follow: (moduleId: string, formId: string, follow: boolean) =>
    call(follow ? endpoints.followForm : endpoints.unfollowForm, { params: form(moduleId, formId) }),
  responses: (moduleId: string, formId: string, query: ResponsesQuery) =>
    call(endpoints.listResponses, { params: form(moduleId, formId), query }),
  response: (moduleId: string, formId: string, responseId: string) =>
    call(endpoints.getResponse, { params: { moduleId, formId, responseId } }),
  deleteResponse: (moduleId: string, formId: string, responseId: string) =>
    call(endpoints.deleteResponse, { params: { moduleId, formId, responseId } }),
  exportHref: (moduleId: string, formId: string, format: "csv" | "xlsx", query: ResponsesQuery) =>
    hrefOf(endpoints.exportResponses, { params: form(moduleId, formId), query: { ...query, format } }),
  analytics: (moduleId: string, formId: string) =>
    call(endpoints.getAnalytics, { params: form(moduleId, formId) }),
  insights: (moduleId: string) => call(endpoints.getInsights, { params: moduleOf(moduleId) }),
  putWebhook: (
    moduleId: string,
    formId: string,
    body: { url: string; enabled?: boolean; rotateSecret?: boolean },
  ) => call(endpoints.putWebhook, { params: form(moduleId, formId), body }),
};
