// What the webhook screens of every kind show. No server imports.

/** One delivery attempt of a webhook: when, the receiver's status (null: no answer) and the error. */
export interface WebhookAttempt {
  at: string;
  status: number | null;
  error: string | null;
}
