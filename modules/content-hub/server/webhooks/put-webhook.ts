import "server-only";
import type { WebhookInfo } from "@/modules/content-hub/shared/types";
import type { Locale } from "@/lib/i18n/config";
import { putWebhookSchema, webhookUrlSchema } from "@/modules/content-hub/schemas/content-hub";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { webhookUrlAllowed } from "@/lib/server/webhooks/webhook";
import { parseInput } from "@/lib/server/validation";
import { assertManageContentHub, contentHubScope, ownerColumns } from "../scope";
import { webhookInfoOf, webhookSelect } from "./webhook-rows";

/**
 * PUT …/webhook {url, enabled?, rotateSecret?}: sets the address (https only; private hosts are
 * refused when a delivery connects). The secret is in the answer when the webhook is created or its
 * secret rotated, this once.
 */
export async function putWebhook(
  actor: Actor,
  input: { moduleId: unknown; body: unknown },
  locale: Locale,
): Promise<WebhookInfo> {
  const scope = await contentHubScope(actor, input.moduleId, locale);
  assertManageContentHub(scope);
  const body = parseInput(putWebhookSchema, input.body);
  const url = parseInput(webhookUrlSchema, body.url);
  if (!webhookUrlAllowed(url)) throw badRequest("errors.webhookAddressRefused");
  const db = getDb();
  const existing = await db.contentWebhook.findUnique({
    where: { moduleId: scope.moduleId },
    select: webhookSelect,
  });
  if (!existing) {
    const row = await db.contentWebhook.create({
      data: {
        id: newId(),
        workspaceId: scope.membership.workspaceId,
        ...ownerColumns(scope),
        url,
        enabled: body.enabled ?? true,
      },
      select: webhookSelect,
    });
    return webhookInfoOf(row, true);
  }
  const rotate = body.rotateSecret === true;
  const row = await db.contentWebhook.update({
    where: { id: existing.id },
    data: {
      url,
      ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
      ...(rotate ? { secretVersion: { increment: 1 } } : {}),
    },
    select: webhookSelect,
  });
  return webhookInfoOf(row, rotate);
}
