import "server-only";
import type { ContentType, WebhookEvent, WebhookPayload } from "@/modules/content-hub/shared/types";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { enqueueJob } from "@/lib/server/jobs/enqueue";
import { contentWebhookJob } from "@/modules/content-hub/server/jobs/content-webhook";
import { logger } from "@/lib/server/logger";
import { attemptDelivery } from "./attempt-delivery";

/**
 * After a change to published content committed: queues a signed delivery to the module's webhook,
 * if one is set and enabled. An `updated` event of an item whose previous `updated` delivery is still
 * queued is dropped (the autosave of a published post sends one, not one per keystroke pause).
 * Without a job system (tests, scripts) it is delivered once, inline. Never throws: the change
 * itself has succeeded; a failure here is logged.
 */
export async function notifyContentChange(
  moduleId: string,
  event: WebhookEvent,
  content: { contentType: ContentType; id: string; slug: string },
): Promise<void> {
  try {
    const db = getDb();
    const webhook = await db.contentWebhook.findUnique({
      where: { moduleId },
      select: { id: true, enabled: true },
    });
    if (!webhook?.enabled) return;
    if (event === "updated") {
      const pending = await db.contentWebhookDelivery.findFirst({
        where: { webhookId: webhook.id, contentId: content.id, status: "queued", event: "updated" },
        select: { id: true },
      });
      if (pending) return;
    }
    const id = newId();
    const payload: WebhookPayload = {
      id,
      event,
      moduleId,
      contentType: content.contentType,
      contentId: content.id,
      slug: content.slug,
      occurredAt: new Date().toISOString(),
    };
    await db.contentWebhookDelivery.create({
      data: {
        id,
        webhookId: webhook.id,
        moduleId,
        contentId: content.id,
        event,
        body: JSON.stringify(payload),
      },
    });
    const jobId = await enqueueJob(contentWebhookJob, { deliveryId: id });
    if (jobId === null) await attemptDelivery(id, { final: true });
  } catch (error) {
    logger.error(
      `[content-hub] webhook not queued: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
