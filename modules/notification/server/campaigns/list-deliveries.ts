import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { DeliveryItem, DeliveryReason, DeliveryStatus } from "@/modules/notification/shared/types";
import type { Page } from "@/lib/contracts/endpoint";
import {
  campaignParamsSchema,
  deliveryQuerySchema,
} from "@/modules/notification/schemas/notification-module";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { parseInput } from "@/lib/server/validation";
import { afterCursor, decodeCursor } from "@/lib/server/api/keyset";
import { pageOf, pageOrder, PAGE } from "../common";
import { maskEmail } from "../privacy";
import { notificationScope, seesAddresses } from "../scope";
import { findCampaign } from "./campaign-rows";

/**
 * GET …/campaigns/{id}/deliveries: the latest run's recipients, keyset pages, by status. Addresses
 * only for callers who may view the workspace's members; others get members' names, and other
 * recipients' addresses masked.
 */
export async function listDeliveries(
  actor: Actor,
  input: { params: unknown; query: unknown },
  locale: Locale,
): Promise<Page<DeliveryItem>> {
  const params = parseInput(campaignParamsSchema, input.params);
  const scope = await notificationScope(actor, params.moduleId, locale);
  const query = parseInput(deliveryQuerySchema, input.query);
  const campaign = await findCampaign(scope.moduleId, params.campaignId);
  const rows = await getDb().campaignDelivery.findMany({
    where: {
      AND: [
        { campaignId: campaign.id, run: campaign.runs },
        query.status ? { status: query.status } : {},
        afterCursor(decodeCursor(query.cursor)),
      ],
    },
    orderBy: pageOrder,
    take: PAGE + 1,
    select: {
      id: true,
      userId: true,
      email: true,
      name: true,
      status: true,
      reason: true,
      error: true,
      sentAt: true,
      createdAt: true,
    },
  });
  const shown = seesAddresses(scope);
  const addressOf = (row: { userId: string | null; email: string | null }) =>
    shown || row.email === null ? row.email : row.userId ? null : maskEmail(row.email);
  return pageOf(rows, (row) => ({
    id: row.id,
    email: addressOf(row),
    name: row.name,
    status: row.status as DeliveryStatus,
    reason: row.reason as DeliveryReason | null,
    error: row.error,
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}
