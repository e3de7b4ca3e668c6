import "server-only";
import type { FormWebhookInfo } from "@/modules/form-builder/shared/types";
import type { Locale } from "@/lib/i18n/config";
import { putWebhookSchema, webhookUrlSchema } from "@/modules/form-builder/schemas/form-builder";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest } from "@/lib/server/errors";
import { webhookUrlAllowed } from "@/lib/server/webhooks/webhook";
import { parseInput } from "@/lib/server/validation";
import { assertManageForms, formScope } from "../scope";
import { formWebhookSecret } from "./webhook-secret";

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
  const db = getDb();
  const before = await db.form.findUniqueOrThrow({ where: { id: formId }, select: { webhookUrl: true } });
  const showSecret = before.webhookUrl === null || body.rotateSecret === true;
  const row = await db.form.update({
    where: { id: formId },
    data: {
      webhookUrl: url,
      ...(body.enabled !== undefined ? { webhookEnabled: body.enabled } : {}),
      ...(body.rotateSecret ? { webhookSecretVersion: { increment: 1 } } : {}),
    },
    select: { webhookUrl: true, webhookEnabled: true, webhookSecretVersion: true },
  });
  return {
    url: row.webhookUrl!,
    enabled: row.webhookEnabled,
    secret: showSecret ? formWebhookSecret(formId, row.webhookSecretVersion) : null,
  };
}
