import "server-only";
import type { WebhookInfo } from "@/modules/content-hub/shared/types";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { notFound } from "@/lib/server/errors";
import { assertManageContentHub, contentHubScope } from "../scope";
import { findContentWebhook, webhookInfoOf } from "./webhook-rows";

/** GET …/webhook: the module's webhook (module admins), without its secret; 404 when none is set. */
export async function getWebhook(
  actor: Actor,
  input: { moduleId: unknown },
  locale: Locale,
): Promise<WebhookInfo> {
  const scope = await contentHubScope(actor, input.moduleId, locale);
  assertManageContentHub(scope);
  const row = await findContentWebhook(scope);
  if (!row) throw notFound("errors.webhookNotSet");
  return webhookInfoOf(row, false);
}
