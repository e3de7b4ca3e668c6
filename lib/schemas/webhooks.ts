// Inputs of the webhooks every kind offers (the Notification module's webhook channels, the content
// hub's and the form builder's webhooks). Messages are keys of messages/*.json.
import * as z from "@/lib/zod";

/** A webhook's address: an absolute https:// URL (http:// only where the server allows private targets). */
export const webhookUrlSchema = z.string({ error: "validation.webhookUrlInvalid" }).check(
  z.trim(),
  z.maxLength(2_000, "validation.webhookUrlInvalid"),
  z.refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password;
    } catch {
      return false;
    }
  }, "validation.webhookUrlInvalid"),
);

/** PUT …/webhook: the address (checked by the service, so the message can name the problem), on or off, a new secret. */
export const putWebhookSchema = z.object({
  url: z.string({ error: "validation.webhookUrlInvalid" }),
  enabled: z.optional(z.boolean({ error: "validation.invalidInput" })),
  rotateSecret: z.optional(z.boolean({ error: "validation.invalidInput" })),
});
