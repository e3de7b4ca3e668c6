// The webhook shapes every kind's answers share, as schemas (lib/webhooks/types.ts has the types).
// No server imports.
import * as z from "@/lib/zod";
import { isoDate } from "@/lib/contracts/endpoint";
import { WEBHOOK_ATTEMPT_OUTCOMES } from "./types";

/**
 * One delivery attempt (`WebhookAttempt`): when, the receiver's status (null: no answer), the error,
 * its outcome, duration and next retry (absent from attempts logged before issue 30).
 */
export const webhookAttemptSchema = z.object({
  at: isoDate,
  status: z.nullable(z.number()),
  error: z.nullable(z.string()),
  outcome: z.optional(z.enum(WEBHOOK_ATTEMPT_OUTCOMES)),
  durationMs: z.optional(z.nullable(z.number())),
  nextRetryAt: z.optional(z.nullable(isoDate)),
  /** The start of the receiver's answer (2 KB at most); absent from attempts logged before issue 39. */
  response: z.optional(z.nullable(z.string())),
});
