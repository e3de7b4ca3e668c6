import "server-only";
import type { WebhookAttempt } from "@/lib/webhooks/types";
import type { Page } from "@/lib/contracts/endpoint";
import type { FormDeliveryItem } from "@/modules/form-builder/shared/types";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { afterKeyset, keysetPage } from "@/lib/server/api/keyset";
import { getDb } from "@/lib/server/db";
import { assertManageForms, formScope } from "../scope";

/** GET …/form/{formId}/webhook/deliveries: the log, newest first. */
export async function listFormDeliveries(
  actor: Actor,
  input: { params: unknown; cursor: string | null },
  locale: Locale,
): Promise<Page<FormDeliveryItem>> {
  const { scope, formId } = await formScope(actor, input.params, locale);
  assertManageForms(scope);
  const rows = await getDb().formWebhookDelivery.findMany({
    where: { AND: [{ formId }, afterKeyset("createdAt", input.cursor)] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 21,
    select: { id: true, responseId: true, status: true, attempts: true, createdAt: true, deliveredAt: true },
  });
  return keysetPage(
    rows,
    (row) => row.createdAt,
    (row) => ({
      id: row.id,
      responseId: row.responseId,
      status: row.status as FormDeliveryItem["status"],
      attempts: row.attempts as unknown as WebhookAttempt[],
      createdAt: row.createdAt.toISOString(),
      deliveredAt: row.deliveredAt?.toISOString() ?? null,
    }),
    20,
  );
}
