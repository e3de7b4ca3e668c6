import "server-only";
import type { WebhookInfo } from "@/modules/content-hub/shared/types";
import type { Locale } from "@/lib/i18n/config";
import { putWebhookSchema, webhookUrlSchema } from "@/modules/content-hub/schemas/content-hub";
import type { Actor } from "@/lib/server/auth/sessions";
import { badRequest } from "@/lib/server/errors";
import { webhookUrlAllowed } from "@/lib/server/webhooks/webhook";
import { saveSubscription } from "@/lib/server/webhooks/subscriptions";
import { parseInput } from "@/lib/server/validation";
import { assertManageContentHub, contentHubScope } from "../scope";
import { contentWebhookOwner, webhookInfoOf } from "./webhook-rows";

/**
 * PUT …/webhook {url, enabled?, rotateSecret?}: sets the address (https only; private hosts are
 * refused when a delivery connects). The secret is in the answer when the webhook is created or its
 * secret rotated, this once. Turning it on again after the service turned it off (repeated failures)
 * starts afresh.
 */
export async function putWebhook(
  actor: Actor,
  input: { moduleId: unknown; body: unknown },
  locale: Locale,
): Promise<WebhookInfo> {
  const scope = await contentHubScope(actor, input.moduleId, locale);
  assertManageContentHub(scope);
  const body = parseInput(putWebhookSchema, input.body);
  const url = parseInput(webhookUrlSchema, body.url);
  if (!webhookUrlAllowed(url)) throw badRequest("errors.webhookAddressRefused");
  const { row, created } = await saveSubscription(contentWebhookOwner(scope, actor.userId), {
    url,
    ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
    rotateSecret: body.rotateSecret === true,
  });
  return webhookInfoOf(row, created || body.rotateSecret === true);
}
