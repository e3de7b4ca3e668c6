import "server-only";
import type { FormDeliveryItem } from "@/modules/form-builder/shared/types";
import type { Locale } from "@/lib/i18n/config";
import { formDeliveryParamsSchema } from "@/modules/form-builder/schemas/form-builder";
import type { Actor } from "@/lib/server/auth/sessions";
import { redeliver } from "@/lib/server/webhooks/deliveries";
import { parseInput } from "@/lib/server/validation";
import { assertManageForms, formScope } from "../scope";
import { toFormDeliveryItem } from "./list-form-deliveries";
import { findFormWebhook } from "./webhook-subscription";

/**
 * POST …/form/{formId}/webhook/deliveries/{deliveryId}/redeliver (module admins): sends a delivery
 * of the log again, the same body and webhook-id, one attempt now.
 */
export async function redeliverFormDelivery(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
): Promise<FormDeliveryItem> {
  const { moduleId, formId, deliveryId } = parseInput(formDeliveryParamsSchema, input.params);
  const { scope } = await formScope(actor, { moduleId, formId }, locale);
  assertManageForms(scope);
  const webhook = await findFormWebhook(scope, formId);
  return toFormDeliveryItem(await redeliver(webhook?.id ?? null, deliveryId));
}
