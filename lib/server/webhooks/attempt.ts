import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { WebhookAttempt, WebhookAttemptOutcome } from "@/lib/webhooks/types";
import { getDb } from "@/lib/server/db";
import { enqueueWebhookAttempt, wakeDeliveryWorkers } from "@/lib/server/jobs/stored-webhook-job";
import { logger } from "@/lib/server/logger";
import { deferUntil } from "./breaker";
import { passBreaker, recordOnBreaker, webhookTimeoutMs } from "./breaker-state";
import { postSignedWebhook, webhookSecret } from "./signing";

// One attempt of a delivery, whoever makes it (its job, the sweep, an inline send, a redelivery):
// claim the row, POST the stored body signed for this attempt with the event's id as webhook-id,
// log the attempt on the row, and then either mark it sent, schedule the next attempt (exponential
// backoff), or fail it — and, after AUTO_DISABLE_AFTER deliveries in a row failed, turn its
// subscription off and tell its owner (disabled-notice.ts).

/** Seconds before the 2nd, 3rd … attempt: 30 s, 2 min, 10 min, 1 h, 6 h, 12 h, 24 h (about 43 h in all). */
export const WEBHOOK_RETRY_DELAYS_S = [30, 120, 600, 3_600, 21_600, 43_200, 86_400] as const;
/** Attempts a delivery gets before it fails: the first and one per delay. */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_S.length + 1;
/**
 * How long a delivery is tried at most: its retries' delays in all. A delivery held by an open
 * circuit breaker spends no attempt, so past this it fails as if its attempts were spent (and a
 * receiver that stays down is still turned off after AUTO_DISABLE_AFTER of them).
 */
const RETRY_WINDOW_MS = WEBHOOK_RETRY_DELAYS_S.reduce((sum, delay) => sum + delay, 0) * 1000;
/**
 * A subscription is turned off when this many deliveries in a row failed on their last attempt
 * (each after WEBHOOK_MAX_ATTEMPTS attempts over about 43 hours); any success resets the count.
 */
export const AUTO_DISABLE_AFTER = 5;
/** How long an attempt holds its row (longer than the request's time-out). */
const claimMs = () => webhookTimeoutMs() + 50_000;

/**
 * An attempt's outcome, "skipped" when there was nothing to attempt (not queued, not due, held), or
 * "deferred" when the subscription's circuit breaker is open (no request; no attempt spent).
 */
export type AttemptOutcome = WebhookAttemptOutcome | "skipped" | "deferred";

/** The delay before the attempt after attempt `n` (1-based), the last delay repeating. */
export function retryDelayMs(n: number): number {
  const index = Math.min(Math.max(n, 1), WEBHOOK_RETRY_DELAYS_S.length) - 1;
  return WEBHOOK_RETRY_DELAYS_S[index]! * 1000;
}

/** Queued deliveries due for a minute or more and not held by a sender (the sweep's work). */
export async function overdueWebhookDeliveries(limit: number): Promise<string[]> {
  const now = Date.now();
  const rows = await getDb().webhookDelivery.findMany({
    where: {
      status: "queued",
      nextAttemptAt: { lte: new Date(now - 60_000) },
      OR: [{ claimedUntil: null }, { claimedUntil: { lt: new Date(now) } }],
    },
    orderBy: { nextAttemptAt: "asc" },
    take: limit,
    select: { id: true },
  });
  return rows.map((row) => row.id);
}

/**
 * Makes one attempt of a delivery if it is queued, due and not held by another sender ("skipped"
 * otherwise). Never throws for the receiver's failure.
 */
export async function attemptWebhookDelivery(deliveryId: string): Promise<AttemptOutcome> {
  const db = getDb();
  const now = new Date();
  const claimed = await db.webhookDelivery.updateMany({
    where: {
      id: deliveryId,
      status: "queued",
      nextAttemptAt: { lte: now },
      OR: [{ claimedUntil: null }, { claimedUntil: { lt: now } }],
    },
    data: { claimedUntil: new Date(now.getTime() + claimMs()) },
  });
  if (claimed.count === 0) return "skipped";
  const row = await db.webhookDelivery.findUniqueOrThrow({
    where: { id: deliveryId },
    select: {
      id: true,
      eventId: true,
      payload: true,
      attemptCount: true,
      attemptsLeft: true,
      attempts: true,
      createdAt: true,
      subscription: {
        select: {
          id: true,
          url: true,
          enabled: true,
          secretPurpose: true,
          sourceId: true,
          secretVersion: true,
          breakerFailures: true,
          breakerOpenUntil: true,
        },
      },
    },
  });
  const log = row.attempts as unknown as WebhookAttempt[];
  const subscription = row.subscription;
  // Given up without a request: turned off (by its owner or after repeated failures) while this
  // waited, or held by an open circuit breaker for longer than its retries would have taken.
  const giveUp = async (error: string) => {
    const attempt: WebhookAttempt = {
      at: now.toISOString(),
      status: null,
      error,
      outcome: "failed",
      durationMs: 0,
      nextRetryAt: null,
    };
    await db.webhookDelivery.update({
      where: { id: row.id },
      data: {
        status: "failed",
        attemptsLeft: 0,
        nextAttemptAt: null,
        claimedUntil: null,
        attempts: [...log, attempt] as unknown as Prisma.InputJsonArray,
      },
    });
    return "failed" as const;
  };
  if (!subscription.enabled) return giveUp("webhook turned off");
  const gate = await passBreaker(subscription, now);
  if (gate.kind === "open" && now.getTime() - row.createdAt.getTime() >= RETRY_WINDOW_MS) {
    const error = "circuit open: the receiver kept failing for the whole retry window";
    await giveUp(error);
    await recordOutcome(subscription.id, "failed", error);
    return "failed";
  }
  if (gate.kind === "open") {
    // The receiver failed too often lately: wait for the cool-down without a request or an attempt.
    const next = deferUntil(gate.until, Math.random());
    await db.webhookDelivery.update({
      where: { id: row.id },
      data: { claimedUntil: null, nextAttemptAt: next },
    });
    await queueRetry(row.id, next);
    wakeDeliveryWorkers();
    return "deferred";
  }
  const result = await postSignedWebhook({
    url: subscription.url,
    secret: webhookSecret(subscription.secretPurpose, subscription.sourceId, subscription.secretVersion),
    id: row.eventId,
    payload: row.payload,
  });
  const number = row.attemptCount + 1;
  const left = Math.max(row.attemptsLeft - 1, 0);
  const retryAt = !result.ok && left > 0 ? new Date(Date.now() + retryDelayMs(number)) : null;
  const outcome: WebhookAttemptOutcome = result.ok ? "sent" : retryAt ? "retry" : "failed";
  const attempt: WebhookAttempt = {
    at: now.toISOString(),
    status: result.status,
    error: result.error,
    outcome,
    durationMs: result.durationMs,
    nextRetryAt: retryAt?.toISOString() ?? null,
    response: result.response ?? null,
  };
  await db.webhookDelivery.update({
    where: { id: row.id },
    data: {
      attempts: [...log, attempt] as unknown as Prisma.InputJsonArray,
      attemptCount: number,
      attemptsLeft: left,
      claimedUntil: null,
      status: outcome === "sent" ? "sent" : outcome === "failed" ? "failed" : "queued",
      nextAttemptAt: retryAt,
      ...(outcome === "sent" ? { deliveredAt: new Date() } : {}),
    },
  });
  await recordOnBreaker(subscription.id, {
    ok: result.ok,
    error: result.error,
    probe: gate.kind === "probe",
  });
  await recordOutcome(subscription.id, outcome, result.error);
  if (retryAt) await queueRetry(row.id, retryAt);
  return outcome;
}

/** Queues a delivery's next attempt at `at` (if that fails, the sweep attempts it once overdue). */
async function queueRetry(deliveryId: string, at: Date): Promise<void> {
  try {
    await enqueueWebhookAttempt(deliveryId, at);
  } catch (error) {
    logger.warn(
      `[webhooks] retry of ${deliveryId} not queued: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * The subscription's side: a success resets its failures; a delivery that failed for good counts
 * one more, and the one that reaches AUTO_DISABLE_AFTER turns it off (once: a conditional update)
 * and tells its owner.
 */
async function recordOutcome(subscriptionId: string, outcome: AttemptOutcome, error: string | null) {
  const db = getDb();
  const now = new Date();
  if (outcome === "sent") {
    await db.webhookSubscription.update({
      where: { id: subscriptionId },
      data: { consecutiveFailures: 0, lastError: null, lastDeliveryAt: now },
    });
    return;
  }
  await db.webhookSubscription.update({
    where: { id: subscriptionId },
    data: {
      lastError: error?.slice(0, 500) ?? null,
      lastDeliveryAt: now,
      ...(outcome === "failed" ? { consecutiveFailures: { increment: 1 } } : {}),
    },
  });
  if (outcome !== "failed") return;
  const disabled = await db.webhookSubscription.updateMany({
    where: { id: subscriptionId, enabled: true, consecutiveFailures: { gte: AUTO_DISABLE_AFTER } },
    data: { enabled: false, disabledAt: now },
  });
  if (disabled.count === 0) return;
  logger.warn(
    `[webhooks] subscription ${subscriptionId} turned off after ${AUTO_DISABLE_AFTER} failed deliveries`,
  );
  const { tellOwnerWebhookDisabled } = await import("./disabled-notice");
  await tellOwnerWebhookDisabled(subscriptionId).catch((cause: unknown) =>
    logger.error(
      `[webhooks] owner of ${subscriptionId} not told: ${cause instanceof Error ? cause.message : String(cause)}`,
    ),
  );
}
