import "server-only";
import { derivedWebhookSecret } from "@/lib/server/webhooks/stored-delivery";

// A form's webhook on submission (issue 17): the Content hub's machinery (stored deliveries, the
// same signed body on every attempt, the delivery id as idempotency key, retries by a job, every
// attempt logged), one address per form, set by the module's admins.

export const formWebhookSecret = (formId: string, version: number) =>
  derivedWebhookSecret("form-builder-webhook", formId, version);
