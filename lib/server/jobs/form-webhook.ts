import "server-only";
import { storedWebhookJob } from "@/lib/server/jobs/stored-webhook-job";

/** Delivers one Form builder webhook (lib/server/form-builder/webhook.ts). */
export const formWebhookJob = storedWebhookJob(
  "form-webhook",
  "form webhook",
  async () => (await import("@/lib/server/form-builder/webhook")).attemptFormDelivery,
);
