import "server-only";
import type { FormWebhookInfo } from "@/modules/form-builder/shared/types";
import type { Locale } from "@/lib/i18n/config";
import { putWebhookSchema, webhookUrlSchema } from "@/modules/form-builder/schemas/form-builder";
import type { Actor } from "@/lib/server/auth/sessions";
import { badRequest } from "@/lib/server/errors";
import { webhookUrlAllowed } from "@/lib/server/webhooks/webhook";
import { saveSubscription, subscriptionSecret } from "@/lib/server/webhooks/subscriptions";
import { parseInput } from "@/lib/server/validation";
import { assertManageForms, formScope } from "../scope";
import { formWebhookOwner } from "./webhook-subscription";

/** PUT …/form/{formId}/webhook {url, enabled?, rotateSecret?}: the secret is shown when set or rotated. */
export async function putFormWebhook(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
): Promise<FormWebhookInfo> {
  const { scope, formId } = await formScope(actor, input.params, locale);
  assertManageForms(scope);
  const body = parseInput(putWebhookSchema, input.body);
  const url = parseInput(webhookUrlSchema, body.url);
  if (!webhookUrlAllowed(url)) throw badRequest("errors.webhookAddressRefused");
  const { row, created } = await saveSubscription(formWebhookOwner(scope, formId, actor.userId), {
    url,
    ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
    rotateSecret: body.rotateSecret === true,
  });
  return {
    url: row.url,
    enabled: row.enabled,
    secret: created || body.rotateSecret === true ? subscriptionSecret(row) : null,
  };
}
