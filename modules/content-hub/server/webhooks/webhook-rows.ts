import "server-only";
import {
  CONTENT_HUB_TAG,
  CONTENT_TYPES,
  WEBHOOK_EVENTS,
  type ContentType,
  type WebhookEvent,
  type WebhookInfo,
} from "@/modules/content-hub/shared/types";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import {
  findSubscription,
  subscriptionSecret,
  type SubscriptionOwner,
  type SubscriptionRow,
} from "@/lib/server/webhooks/subscriptions";
import { ownerColumns } from "../scope";

// The module's webhook on publish is a WebhookSubscription of the one webhook service
// (lib/server/webhooks/), its source the module itself: every event of posts and products.

/** The webhook event type of a change: content.<post|product>.<published|unpublished|updated|deleted>. */
export function contentEventType(contentType: ContentType, event: WebhookEvent): string {
  return `content.${contentType === "blog" ? "post" : "product"}.${event}`;
}

/** The hub's event (published …) of a webhook event type, or null for another type. */
export function contentEventOf(eventType: string): WebhookEvent | null {
  const event = eventType.split(".").pop();
  return (WEBHOOK_EVENTS as readonly string[]).includes(event ?? "") ? (event as WebhookEvent) : null;
}

export const CONTENT_EVENT_TYPES = CONTENT_TYPES.flatMap((type) =>
  WEBHOOK_EVENTS.map((event) => contentEventType(type, event)),
);

/** The module's subscription, or null. */
export const findContentWebhook = (scope: Pick<ModuleScope, "moduleId" | "membership">) =>
  findSubscription(CONTENT_HUB_TAG, scope.moduleId, scope.membership.workspaceId);

/** What the module's subscription is made of (its secret derived as before issue 30). */
export const contentWebhookOwner = (
  scope: Pick<ModuleScope, "moduleId" | "project" | "membership">,
  createdById: string,
): SubscriptionOwner => ({
  kind: CONTENT_HUB_TAG,
  sourceId: scope.moduleId,
  workspaceId: scope.membership.workspaceId,
  ...ownerColumns(scope),
  eventTypes: CONTENT_EVENT_TYPES,
  secretPurpose: "content-hub-webhook",
  createdById,
});

export const webhookInfoOf = (row: SubscriptionRow, showSecret: boolean): WebhookInfo => ({
  id: row.id,
  url: row.url,
  enabled: row.enabled,
  secret: showSecret ? subscriptionSecret(row) : null,
});
