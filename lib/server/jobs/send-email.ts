import "server-only";
import { z } from "zod";
import { defineJob } from "@/lib/server/jobs/job";
import { deliverOutboxEmail } from "@/lib/server/mail/deliver-mail";

/**
 * Sends one queued outbox e-mail (lib/server/mail/send-mail.ts). The payload is the row's id only:
 * the message and its link stay in the database. Seven attempts over roughly half an hour to an hour
 * (30 s, 1, 2, 4, 8, 16 min, each up to twice that), then the row is marked 'failed'.
 */
export const sendEmailJob = defineJob({
  name: "send-email",
  policy: "standard",
  retry: { limit: 6, delaySeconds: 30, backoff: true },
  expireInSeconds: 120,
  workers: 2,
  payload: z.object({ outboxId: z.string().regex(/^[0-9a-f]{24}$/) }),
  handler: ({ outboxId }, run) => deliverOutboxEmail(outboxId, { final: run.final }),
});
