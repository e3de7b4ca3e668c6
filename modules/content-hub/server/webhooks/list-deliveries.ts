import "server-only";
import type { WebhookDeliveryItem } from "@/modules/content-hub/shared/types";
import type { Page } from "@/lib/contracts/endpoint";
import type { Locale } from "@/lib/i18n/config";
import { chModuleParamsSchema } from "@/modules/content-hub/schemas/content-hub";
import type { Actor } from "@/lib/server/auth/sessions";
import { deliveryLogPage, type DeliveryLogRow } from "@/lib/server/webhooks/deliveries";
import { parseInput } from "@/lib/server/validation";
import { assertManageContentHub, contentHubScope } from "../scope";
import { contentEventOf, findContentWebhook } from "./webhook-rows";

/** A delivery of the one webhook service as the hub's log shows it. */
export const toDeliveryItem = (row: DeliveryLogRow): WebhookDeliveryItem => ({
  id: row.id,
  event: contentEventOf(row.eventType) ?? "updated",
  status: row.status,
  attempts: row.attempts,
  createdAt: row.createdAt,
  deliveredAt: row.deliveredAt,
});

/** GET …/webhook/deliveries: the delivery log, newest first, keyset pages, every attempt's outcome. */
export async function listDeliveries(
  actor: Actor,
  input: { moduleId: unknown; cursor: string | null },
  locale: Locale,
): Promise<Page<WebhookDeliveryItem>> {
  parseInput(chModuleParamsSchema, { moduleId: input.moduleId });
  const scope = await contentHubScope(actor, input.moduleId, locale);
  assertManageContentHub(scope);
  const webhook = await findContentWebhook(scope);
  return deliveryLogPage(webhook?.id ?? null, input.cursor, toDeliveryItem);
}
