import "server-only";
import { getDb } from "@/lib/server/db";
import { attemptStoredDelivery, type AttemptOutcome } from "@/lib/server/webhooks/stored-delivery";
import { formWebhookSecret } from "./webhook-secret";

/** One attempt of a delivery (the job's run). */
export async function attemptFormDelivery(
  deliveryId: string,
  run: { final: boolean },
): Promise<AttemptOutcome> {
  const db = getDb();
  const row = await db.formWebhookDelivery.findUnique({
    where: { id: deliveryId },
    select: {
      id: true,
      body: true,
      status: true,
      attempts: true,
      form: { select: { id: true, webhookUrl: true, webhookEnabled: true, webhookSecretVersion: true } },
    },
  });
  if (!row || row.status !== "queued") return "skipped";
  if (!row.form.webhookUrl || !row.form.webhookEnabled) {
    await db.formWebhookDelivery.update({ where: { id: row.id }, data: { status: "failed" } });
    return "failed";
  }
  const { outcome, data } = await attemptStoredDelivery(
    row,
    { url: row.form.webhookUrl, secret: formWebhookSecret(row.form.id, row.form.webhookSecretVersion) },
    run,
  );
  await db.formWebhookDelivery.update({ where: { id: row.id }, data });
  return outcome;
}
