import "server-only";
import { getDb } from "@/lib/server/db";
import { attemptStoredDelivery, type AttemptOutcome } from "@/lib/server/webhooks/stored-delivery";
import { contentWebhookSecret } from "./webhook-rows";

/**
 * One attempt of a delivery (the job's run): POSTs the stored body, signed with the module's current
 * secret, and appends the attempt's outcome. A failure is final on the job's last run.
 */
export async function attemptDelivery(deliveryId: string, run: { final: boolean }): Promise<AttemptOutcome> {
  const db = getDb();
  const row = await db.contentWebhookDelivery.findUnique({
    where: { id: deliveryId },
    select: {
      id: true,
      body: true,
      status: true,
      attempts: true,
      webhook: { select: { url: true, enabled: true, moduleId: true, secretVersion: true } },
    },
  });
  if (!row || row.status !== "queued") return "skipped";
  if (!row.webhook.enabled) {
    await db.contentWebhookDelivery.update({ where: { id: row.id }, data: { status: "failed" } });
    return "failed";
  }
  const { outcome, data } = await attemptStoredDelivery(
    row,
    { url: row.webhook.url, secret: contentWebhookSecret(row.webhook.moduleId, row.webhook.secretVersion) },
    run,
  );
  await db.contentWebhookDelivery.update({ where: { id: row.id }, data });
  return outcome;
}
