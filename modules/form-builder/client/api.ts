"use client";

import { api } from "@/lib/client/api";
import type { FormConfiguration, FormElement, LogicRule } from "@/modules/form-builder/shared/elements";
import type {
  Form,
  FormAnalytics,
  FormDraft,
  FormFolderItem,
  FormInsights,
  FormItem,
  FormResponseDetail,
  FormResponseItem,
  FormSettings,
  FormWebhookInfo,
  Page,
} from "@/modules/form-builder/shared/types";

// The Form builder's calls (/api/v1/form-builder/{id}/…), one typed function each.

const base = (moduleId: string) => `/form-builder/${moduleId}`;
const form = (moduleId: string, formId: string) => `${base(moduleId)}/form/${formId}`;

export interface FormContentInput {
  title?: string;
  description?: string;
  private?: boolean;
  elements?: FormElement[];
  configuration?: FormConfiguration;
  logic?: LogicRule[];
}

export const formApi = {
  list: (moduleId: string, q = "", cursor?: string, folder?: string, signal?: AbortSignal) =>
    api<Page<FormItem>>(
      `${base(moduleId)}/form?${new URLSearchParams({ q, ...(cursor ? { cursor } : {}), ...(folder ? { folder } : {}) })}`,
      { signal },
    ),
  folders: (moduleId: string, signal?: AbortSignal) =>
    api<FormFolderItem[]>(`${base(moduleId)}/folder`, { signal }),
  folder: (moduleId: string, folderId: string, signal?: AbortSignal) =>
    api<FormFolderItem>(`${base(moduleId)}/folder/${folderId}`, { signal }),
  createFolder: (moduleId: string, name: string) =>
    api<FormFolderItem>(`${base(moduleId)}/folder`, { body: { name } }),
  renameFolder: (moduleId: string, folderId: string, name: string) =>
    api<FormFolderItem>(`${base(moduleId)}/folder/${folderId}`, { method: "PATCH", body: { name } }),
  deleteFolder: (moduleId: string, folderId: string) =>
    api<{ id: string }>(`${base(moduleId)}/folder/${folderId}`, { method: "DELETE" }),
  fileIn: (moduleId: string, formId: string, folderId: string | null) =>
    api<Form>(form(moduleId, formId), { method: "PATCH", body: { folderId } }),
  create: (moduleId: string, body: FormContentInput & { title: string }) =>
    api<Form>(`${base(moduleId)}/form`, { body }),
  draft: (moduleId: string, prompt: string) =>
    api<FormDraft>(`${base(moduleId)}/form/draft`, { body: { prompt } }),
  get: (moduleId: string, formId: string) => api<Form>(form(moduleId, formId)),
  save: (moduleId: string, formId: string, body: FormContentInput) =>
    api<Form>(form(moduleId, formId), { method: "PATCH", body }),
  remove: (moduleId: string, formId: string) =>
    api<{ id: string }>(form(moduleId, formId), { method: "DELETE" }),
  publish: (moduleId: string, formId: string) =>
    api<Form>(`${form(moduleId, formId)}/publish`, { method: "POST" }),
  unpublish: (moduleId: string, formId: string) =>
    api<Form>(`${form(moduleId, formId)}/unpublish`, { method: "POST" }),
  settings: (moduleId: string, formId: string, body: Partial<FormSettings>) =>
    api<Form>(`${form(moduleId, formId)}/settings`, { method: "PATCH", body }),
  follow: (moduleId: string, formId: string, follow: boolean) =>
    api<{ following: boolean }>(`${form(moduleId, formId)}/follow`, { method: follow ? "PUT" : "DELETE" }),
  responses: (moduleId: string, formId: string, query: Record<string, string>) =>
    api<Page<FormResponseItem>>(`${form(moduleId, formId)}/responses?${new URLSearchParams(query)}`),
  response: (moduleId: string, formId: string, responseId: string) =>
    api<FormResponseDetail>(`${form(moduleId, formId)}/responses/${responseId}`),
  deleteResponse: (moduleId: string, formId: string, responseId: string) =>
    api<{ id: string }>(`${form(moduleId, formId)}/responses/${responseId}`, { method: "DELETE" }),
  exportHref: (moduleId: string, formId: string, format: "csv" | "xlsx", query: Record<string, string>) =>
    `/api/v1${form(moduleId, formId)}/responses/export?${new URLSearchParams({ ...query, format })}`,
  analytics: (moduleId: string, formId: string) => api<FormAnalytics>(`${form(moduleId, formId)}/analytics`),
  insights: (moduleId: string) => api<FormInsights>(`${base(moduleId)}/insights`),
  putWebhook: (
    moduleId: string,
    formId: string,
    body: { url: string; enabled?: boolean; rotateSecret?: boolean },
  ) => api<FormWebhookInfo>(`${form(moduleId, formId)}/webhook`, { method: "PUT", body }),
};
