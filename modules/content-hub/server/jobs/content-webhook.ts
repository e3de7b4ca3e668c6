import "server-only";
import { storedWebhookJob } from "@/lib/server/jobs/stored-webhook-job";

/** Delivers one Content hub webhook (modules/content-hub/server/webhooks/). */
export const contentWebhookJob = storedWebhookJob(
  "content-webhook",
  "content hub webhook",
  async () => (await import("@/modules/content-hub/server/webhooks/attempt-delivery")).attemptDelivery,
);
