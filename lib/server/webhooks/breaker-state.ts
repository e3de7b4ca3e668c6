import "server-only";
import { getDb } from "@/lib/server/db";
import { webhookEnv } from "@/lib/server/env";
import { logger } from "@/lib/server/logger";
import { afterAttempt, breakerGate, probeHold, type BreakerConfig, type BreakerGate } from "./breaker";

// The circuit breaker's rules (breaker.ts) on a subscription's row (breakerFailures,
// breakerOpenUntil, breakerReason), for attempt.ts.

/** The longest a webhook request may take: under the delivery job's expiry (60 s) with a margin. */
const TIMEOUT_CAP_MS = 50_000;

/** How long one webhook request gets in all (WEBHOOK_TIMEOUT_MS, at most 50 s). */
export const webhookTimeoutMs = (): number => Math.min(webhookEnv().WEBHOOK_TIMEOUT_MS, TIMEOUT_CAP_MS);

export function breakerConfig(): BreakerConfig {
  const { WEBHOOK_BREAKER_FAILURES, WEBHOOK_BREAKER_COOLDOWN_SECONDS } = webhookEnv();
  return { failures: WEBHOOK_BREAKER_FAILURES, cooldownMs: WEBHOOK_BREAKER_COOLDOWN_SECONDS * 1000 };
}

/**
 * Whether an attempt may post now, from the subscription's breaker as read with the delivery: closed
 * (post), open (wait until `until`), or the probe after a cool-down — which one attempt wins (a
 * conditional update holds the breaker for the probe's time-out) while the others wait.
 */
export async function passBreaker(
  subscription: { id: string; breakerFailures: number; breakerOpenUntil: Date | null },
  now: Date,
): Promise<BreakerGate> {
  const config = breakerConfig();
  const gate = breakerGate(
    { failures: subscription.breakerFailures, openUntil: subscription.breakerOpenUntil },
    now,
    config,
  );
  if (gate.kind !== "probe") return gate;
  const hold = new Date(now.getTime() + probeHold(webhookTimeoutMs()));
  const won = await getDb().webhookSubscription.updateMany({
    where: {
      id: subscription.id,
      breakerFailures: { gte: config.failures },
      OR: [{ breakerOpenUntil: null }, { breakerOpenUntil: { lte: now } }],
    },
    data: { breakerOpenUntil: hold },
  });
  return won.count === 1 ? gate : { kind: "open", until: hold };
}

/** Counts an attempt's outcome on the breaker; opening it records why (and logs it). */
export async function recordOnBreaker(
  subscriptionId: string,
  outcome: { ok: boolean; error: string | null; probe: boolean },
  now = new Date(),
): Promise<void> {
  const opened = await getDb().$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ breakerFailures: number; breakerOpenUntil: Date | null }[]>`
      SELECT "breakerFailures", "breakerOpenUntil" FROM "WebhookSubscription"
       WHERE "id" = ${subscriptionId} FOR UPDATE`;
    if (!row) return null;
    const change = afterAttempt(
      { failures: row.breakerFailures, openUntil: row.breakerOpenUntil },
      outcome,
      now,
      breakerConfig(),
    );
    await tx.webhookSubscription.update({
      where: { id: subscriptionId },
      data: {
        breakerFailures: change.state.failures,
        breakerOpenUntil: change.state.openUntil,
        // Kept once it closes again: why it last opened.
        ...(change.opened ? { breakerReason: change.opened.slice(0, 500) } : {}),
      },
    });
    return change.opened ? { why: change.opened, until: change.state.openUntil } : null;
  });
  if (opened)
    logger.warn(
      `[webhooks] subscription ${subscriptionId}: circuit open until ${opened.until?.toISOString()}: ${opened.why}`,
    );
}
