// Workspace webhooks as the API shows them (lib/contracts/webhooks.ts). No server imports.
import * as z from "@/lib/zod";
import { isoDate, pageSchema } from "@/lib/contracts/endpoint";
import { webhookAttemptSchema } from "./schemas";
import { WEBHOOK_DELIVERY_STATUSES } from "./types";

const named = z.object({ id: z.string(), name: z.string() });

export const workspaceWebhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.nullable(z.string()),
  enabled: z.boolean(),
  eventTypes: z.array(z.string()),
  /** The projects it is limited to (those still there); null: no limit. */
  projects: z.nullable(z.array(named)),
  /** The modules it is limited to (those still there); null: no limit. */
  modules: z.nullable(z.array(named)),
  /** Set when the service turned it off after repeated failures. */
  disabledAt: z.nullable(isoDate),
  /** Deliveries in a row that failed for good (5 turn it off). */
  consecutiveFailures: z.number(),
  lastError: z.nullable(z.string()),
  lastDeliveryAt: z.nullable(isoDate),
  /** Whose rights it hears with: events of modules this person may not read are not sent. */
  createdBy: z.nullable(named),
  createdAt: isoDate,
});
export type WorkspaceWebhook = z.output<typeof workspaceWebhookSchema>;

export const workspaceWebhookListSchema = z.object({ data: z.array(workspaceWebhookSchema) });

/** The answer that made it, or rotated its secret: the signing secret (`whsec_…`), this once. */
export const workspaceWebhookWithSecretSchema = z.object({
  webhook: workspaceWebhookSchema,
  secret: z.string(),
});
export type WorkspaceWebhookWithSecret = z.output<typeof workspaceWebhookWithSecretSchema>;

/** One delivery of the log: the request as sent (headers, body) and every attempt with its answer. */
export const workspaceWebhookDeliverySchema = z.object({
  id: z.string(),
  /** The webhook-id header: the same on every attempt. */
  eventId: z.string(),
  eventType: z.string(),
  /** The JSON body posted, {type, timestamp, data}, as sent. */
  payload: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.array(webhookAttemptSchema),
  createdAt: isoDate,
  deliveredAt: z.nullable(isoDate),
});
export type WorkspaceWebhookDelivery = z.output<typeof workspaceWebhookDeliverySchema>;

export const workspaceWebhookDeliveryPageSchema = pageSchema(workspaceWebhookDeliverySchema);
