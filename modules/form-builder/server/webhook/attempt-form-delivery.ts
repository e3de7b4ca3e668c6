import "server-only";
import { getDb } from "@/lib/server/db";
import { attemptDeliveryRow, storedDeliverySelect } from "@/lib/server/webhooks/attempt-delivery-row";
import type { AttemptOutcome } from "@/lib/server/webhooks/stored-delivery";
import { formWebhookSecret } from "./webhook-secret";

/** One attempt of a delivery (the job's run). */
export async function attemptFormDelivery(
  deliveryId: string,
  run: { final: boolean },
): Promise<AttemptOutcome> {
  const db = getDb();
  return attemptDeliveryRow(
    {
      load: (id) =>
        db.formWebhookDelivery.findUnique({
          where: { id },
          select: {
            ...storedDeliverySelect,
            form: {
              select: { id: true, webhookUrl: true, webhookEnabled: true, webhookSecretVersion: true },
            },
          },
        }),
      target: ({ form }) =>
        form.webhookUrl && form.webhookEnabled
          ? { url: form.webhookUrl, secret: formWebhookSecret(form.id, form.webhookSecretVersion) }
          : null,
      update: (id, data) => db.formWebhookDelivery.update({ where: { id }, data }),
    },
    deliveryId,
    run,
  );
}
