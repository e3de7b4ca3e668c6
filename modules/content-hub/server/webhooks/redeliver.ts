import "server-only";
import type { WebhookDeliveryItem } from "@/modules/content-hub/shared/types";
import type { Locale } from "@/lib/i18n/config";
import { chDeliveryParamsSchema } from "@/modules/content-hub/schemas/content-hub";
import type { Actor } from "@/lib/server/auth/sessions";
import { redeliver } from "@/lib/server/webhooks/deliveries";
import { parseInput } from "@/lib/server/validation";
import { assertManageContentHub, contentHubScope } from "../scope";
import { toDeliveryItem } from "./list-deliveries";
import { findContentWebhook } from "./webhook-rows";

/**
 * POST …/webhook/deliveries/{deliveryId}/redeliver (module admins): sends a delivery of the log again,
 * the same body and webhook-id, one attempt now; answers the delivery as the log shows it.
 */
export async function redeliverDelivery(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
): Promise<WebhookDeliveryItem> {
  const params = parseInput(chDeliveryParamsSchema, input.params);
  const scope = await contentHubScope(actor, params.moduleId, locale);
  assertManageContentHub(scope);
  const webhook = await findContentWebhook(scope);
  return toDeliveryItem(await redeliver(webhook?.id ?? null, params.deliveryId));
}
