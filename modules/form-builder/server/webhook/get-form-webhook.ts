import "server-only";
import type { FormWebhookInfo } from "@/modules/form-builder/shared/types";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { notFound } from "@/lib/server/errors";
import { assertManageForms, formScope } from "../scope";
import { findFormWebhook } from "./webhook-subscription";

/** GET …/form/{formId}/webhook: the address (no secret); 404 when none is set. */
export async function getFormWebhook(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
): Promise<FormWebhookInfo> {
  const { scope, formId } = await formScope(actor, input.params, locale);
  assertManageForms(scope);
  const row = await findFormWebhook(scope, formId);
  if (!row) throw notFound("errors.webhookNotSet");
  return { url: row.url, enabled: row.enabled, secret: null };
}
