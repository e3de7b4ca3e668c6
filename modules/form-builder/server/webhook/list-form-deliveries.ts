import "server-only";
import type { Page } from "@/lib/contracts/endpoint";
import type { FormDeliveryItem } from "@/modules/form-builder/shared/types";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { deliveryLogPage, type DeliveryLogRow } from "@/lib/server/webhooks/deliveries";
import { assertManageForms, formScope } from "../scope";
import { findFormWebhook } from "./webhook-subscription";

/** A delivery of the one webhook service as the form's log shows it (the response it carried). */
export const toFormDeliveryItem = (row: DeliveryLogRow): FormDeliveryItem => {
  const data = (row.data ?? {}) as { responseId?: unknown };
  return {
    id: row.id,
    responseId: typeof data.responseId === "string" ? data.responseId : "",
    status: row.status,
    attempts: row.attempts,
    createdAt: row.createdAt,
    deliveredAt: row.deliveredAt,
  };
};

/** GET …/form/{formId}/webhook/deliveries: the log, newest first. */
export async function listFormDeliveries(
  actor: Actor,
  input: { params: unknown; cursor: string | null },
  locale: Locale,
): Promise<Page<FormDeliveryItem>> {
  const { scope, formId } = await formScope(actor, input.params, locale);
  assertManageForms(scope);
  const webhook = await findFormWebhook(scope, formId);
  return deliveryLogPage(webhook?.id ?? null, input.cursor, toFormDeliveryItem);
}
