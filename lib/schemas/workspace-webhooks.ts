// What an administrator sends to set up a workspace webhook (issue 39, /api/v1/webhooks), validated by
// the routes and by the settings page's form with the same messages.
import * as z from "@/lib/zod";
import { WEBHOOK_EVENT_TYPES } from "@/lib/webhooks/catalog";
import { idSchema } from "./common";

const eventTypesSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES as [string, ...string[]], { error: "validation.webhookEventInvalid" }), {
    error: "validation.webhookEventsRequired",
  })
  .check(
    z.minLength(1, "validation.webhookEventsRequired"),
    z.maxLength(WEBHOOK_EVENT_TYPES.length, "validation.webhookEventInvalid"),
  );

/** Null: no limit; otherwise at least one id. */
const limitSchema = z.nullable(
  z
    .array(idSchema, { error: "validation.webhookLimitInvalid" })
    .check(
      z.minLength(1, "validation.webhookLimitRequired"),
      z.maxLength(100, "validation.webhookLimitInvalid"),
    ),
);

const descriptionSchema = z.nullable(
  z
    .string({ error: "validation.invalidInput" })
    .check(z.trim(), z.maxLength(200, "validation.webhookDescriptionTooLong")),
);

export const createWorkspaceWebhookSchema = z.object({
  /** Checked by the service too (https only unless the server allows private targets). */
  url: z.string({ error: "validation.webhookUrlInvalid" }),
  description: z.optional(descriptionSchema),
  eventTypes: eventTypesSchema,
  /** Only events of these projects' modules; null: every project's and the workspace modules'. */
  projectIds: z.optional(limitSchema),
  /** Only events of these modules; null: every module (within projectIds). */
  moduleIds: z.optional(limitSchema),
});
export type CreateWorkspaceWebhookInput = z.input<typeof createWorkspaceWebhookSchema>;

export const updateWorkspaceWebhookSchema = z.object({
  url: z.optional(z.string({ error: "validation.webhookUrlInvalid" })),
  description: z.optional(descriptionSchema),
  eventTypes: z.optional(eventTypesSchema),
  projectIds: z.optional(limitSchema),
  moduleIds: z.optional(limitSchema),
  /** Turning it on again after the service turned it off starts its failure count afresh. */
  enabled: z.optional(z.boolean({ error: "validation.invalidInput" })),
});
export type UpdateWorkspaceWebhookInput = z.input<typeof updateWorkspaceWebhookSchema>;

export const workspaceWebhookParamsSchema = z.object({ webhookId: idSchema });
export const workspaceWebhookDeliveryParamsSchema = z.object({ webhookId: idSchema, deliveryId: idSchema });
export const workspaceWebhookDeliveriesQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(200))),
  /** Only deliveries in this state. */
  status: z.optional(z.enum(["queued", "sent", "failed"], { error: "validation.invalidInput" })),
});
