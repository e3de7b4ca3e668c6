import "server-only";
import { z } from "zod";
import { defineJob } from "@/lib/server/jobs/job";

/**
 * Delivers one Content hub webhook (lib/server/content-hub/webhooks.ts). The payload is the
 * delivery's id; the body stays in its row. Seven attempts over roughly an hour (10 s, 20 s, 40 s …
 * each up to twice that), every one logged on the delivery; the last failure marks it 'failed'.
 */
export const contentWebhookJob = defineJob({
  name: "content-webhook",
  policy: "standard",
  retry: { limit: 6, delaySeconds: 10, backoff: true },
  expireInSeconds: 60,
  workers: 2,
  payload: z.object({ deliveryId: z.string().regex(/^[0-9a-f]{24}$/) }),
  handler: async ({ deliveryId }, run) => {
    // Imported here: the service imports this definition to enqueue it.
    const { attemptDelivery } = await import("@/lib/server/content-hub/webhooks");
    const outcome = await attemptDelivery(deliveryId, { final: run.final });
    if (outcome === "retry") throw new Error(`content hub webhook delivery ${deliveryId} failed; retrying`);
  },
});
