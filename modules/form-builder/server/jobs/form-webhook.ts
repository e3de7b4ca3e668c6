import "server-only";
import { storedWebhookJob } from "@/lib/server/jobs/stored-webhook-job";

/** Delivers one Form builder webhook (modules/form-builder/server/webhook/). */
export const formWebhookJob = storedWebhookJob(
  "form-webhook",
  "form webhook",
  async () =>
    (await import("@/modules/form-builder/server/webhook/attempt-form-delivery")).attemptFormDelivery,
);
