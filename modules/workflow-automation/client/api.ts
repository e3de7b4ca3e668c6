"use client";

// Typed calls of the workflow automation API (issue 38) through its contracts (imported as types
// only: the browser loads none of their schemas), and its reads as queries tagged with the module.
import { call } from "@/lib/client/api";
import type { QuerySpec } from "@/lib/client/query/spec";
import { endpointQuery, moduleTag } from "@/lib/client/query/spec";
import type { AnyEndpoint, CallInput, Page } from "@/lib/contracts/endpoint";
import type * as contracts from "@/modules/workflow-automation/contracts";
import type { PROCESS_STATES } from "@/modules/workflow-automation/schemas/processes";
import type { ProcessSummary } from "@/modules/workflow-automation/shared/types";

const base = "/api/v1/dashboard/{dashboardId}/automation" as const;
const process = `${base}/bpmnProcess/{id}` as const;
const instance = `${base}/processInstance/{instanceId}` as const;

type BodyIn<E extends AnyEndpoint> = CallInput<E> extends { body: infer B } ? B : never;
export type ProcessBody = BodyIn<typeof contracts.createProcess>;
export type ProcessChange = BodyIn<typeof contracts.updateProcess>;
export type ProcessFilters = { q?: string; state?: (typeof PROCESS_STATES)[number] | null };

export const automationQueries = {
  /** One page of the module's automations (`cursor` null: the first), narrowed by `filters`. */
  processes:
    (dashboardId: string, filters: ProcessFilters = {}) =>
    (cursor: string | null): QuerySpec<Page<ProcessSummary>> =>
      endpointQuery<typeof contracts.listProcesses>(
        `GET ${base}/bpmnProcess`,
        {
          params: { dashboardId },
          query: {
            ...(cursor ? { cursor } : {}),
            ...(filters.q ? { q: filters.q } : {}),
            ...(filters.state ? { state: filters.state } : {}),
          },
        },
        [moduleTag(dashboardId)],
      ),
  process: (dashboardId: string, id: string) =>
    endpointQuery<typeof contracts.getProcess>(`GET ${process}`, { params: { dashboardId, id } }, [
      moduleTag(dashboardId),
    ]),
  /** A deployed version's source: what its runs ran. */
  version: (dashboardId: string, id: string, version: number) =>
    endpointQuery<typeof contracts.getProcessVersion>(`GET ${process}/versions/{version}`, {
      params: { dashboardId, id, version: String(version) },
    }),
  instances: (dashboardId: string, processId: string, cursor: string | null = null) =>
    endpointQuery<typeof contracts.listInstances>(
      `GET ${base}/processInstance/process/{processId}`,
      { params: { dashboardId, processId }, query: cursor ? { cursor } : {} },
      [moduleTag(dashboardId)],
    ),
  instance: (dashboardId: string, instanceId: string) =>
    endpointQuery<typeof contracts.getInstance>(`GET ${instance}`, { params: { dashboardId, instanceId } }, [
      moduleTag(dashboardId),
    ]),
};

export const automationApi = {
  /** 'Generate with AI': a name and a rule for a description (nothing is saved). */
  propose: (moduleId: string, prompt: string) =>
    call<typeof contracts.proposeAutomation>("POST /api/v1/workflow-automation/{moduleId}/ai/propose", {
      params: { moduleId },
      body: { prompt },
    }),
  create: (dashboardId: string, body: ProcessBody) =>
    call<typeof contracts.createProcess>(`POST ${base}/bpmnProcess`, { params: { dashboardId }, body }),
  get: (dashboardId: string, id: string) =>
    call<typeof contracts.getProcess>(`GET ${process}`, { params: { dashboardId, id } }),
  update: (dashboardId: string, id: string, body: ProcessChange) =>
    call<typeof contracts.updateProcess>(`PATCH ${process}`, { params: { dashboardId, id }, body }),
  remove: (dashboardId: string, id: string) =>
    call<typeof contracts.deleteProcess>(`DELETE ${process}`, { params: { dashboardId, id } }),
  deploy: (dashboardId: string, id: string) =>
    call<typeof contracts.deployProcess>(`POST ${process}/deploy`, { params: { dashboardId, id } }),
  /** A manual run; the same `requestId` twice is one run. */
  start: (dashboardId: string, id: string, requestId: string, variables: Record<string, unknown> = {}) =>
    call<typeof contracts.startProcess>(`POST ${process}/start`, {
      params: { dashboardId, id },
      body: { requestId, variables },
    }),
  /** A new token for its incoming webhook: the hook's URL, shown this once. */
  webhookToken: (dashboardId: string, id: string, elementId: string) =>
    call<typeof contracts.createWebhookToken>(`POST ${process}/webhook-token`, {
      params: { dashboardId, id },
      body: { elementId },
    }),
  retry: (dashboardId: string, instanceId: string) =>
    call<typeof contracts.retryInstance>(`POST ${instance}/retry`, { params: { dashboardId, instanceId } }),
  cancel: (dashboardId: string, instanceId: string) =>
    call<typeof contracts.cancelInstance>(`POST ${instance}/cancel`, { params: { dashboardId, instanceId } }),
  decide: (dashboardId: string, taskId: string, decision: "approved" | "rejected") =>
    call<typeof contracts.decideUserTask>(`POST ${base}/userTask/{taskId}/decision`, {
      params: { dashboardId, taskId },
      body: { decision },
    }),
};
