import "server-only";
import { getDb } from "@/lib/server/db";
import { attemptDeliveryRow, storedDeliverySelect } from "@/lib/server/webhooks/attempt-delivery-row";
import type { AttemptOutcome } from "@/lib/server/webhooks/stored-delivery";
import { contentWebhookSecret } from "./webhook-rows";

/**
 * One attempt of a delivery (the job's run): POSTs the stored body, signed with the module's current
 * secret, and appends the attempt's outcome. A failure is final on the job's last run.
 */
export async function attemptDelivery(deliveryId: string, run: { final: boolean }): Promise<AttemptOutcome> {
  const db = getDb();
  return attemptDeliveryRow(
    {
      load: (id) =>
        db.contentWebhookDelivery.findUnique({
          where: { id },
          select: {
            ...storedDeliverySelect,
            webhook: { select: { url: true, enabled: true, moduleId: true, secretVersion: true } },
          },
        }),
      target: ({ webhook }) =>
        webhook.enabled
          ? { url: webhook.url, secret: contentWebhookSecret(webhook.moduleId, webhook.secretVersion) }
          : null,
      update: (id, data) => db.contentWebhookDelivery.update({ where: { id }, data }),
    },
    deliveryId,
    run,
  );
}
