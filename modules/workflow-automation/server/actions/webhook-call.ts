import "server-only";
import { postSignedWebhook, webhookSecret } from "@/lib/server/webhooks/signing";
import { webhookUrlAllowed } from "@/lib/server/webhooks/webhook";
import { ActionError, type ActionDefinition } from "@/lib/server/automation/types";

const MAX_BODY_BYTES = 64 * 1024;

/**
 * `webhook.call`: POSTs `body` (JSON) to `url` through the platform's webhook transport: public
 * addresses only (checked at connect time), no redirects, its time-out, Standard Webhooks signed with
 * the automation's derived secret, and `webhook-id` the run's execution (the same on a retry, what
 * receivers drop repeats by). The URL never appears in an error (it may hold a token).
 */
export const callWebhook: ActionDefinition = {
  name: "webhook.call",
  async run(context, settings) {
    const url = settings.url;
    let allowed = false;
    try {
      allowed = typeof url === "string" && webhookUrlAllowed(url);
    } catch {
      allowed = false;
    }
    if (!allowed || typeof url !== "string")
      throw new ActionError("url must be an https:// address", "BAD_SETTINGS");
    const payload = JSON.stringify(settings.body ?? {});
    if (Buffer.byteLength(payload) > MAX_BODY_BYTES)
      throw new ActionError("the body is larger than 64 KB", "BAD_SETTINGS");
    const sent = await postSignedWebhook({
      url,
      secret: webhookSecret("automation", context.processId, 1),
      id: `${context.instanceId}:${context.executionId}`,
      payload,
    });
    if (!sent.ok)
      throw new ActionError(`the webhook call failed: ${sent.error ?? "no answer"}`, "WEBHOOK_FAILED");
    return { result: { ok: true, status: sent.status } };
  },
};
