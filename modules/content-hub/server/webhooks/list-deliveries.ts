import "server-only";
import type { WebhookAttempt, WebhookDeliveryItem, WebhookEvent } from "@/modules/content-hub/shared/types";
import type { Page } from "@/lib/contracts/endpoint";
import type { Locale } from "@/lib/i18n/config";
import { chModuleParamsSchema } from "@/modules/content-hub/schemas/content-hub";
import type { Actor } from "@/lib/server/auth/sessions";
import { afterCursor, decodeCursor, encodeCursor } from "@/lib/server/api/keyset";
import { getDb } from "@/lib/server/db";
import { parseInput } from "@/lib/server/validation";
import { assertManageContentHub, contentHubScope } from "../scope";

const DELIVERIES_PAGE = 20;

/** GET …/webhook/deliveries: the delivery log, newest first, keyset pages, every attempt's outcome. */
export async function listDeliveries(
  actor: Actor,
  input: { moduleId: unknown; cursor: string | null },
  locale: Locale,
): Promise<Page<WebhookDeliveryItem>> {
  parseInput(chModuleParamsSchema, { moduleId: input.moduleId });
  const scope = await contentHubScope(actor, input.moduleId, locale);
  assertManageContentHub(scope);
  const rows = await getDb().contentWebhookDelivery.findMany({
    where: { AND: [{ moduleId: scope.moduleId }, afterCursor(decodeCursor(input.cursor))] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: DELIVERIES_PAGE + 1,
    select: { id: true, event: true, status: true, attempts: true, createdAt: true, deliveredAt: true },
  });
  const more = rows.length > DELIVERIES_PAGE;
  const shown = more ? rows.slice(0, DELIVERIES_PAGE) : rows;
  return {
    data: shown.map((row) => ({
      id: row.id,
      event: row.event as WebhookEvent,
      status: row.status as WebhookDeliveryItem["status"],
      attempts: row.attempts as unknown as WebhookAttempt[],
      createdAt: row.createdAt.toISOString(),
      deliveredAt: row.deliveredAt?.toISOString() ?? null,
    })),
    nextCursor: more ? encodeCursor(shown[shown.length - 1]!) : null,
  };
}
