// The workspace's webhooks (issue 39, docs/platform/api.md "Webhooks"), declared once: served by the
// route files under app/api/v1/webhooks, called by lib/client/webhooks.ts. Owners and admins only;
// a token needs `webhooks:read` / `webhooks:write`.
import { defineEndpoint, noContent } from "@/lib/contracts/endpoint";
import {
  workspaceWebhookDeliveryPageSchema,
  workspaceWebhookDeliverySchema,
  workspaceWebhookListSchema,
  workspaceWebhookSchema,
  workspaceWebhookWithSecretSchema,
} from "@/lib/webhooks/workspace-types";
import {
  createWorkspaceWebhookSchema,
  updateWorkspaceWebhookSchema,
  workspaceWebhookDeliveriesQuerySchema,
  workspaceWebhookDeliveryParamsSchema,
  workspaceWebhookParamsSchema,
} from "@/lib/schemas/workspace-webhooks";

const base = "/api/v1/webhooks" as const;
const one = `${base}/{webhookId}` as const;

export const listWorkspaceWebhooks = defineEndpoint({
  method: "GET",
  path: base,
  auth: "session",
  summary: "The active workspace's webhooks, newest first (25 at most)",
  response: workspaceWebhookListSchema,
});

export const createWorkspaceWebhook = defineEndpoint({
  method: "POST",
  path: base,
  auth: "session",
  summary: "Subscribe a URL to events: its signing secret is in this answer",
  body: createWorkspaceWebhookSchema,
  response: workspaceWebhookWithSecretSchema,
  status: 201,
});

export const getWorkspaceWebhook = defineEndpoint({
  method: "GET",
  path: one,
  auth: "session",
  summary: "One webhook",
  params: workspaceWebhookParamsSchema,
  response: workspaceWebhookSchema,
});

export const updateWorkspaceWebhook = defineEndpoint({
  method: "PATCH",
  path: one,
  auth: "session",
  summary: "Change a webhook's address, events, limits or note, or turn it on or off",
  params: workspaceWebhookParamsSchema,
  body: updateWorkspaceWebhookSchema,
  response: workspaceWebhookSchema,
});

export const deleteWorkspaceWebhook = defineEndpoint({
  method: "DELETE",
  path: one,
  auth: "session",
  summary: "Remove a webhook and its delivery log",
  params: workspaceWebhookParamsSchema,
  response: noContent,
  status: 204,
});

export const rotateWorkspaceWebhookSecret = defineEndpoint({
  method: "POST",
  path: `${one}/secret`,
  auth: "session",
  summary: "Make a new signing secret: the old one stops at once; the new one is in this answer",
  params: workspaceWebhookParamsSchema,
  response: workspaceWebhookWithSecretSchema,
});

export const pingWorkspaceWebhook = defineEndpoint({
  method: "POST",
  path: `${one}/ping`,
  auth: "session",
  summary: "Send a signed webhook.ping event now; answers the delivery after its attempt",
  params: workspaceWebhookParamsSchema,
  response: workspaceWebhookDeliverySchema,
  otherStatuses: [409],
});

export const listWorkspaceWebhookDeliveries = defineEndpoint({
  method: "GET",
  path: `${one}/deliveries`,
  auth: "session",
  summary: "The webhook's delivery log, newest first (cursor; optionally one status)",
  params: workspaceWebhookParamsSchema,
  query: workspaceWebhookDeliveriesQuerySchema,
  response: workspaceWebhookDeliveryPageSchema,
});

export const redeliverWorkspaceWebhookDelivery = defineEndpoint({
  method: "POST",
  path: `${one}/deliveries/{deliveryId}/redeliver`,
  auth: "session",
  summary: "Send a delivery again: the same body and webhook-id, one attempt now",
  params: workspaceWebhookDeliveryParamsSchema,
  response: workspaceWebhookDeliverySchema,
  otherStatuses: [409],
});
