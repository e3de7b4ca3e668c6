import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CampaignTotals, DeliveryReason } from "@/modules/notification/shared/types";
import { withEvents } from "@/lib/server/events/commit";
import { channelsFor } from "@/lib/server/inbox/preferences";
import { moduleEvents } from "../common";
import {
  campaignMail,
  insertInAppRows,
  inAppEvents,
  insertOutboxRows,
  mapInSlices,
  queueCampaignWebhook,
  renderFor,
  sendOutbox,
  type Recipient,
} from "../deliver";
import { settingsOf } from "../channels-settings";
import { suppressedAmong, unsubscribeLinks } from "@/lib/server/mail/suppression";
import { dispatchWebhookEvents } from "@/lib/server/webhooks/service";
import { RATE_BURST } from "./pacing";
import type { RunContext } from "./run-context";

/** Deliveries per transaction: in-app and e-mail rows are written in bulk, webhook events queued. */
export const BATCH_SIZE = RATE_BURST;

interface Outcome {
  sent: string[];
  failed: { id: string; reason: DeliveryReason; error: string | null }[];
  /** Not sent on purpose (an address put on the suppression list since the run started). */
  skipped: { id: string; reason: DeliveryReason }[];
}

/** Marks a batch's deliveries and moves the campaign's totals, in the batch's transaction. */
async function recordOutcome(
  tx: Prisma.TransactionClient,
  campaignId: string,
  outcome: Outcome,
): Promise<void> {
  const now = new Date();
  if (outcome.sent.length > 0)
    await tx.$executeRaw`UPDATE "CampaignDelivery" SET "status" = 'sent', "sentAt" = ${now}::timestamp(3)
                          WHERE "id" = ANY(${outcome.sent}) AND "status" = 'queued'`;
  if (outcome.failed.length > 0)
    await tx.$executeRaw`UPDATE "CampaignDelivery" d SET "status" = 'failed', "reason" = f."reason", "error" = f."error"
                           FROM unnest(${outcome.failed.map((f) => f.id)}::text[], ${outcome.failed.map((f) => f.reason)}::text[],
                                       ${outcome.failed.map((f) => f.error)}::text[]) AS f("id", "reason", "error")
                          WHERE d."id" = f."id" AND d."status" = 'queued'`;
  if (outcome.skipped.length > 0)
    await tx.$executeRaw`UPDATE "CampaignDelivery" SET "status" = 'skipped', "reason" = 'suppressed'
                          WHERE "id" = ANY(${outcome.skipped.map((s) => s.id)}) AND "status" = 'queued'`;
  const done = outcome.sent.length + outcome.failed.length + outcome.skipped.length;
  await tx.$executeRaw`UPDATE "NotificationCampaign"
                          SET "queuedCount" = "queuedCount" - ${done}, "sentCount" = "sentCount" + ${outcome.sent.length},
                              "failedCount" = "failedCount" + ${outcome.failed.length},
                              "skippedCount" = "skippedCount" + ${outcome.skipped.length}
                        WHERE "id" = ${campaignId}`;
}

/**
 * One batch: claims queued deliveries (FOR UPDATE SKIP LOCKED, so nodes share a run without
 * overlap), delivers them and marks them in the same transaction. In-app rows and outbox e-mails
 * are written in that transaction with its events (the rows' notifications.created, the campaign's
 * progress), so a node dying mid-batch rolls them all back and the retry sends them once; webhook messages are queued in it as events of the webhook service (the delivery's id
 * is their webhook-id), posted once it committed. E-mail goes to no address on the workspace's
 * suppression list (skipped), and every message carries its address's unsubscribe link. Claims at
 * most `size` (the campaign rate's grant). Returns how many were claimed (0: the run is done).
 */
export async function processBatch(
  run: RunContext,
  size: number = BATCH_SIZE,
): Promise<{ claimed: number; totals: (CampaignTotals & { revision: number }) | null }> {
  const kind = run.channel.kind as "inApp" | "email" | "webhook";
  const after = { outbox: [] as string[], webhookEvents: [] as string[] };
  const result = await withEvents(
    async (tx, emit) => {
      const claimed = await tx.$queryRaw<Recipient[]>`
        SELECT "id" AS "deliveryId", "userId", "email", "name" FROM "CampaignDelivery"
         WHERE "campaignId" = ${run.campaignId} AND "run" = ${run.run} AND "status" = 'queued'
         ORDER BY "id" LIMIT ${size} FOR UPDATE SKIP LOCKED`;
      if (claimed.length === 0) return { claimed: 0, totals: null };
      const outcome: Outcome = { sent: [], failed: [], skipped: [] };
      if (!run.channel.enabled || !kind) {
        outcome.failed = claimed.map((r) => ({
          id: r.deliveryId,
          reason: "channelDisabled" as const,
          error: null,
        }));
      } else if (kind === "webhook") {
        // Handed to the one webhook service (signed, retried with backoff, logged on the channel's
        // subscription): sent once queued; failed when the service turned the channel's webhook off.
        for (const next of claimed) {
          if (await queueCampaignWebhook(tx, run.channel, run.context, next)) {
            outcome.sent.push(next.deliveryId);
            after.webhookEvents.push(next.deliveryId);
          } else outcome.failed.push({ id: next.deliveryId, reason: "channelDisabled", error: null });
        }
      } else {
        const members = claimed.filter((r): r is Recipient & { userId: string } => r.userId !== null);
        const choices = await channelsFor(
          members.map((r) => r.userId),
          "campaign.message",
        );
        const optedOut = (r: Recipient) =>
          r.userId !== null &&
          !(kind === "inApp" ? choices.get(r.userId)?.inApp : choices.get(r.userId)?.email);
        // An address unsubscribed (or bounced) since the run started is skipped now.
        const suppressed =
          kind === "email"
            ? await suppressedAmong(
                tx,
                run.workspaceId,
                claimed.map((r) => r.email ?? ""),
              )
            : new Set<string>();
        const isSuppressed = (r: Recipient) => suppressed.has((r.email ?? "").toLowerCase());
        const deliverable = claimed.filter((r) => !optedOut(r) && !isSuppressed(r));
        outcome.failed = claimed
          .filter(optedOut)
          .map((r) => ({ id: r.deliveryId, reason: "optedOut" as const, error: null }));
        outcome.skipped = claimed
          .filter((r) => !optedOut(r) && isSuppressed(r))
          .map((r) => ({ id: r.deliveryId, reason: "suppressed" as const }));
        if (kind === "inApp") {
          const items = await insertInAppRows(
            tx,
            run.context,
            deliverable.filter((r): r is Recipient & { userId: string } => r.userId !== null),
            run.sender,
          );
          // The rows reach their recipients' open tabs (and the inbox's badge) once this commits.
          emit(...inAppEvents(items));
        } else {
          const settings = settingsOf("email", run.channel.settings);
          const links = await unsubscribeLinks(
            tx,
            run.workspaceId,
            deliverable.map((r) => r.email!),
          );
          after.outbox = await insertOutboxRows(
            tx,
            await mapInSlices(deliverable, (r) =>
              campaignMail(renderFor(run.context, r), {
                to: r.email!,
                unsubscribe: links.get(r.email!.toLowerCase()) ?? null,
                fromName: settings.kind === "email" ? settings.fromName : null,
                moduleName: run.moduleName,
                locale: run.locale,
              }),
            ),
            run.workspaceId,
          );
        }
        outcome.sent = deliverable.map((r) => r.deliveryId);
      }
      await recordOutcome(tx, run.campaignId, outcome);
      const [totals] = await tx.$queryRaw<(CampaignTotals & { revision: number })[]>`
        SELECT "queuedCount" AS "queued", "sentCount" AS "sent", "failedCount" AS "failed",
               "skippedCount" AS "skipped", "revision"
          FROM "NotificationCampaign" WHERE "id" = ${run.campaignId}`;
      if (totals) {
        const { revision, ...counts } = totals;
        emit(
          moduleEvents(run.workspaceId, run.moduleId, null, [
            { entity: "campaign", id: run.campaignId, status: "sending", totals: counts, revision },
          ]),
        );
      }
      return { claimed: claimed.length, totals: totals ?? null };
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
  await sendOutbox(after.outbox);
  await dispatchWebhookEvents(after.webhookEvents);
  return result;
}
