import "server-only";
import { storedWebhookJob } from "@/lib/server/jobs/stored-webhook-job";

/** Delivers one Content hub webhook (lib/server/content-hub/webhooks.ts). */
export const contentWebhookJob = storedWebhookJob(
  "content-webhook",
  "content hub webhook",
  async () => (await import("@/lib/server/content-hub/webhooks")).attemptDelivery,
);
