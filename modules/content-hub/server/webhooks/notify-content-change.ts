import "server-only";
import {
  CONTENT_HUB_TAG,
  type ContentType,
  type WebhookEvent,
  type WebhookPayload,
} from "@/modules/content-hub/shared/types";
import { getDb } from "@/lib/server/db";
import { subscribeDurable } from "@/lib/server/events/bus";
import { queueWebhookEvent } from "@/lib/server/webhooks/service";
import { contentEventType } from "./webhook-rows";

/**
 * A change to public content (the outbox's `content-hub.public-change`, handed over by the durable
 * subscriber below): queues the event for the module's webhook (the one webhook service: a signed
 * delivery, retried with backoff, every attempt logged), if one is set and enabled. The domain
 * event's id is the webhook's (webhook-id), so an event handed over twice is queued once. An
 * `updated` event of an item whose previous `updated` delivery is still queued is dropped (the
 * autosave of a published post sends one, not one per keystroke pause). Without a job system (tests,
 * scripts) the first attempt is made inline. A failure throws: the dispatcher retries it.
 */
export async function notifyContentChange(
  moduleId: string,
  event: WebhookEvent,
  content: { contentType: ContentType; id: string; slug: string },
  eventId: string,
  occurredAt: Date,
): Promise<void> {
  const db = getDb();
  const webhook = await db.webhookSubscription.findFirst({
    where: { kind: CONTENT_HUB_TAG, sourceId: moduleId, enabled: true },
    select: { id: true, workspaceId: true },
  });
  if (!webhook) return;
  const type = contentEventType(content.contentType, event);
  if (event === "updated") {
    const pending = await db.webhookDelivery.findFirst({
      where: {
        subscriptionId: webhook.id,
        status: "queued",
        eventType: type,
        eventId: { not: eventId },
        payload: { contains: `"contentId":"${content.id}"` },
      },
      select: { id: true },
    });
    if (pending) return;
  }
  const data: WebhookPayload = {
    id: eventId,
    event,
    moduleId,
    contentType: content.contentType,
    contentId: content.id,
    slug: content.slug,
    occurredAt: occurredAt.toISOString(),
  };
  await queueWebhookEvent(db, {
    id: eventId,
    type,
    workspaceId: webhook.workspaceId,
    moduleId,
    occurredAt,
    data,
  });
}

/**
 * The module's webhooks hear of public content changes through the outbox: each change once across
 * the nodes, again after a crash (lib/server/events/). Attached by the kind's start-up
 * (kind.server.ts); returns the function that detaches it.
 */
export function attachContentWebhooks(): () => void {
  return subscribeDurable({
    name: "content-hub-webhooks",
    types: ["content-hub.public-change"],
    async handle(event, meta) {
      if (event.type !== "content-hub.public-change" || !event.moduleId) return;
      await notifyContentChange(
        event.moduleId,
        event.change,
        { contentType: event.contentType, id: event.contentId, slug: event.slug },
        meta.id,
        meta.createdAt,
      );
    },
  });
}
