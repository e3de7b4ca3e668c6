import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { CONTENT_HUB_TAG } from "@/modules/content-hub/shared/types";
import type { Actor } from "@/lib/server/auth/sessions";
import { notFound } from "@/lib/server/errors";
import { deleteSubscription } from "@/lib/server/webhooks/subscriptions";
import { assertManageContentHub, contentHubScope } from "../scope";
import { findContentWebhook } from "./webhook-rows";

/** DELETE …/webhook: no more deliveries (the log goes with it). */
export async function deleteWebhook(
  actor: Actor,
  input: { moduleId: unknown },
  locale: Locale,
): Promise<{ id: string }> {
  const scope = await contentHubScope(actor, input.moduleId, locale);
  assertManageContentHub(scope);
  const row = await findContentWebhook(scope);
  if (!row) throw notFound("errors.webhookNotSet");
  await deleteSubscription(CONTENT_HUB_TAG, scope.moduleId, scope.membership.workspaceId, actor.userId);
  return { id: row.id };
}
