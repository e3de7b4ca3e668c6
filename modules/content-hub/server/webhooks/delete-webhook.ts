import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { assertManageContentHub, contentHubScope } from "../scope";

/** DELETE …/webhook: no more deliveries (the log goes with it). */
export async function deleteWebhook(
  actor: Actor,
  input: { moduleId: unknown },
  locale: Locale,
): Promise<{ id: string }> {
  const scope = await contentHubScope(actor, input.moduleId, locale);
  assertManageContentHub(scope);
  const row = await getDb().contentWebhook.findUnique({
    where: { moduleId: scope.moduleId },
    select: { id: true },
  });
  if (!row) throw notFound("errors.webhookNotSet");
  await getDb().contentWebhook.delete({ where: { id: row.id } });
  return { id: row.id };
}
