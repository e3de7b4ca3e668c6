import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { FORM_BUILDER_TAG } from "@/modules/form-builder/shared/types";
import type { Actor } from "@/lib/server/auth/sessions";
import { notFound } from "@/lib/server/errors";
import { deleteSubscription } from "@/lib/server/webhooks/subscriptions";
import { assertManageForms, formScope } from "../scope";

/** DELETE …/form/{formId}/webhook: no more deliveries (the log goes with it). */
export async function deleteFormWebhook(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
): Promise<{ id: string }> {
  const { scope, formId } = await formScope(actor, input.params, locale);
  assertManageForms(scope);
  if (!(await deleteSubscription(FORM_BUILDER_TAG, formId, scope.membership.workspaceId, actor.userId)))
    throw notFound("errors.webhookNotSet");
  return { id: formId };
}
