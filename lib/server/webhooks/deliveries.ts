import "server-only";
import type { WebhookAttempt, WebhookDeliveryStatus } from "@/lib/webhooks/types";
import type { Page } from "@/lib/contracts/endpoint";
import { afterKeyset, keysetPage } from "@/lib/server/api/keyset";
import { getDb } from "@/lib/server/db";
import { conflict, notFound } from "@/lib/server/errors";
import { enqueueWebhookAttempt } from "@/lib/server/jobs/stored-webhook-job";
import { attemptWebhookDelivery } from "./attempt";

// A subscription's delivery log and its manual redelivery, as each kind's log screen reads them.

/** A delivery as the logs show it; `data` is the event's data (what the body carried). */
export interface DeliveryLogRow {
  id: string;
  eventId: string;
  eventType: string;
  data: unknown;
  status: WebhookDeliveryStatus;
  attempts: WebhookAttempt[];
  createdAt: string;
  deliveredAt: string | null;
}

/** The columns a delivery log row is made of (each kind's log and the workspace webhooks'). */
export const deliveryLogSelect = {
  id: true,
  eventId: true,
  eventType: true,
  payload: true,
  status: true,
  attempts: true,
  createdAt: true,
  deliveredAt: true,
} as const;

/** A delivery as stored, its log columns (`deliveryLogSelect`). */
export interface StoredDeliveryLog {
  id: string;
  eventId: string;
  eventType: string;
  payload: string;
  status: string;
  attempts: unknown;
  createdAt: Date;
  deliveredAt: Date | null;
}

function toLogRow(row: StoredDeliveryLog): DeliveryLogRow {
  const body = JSON.parse(row.payload) as { data?: unknown };
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    data: body.data ?? null,
    status: row.status as WebhookDeliveryStatus,
    attempts: row.attempts as WebhookAttempt[],
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

/** A page of a subscription's log, newest first (keyset on createdAt, id), `size` rows. */
export async function deliveryLogPage<T>(
  subscriptionId: string | null,
  cursor: string | null,
  map: (row: DeliveryLogRow) => T,
  size = 20,
): Promise<Page<T>> {
  if (!subscriptionId) return { data: [], nextCursor: null };
  const rows = await getDb().webhookDelivery.findMany({
    where: { AND: [{ subscriptionId }, afterKeyset("createdAt", cursor)] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: size + 1,
    select: deliveryLogSelect,
  });
  return keysetPage(
    rows,
    (row) => row.createdAt,
    (row) => map(toLogRow(row)),
    size,
  );
}

/**
 * Sends a delivery of a subscription again (manual redelivery from its log): the same body and
 * webhook-id, one more attempt now, logged like the others, without further retries. A delivery
 * still waiting for a retry is attempted now. 404 for another subscription's delivery, 409 while
 * the subscription is off. Returns the delivery as the log shows it after the attempt (with a job
 * system, the attempt is queued and the row answered as queued).
 */
export async function redeliver(subscriptionId: string | null, deliveryId: string): Promise<DeliveryLogRow> {
  const db = getDb();
  const row = subscriptionId
    ? await db.webhookDelivery.findFirst({
        where: { id: deliveryId, subscriptionId },
        select: { id: true, status: true, subscription: { select: { enabled: true } } },
      })
    : null;
  if (!row) throw notFound("errors.webhookDeliveryNotFound");
  if (!row.subscription.enabled) throw conflict("errors.webhookTurnedOff");
  await db.webhookDelivery.update({
    where: { id: row.id },
    data: {
      status: "queued",
      nextAttemptAt: new Date(),
      claimedUntil: null,
      ...(row.status === "queued" ? {} : { attemptsLeft: 1 }),
    },
  });
  if (!(await enqueueWebhookAttempt(row.id))) await attemptWebhookDelivery(row.id);
  return toLogRow(
    await db.webhookDelivery.findUniqueOrThrow({ where: { id: row.id }, select: deliveryLogSelect }),
  );
}
