import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { assertManageForms, formScope } from "../scope";

/** DELETE …/form/{formId}/webhook: no more deliveries. */
export async function deleteFormWebhook(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
): Promise<{ id: string }> {
  const { scope, formId } = await formScope(actor, input.params, locale);
  assertManageForms(scope);
  const db = getDb();
  const row = await db.form.findUniqueOrThrow({ where: { id: formId }, select: { webhookUrl: true } });
  if (!row.webhookUrl) throw notFound("errors.webhookNotSet");
  await db.$transaction([
    db.form.update({ where: { id: formId }, data: { webhookUrl: null } }),
    db.formWebhookDelivery.deleteMany({ where: { formId } }),
  ]);
  return { id: formId };
}
