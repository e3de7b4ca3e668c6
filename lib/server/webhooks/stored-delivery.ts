import "server-only";
import { createHmac } from "node:crypto";
import type { WebhookAttempt } from "@/lib/webhooks/types";
import { authSecret } from "@/lib/server/env";
import { postWebhook } from "@/lib/server/webhooks/webhook";

// The machinery of webhooks whose deliveries are rows (the Content hub's on publish, the Form
// builder's on submission): a secret derived from the server's secret (never stored), and one
// attempt of a stored delivery — the same body on every attempt, signed, with the delivery's id as
// the idempotency key — whose outcome is appended to the row's attempts.

/** `whsec_` + HMAC(AUTH_SECRET, "<purpose>:<id>:<version>"): rotating (a new version) ends the old. */
export function derivedWebhookSecret(purpose: string, id: string, version: number): string {
  return `whsec_${createHmac("sha256", authSecret()).update(`${purpose}:${id}:${version}`).digest("hex")}`;
}

export type AttemptOutcome = "sent" | "retry" | "failed" | "skipped";

export interface StoredDelivery {
  id: string;
  body: string;
  attempts: unknown;
}

/**
 * POSTs a stored delivery and returns its outcome and the row's update (attempts appended, and the
 * final status when sent or failed on the last run).
 */
export async function attemptStoredDelivery(
  row: StoredDelivery,
  target: { url: string; secret: string },
  run: { final: boolean },
): Promise<{
  outcome: AttemptOutcome;
  data: { attempts: object[]; status?: "sent" | "failed"; deliveredAt?: Date };
}> {
  const result = await postWebhook({
    url: target.url,
    secret: target.secret,
    body: JSON.parse(row.body) as unknown,
    idempotencyKey: row.id,
  });
  const attempt: WebhookAttempt = {
    at: new Date().toISOString(),
    status: result.status,
    error: result.error,
  };
  const attempts = [...(row.attempts as WebhookAttempt[]), attempt];
  const outcome: AttemptOutcome = result.ok ? "sent" : run.final ? "failed" : "retry";
  return {
    outcome,
    data: {
      attempts: attempts as unknown as object[],
      ...(outcome === "sent" ? { status: "sent" as const, deliveredAt: new Date() } : {}),
      ...(outcome === "failed" ? { status: "failed" as const } : {}),
    },
  };
}
