// What the webhook screens of every kind show, and the constants of the one webhook service
// (lib/server/webhooks/). No server imports.

/** What an attempt came to: delivered, to be tried again (at `nextRetryAt`), or given up. */
export const WEBHOOK_ATTEMPT_OUTCOMES = ["sent", "retry", "failed"] as const;
export type WebhookAttemptOutcome = (typeof WEBHOOK_ATTEMPT_OUTCOMES)[number];

/**
 * One delivery attempt of a webhook: when, the receiver's HTTP status (null: no answer), the error,
 * its outcome, how long it took and when the next attempt is due (null: none). Attempts logged
 * before the one webhook service (issue 30) have only `at`, `status` and `error`.
 */
export interface WebhookAttempt {
  at: string;
  status: number | null;
  error: string | null;
  outcome?: WebhookAttemptOutcome;
  durationMs?: number | null;
  nextRetryAt?: string | null;
  /** The start of the receiver's answer (2 KB at most); absent from attempts logged before issue 39. */
  response?: string | null;
}

/** A delivery's state: waiting for its (next) attempt, delivered, or given up. */
export const WEBHOOK_DELIVERY_STATUSES = ["queued", "sent", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
