"use client";

// Typed calls of the workspace's webhooks (lib/contracts/webhooks.ts), and their queries.
import { call } from "@/lib/client/api";
import { endpointQuery } from "@/lib/client/query/spec";
import type {
  createWorkspaceWebhook,
  deleteWorkspaceWebhook,
  getWorkspaceWebhook,
  listWorkspaceWebhookDeliveries,
  listWorkspaceWebhooks,
  pingWorkspaceWebhook,
  redeliverWorkspaceWebhookDelivery,
  rotateWorkspaceWebhookSecret,
  updateWorkspaceWebhook,
} from "@/lib/contracts/webhooks";
import type {
  CreateWorkspaceWebhookInput,
  UpdateWorkspaceWebhookInput,
} from "@/lib/schemas/workspace-webhooks";
import type { WebhookDeliveryStatus } from "@/lib/webhooks/types";

const one = (webhookId: string) => ({ webhookId });

/** The tag of a webhook's queries (itself and its delivery log): `invalidateQueries({ tag })`. */
export const webhookTag = (webhookId: string) => `webhookId:${webhookId}`;

export const webhookQueries = {
  list: () => endpointQuery<typeof listWorkspaceWebhooks>("GET /api/v1/webhooks", {}),
  one: (webhookId: string) =>
    endpointQuery<typeof getWorkspaceWebhook>("GET /api/v1/webhooks/{webhookId}", { params: one(webhookId) }),
  /** One page of the delivery log, newest first; `status` null: every delivery. */
  deliveries: (webhookId: string, status: WebhookDeliveryStatus | null, cursor: string | null) =>
    endpointQuery<typeof listWorkspaceWebhookDeliveries>("GET /api/v1/webhooks/{webhookId}/deliveries", {
      params: one(webhookId),
      query: { status: status ?? undefined, cursor: cursor ?? undefined },
    }),
};

export const webhooksApi = {
  list: () => call<typeof listWorkspaceWebhooks>("GET /api/v1/webhooks", {}),
  get: (webhookId: string) =>
    call<typeof getWorkspaceWebhook>("GET /api/v1/webhooks/{webhookId}", { params: one(webhookId) }),
  deliveries: (webhookId: string, query: { status?: WebhookDeliveryStatus; cursor?: string } = {}) =>
    call<typeof listWorkspaceWebhookDeliveries>("GET /api/v1/webhooks/{webhookId}/deliveries", {
      params: one(webhookId),
      query,
    }),
  create: (body: CreateWorkspaceWebhookInput) =>
    call<typeof createWorkspaceWebhook>("POST /api/v1/webhooks", { body }),
  update: (webhookId: string, body: UpdateWorkspaceWebhookInput) =>
    call<typeof updateWorkspaceWebhook>("PATCH /api/v1/webhooks/{webhookId}", {
      params: one(webhookId),
      body,
    }),
  remove: (webhookId: string) =>
    call<typeof deleteWorkspaceWebhook>("DELETE /api/v1/webhooks/{webhookId}", { params: one(webhookId) }),
  rotateSecret: (webhookId: string) =>
    call<typeof rotateWorkspaceWebhookSecret>("POST /api/v1/webhooks/{webhookId}/secret", {
      params: one(webhookId),
    }),
  ping: (webhookId: string) =>
    call<typeof pingWorkspaceWebhook>("POST /api/v1/webhooks/{webhookId}/ping", { params: one(webhookId) }),
  redeliver: (webhookId: string, deliveryId: string) =>
    call<typeof redeliverWorkspaceWebhookDelivery>(
      "POST /api/v1/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver",
      { params: { webhookId, deliveryId } },
    ),
};
