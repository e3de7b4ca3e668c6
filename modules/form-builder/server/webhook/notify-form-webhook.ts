import "server-only";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { enqueueJob } from "@/lib/server/jobs/enqueue";
import { formWebhookJob } from "@/modules/form-builder/server/jobs/form-webhook";
import { logger } from "@/lib/server/logger";
import { attemptFormDelivery } from "./attempt-form-delivery";

/**
 * After a response committed: queues a signed delivery to the form's webhook, if one is set and
 * enabled (inline once without a job system). Never throws: the response is stored.
 */
export async function notifyFormWebhook(
  form: { id: string; moduleId: string; slug: string; webhookUrl: string | null; webhookEnabled: boolean },
  response: { id: string; version: number; createdAt: Date; answers: Record<string, unknown> },
): Promise<void> {
  if (!form.webhookUrl || !form.webhookEnabled) return;
  try {
    const id = newId();
    const body = JSON.stringify({
      id,
      event: "response.created",
      moduleId: form.moduleId,
      formId: form.id,
      slug: form.slug,
      responseId: response.id,
      version: response.version,
      answers: response.answers,
      occurredAt: response.createdAt.toISOString(),
    });
    await getDb().formWebhookDelivery.create({
      data: { id, formId: form.id, moduleId: form.moduleId, responseId: response.id, body },
    });
    const jobId = await enqueueJob(formWebhookJob, { deliveryId: id });
    if (jobId === null) await attemptFormDelivery(id, { final: true });
  } catch (error) {
    logger.error(
      `[form-builder] webhook not queued: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
