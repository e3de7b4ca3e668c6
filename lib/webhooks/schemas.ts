// The webhook shapes every kind's answers share, as schemas (lib/webhooks/types.ts has the types).
// No server imports.
import * as z from "@/lib/zod";
import { isoDate } from "@/lib/contracts/endpoint";

/** One delivery attempt (`WebhookAttempt`): when, the receiver's status (null: no answer), the error. */
export const webhookAttemptSchema = z.object({
  at: isoDate,
  status: z.nullable(z.number()),
  error: z.nullable(z.string()),
});
