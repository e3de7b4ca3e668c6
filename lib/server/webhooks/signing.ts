import "server-only";
import { createHmac } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { authSecret } from "@/lib/server/env";
import { postWebhook, type WebhookResult } from "./webhook";

// Standard Webhooks (https://www.standardwebhooks.com): every request carries `webhook-id` (the
// event's id, the same on every attempt, what receivers drop repeats by), `webhook-timestamp` (unix
// seconds of this attempt) and `webhook-signature` (`v1,<base64 HMAC-SHA256 of "id.timestamp.body">`),
// so any Standard Webhooks verifier checks it with the secret shown once. `idempotency-key` repeats
// webhook-id for receivers written against the suite's earlier webhooks.

/**
 * A subscription's signing secret, `whsec_` + base64 of HMAC-SHA256(AUTH_SECRET,
 * "<purpose>:<id>:<version>"): derived, never stored, and rotating (a new version) ends the old one.
 * The key bytes are those of the suite's earlier hex secrets (`whsec_<hex>`), now base64.
 */
export function webhookSecret(purpose: string, id: string, version: number): string {
  return `whsec_${createHmac("sha256", authSecret()).update(`${purpose}:${id}:${version}`).digest("base64")}`;
}

/** The Standard Webhooks headers of one attempt. */
export function signedHeaders(
  secret: string,
  message: { id: string; payload: string },
  now = new Date(),
): Record<string, string> {
  return {
    "webhook-id": message.id,
    "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(message.id, now, message.payload),
    "idempotency-key": message.id,
  };
}

/** POSTs one signed message (the transport's guard, no redirects, the time-out). Never throws. */
export function postSignedWebhook(input: {
  url: string;
  secret: string;
  id: string;
  payload: string;
}): Promise<WebhookResult> {
  return postWebhook({
    url: input.url,
    payload: input.payload,
    headers: signedHeaders(input.secret, input),
  });
}

/** The body of an event: the Standard Webhooks envelope {type, timestamp, data}. */
export function webhookPayload(event: { type: string; occurredAt: Date; data: unknown }): string {
  return JSON.stringify({ type: event.type, timestamp: event.occurredAt.toISOString(), data: event.data });
}
