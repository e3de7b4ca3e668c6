import "server-only";
import { z } from "zod";
import { defineJob } from "@/lib/server/jobs/job";

/**
 * Delivers one Form builder webhook (lib/server/form-builder/webhook.ts): the same schedule as the
 * Content hub's (seven attempts over roughly an hour, each logged; the last failure marks it failed).
 */
export const formWebhookJob = defineJob({
  name: "form-webhook",
  policy: "standard",
  retry: { limit: 6, delaySeconds: 10, backoff: true },
  expireInSeconds: 60,
  workers: 2,
  payload: z.object({ deliveryId: z.string().regex(/^[0-9a-f]{24}$/) }),
  handler: async ({ deliveryId }, run) => {
    const { attemptFormDelivery } = await import("@/lib/server/form-builder/webhook");
    const outcome = await attemptFormDelivery(deliveryId, { final: run.final });
    if (outcome === "retry") throw new Error(`form webhook delivery ${deliveryId} failed; retrying`);
  },
});
