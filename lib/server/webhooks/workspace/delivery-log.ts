import "server-only";
import { randomUUID } from "node:crypto";
import type { Page } from "@/lib/contracts/endpoint";
import { WEBHOOK_PING_EVENT } from "@/lib/webhooks/catalog";
import type { WorkspaceWebhookDelivery } from "@/lib/webhooks/workspace-types";
import {
  workspaceWebhookDeliveriesQuerySchema,
  workspaceWebhookDeliveryParamsSchema,
} from "@/lib/schemas/workspace-webhooks";
import { afterKeyset, keysetPage } from "@/lib/server/api/keyset";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { conflict } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import { attemptWebhookDelivery } from "@/lib/server/webhooks/attempt";
import { deliveryLogSelect, redeliver, type StoredDeliveryLog } from "@/lib/server/webhooks/deliveries";
import { queueDeliveries } from "@/lib/server/webhooks/service";
import { adminMembership, findRow } from "./service";

// A workspace webhook's delivery log (the request sent, every attempt with the receiver's answer),
// its redelivery and the test ping, for its owners and admins.

function toDelivery(row: StoredDeliveryLog): WorkspaceWebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    payload: row.payload,
    status: row.status as WorkspaceWebhookDelivery["status"],
    attempts: row.attempts as WorkspaceWebhookDelivery["attempts"],
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

async function deliveryById(id: string): Promise<WorkspaceWebhookDelivery> {
  return toDelivery(
    await getDb().webhookDelivery.findUniqueOrThrow({ where: { id }, select: deliveryLogSelect }),
  );
}

/**
 * Sends a signed `webhook.ping` now (whatever events it wants) and answers its delivery after the
 * attempt; 409 while it is off.
 */
export async function pingWorkspaceWebhook(
  actor: Actor,
  rawParams: unknown,
): Promise<WorkspaceWebhookDelivery> {
  const membership = await adminMembership(actor);
  const row = await findRow(membership, rawParams);
  if (!row.enabled) throw conflict("errors.webhookTurnedOff");
  const eventId = randomUUID();
  const workspace = await getDb().workspace.findUniqueOrThrow({
    where: { id: membership.workspaceId },
    select: { name: true },
  });
  await queueDeliveries(
    getDb(),
    {
      id: eventId,
      type: WEBHOOK_PING_EVENT,
      workspaceId: membership.workspaceId,
      moduleId: null,
      occurredAt: new Date(),
      data: {
        webhookId: row.id,
        workspaceId: membership.workspaceId,
        workspace: workspace.name,
        by: membership.userId,
      },
    },
    [row.id],
  );
  const delivery = await getDb().webhookDelivery.findFirstOrThrow({
    where: { subscriptionId: row.id, eventId },
    select: { id: true },
  });
  // Attempted here so the answer tells how it went ("skipped" when its job was quicker).
  await attemptWebhookDelivery(delivery.id);
  return deliveryById(delivery.id);
}

/** The delivery log, newest first, 20 a page, optionally of one status. */
export async function listWorkspaceWebhookDeliveries(
  actor: Actor,
  input: { params: unknown; query: unknown },
): Promise<Page<WorkspaceWebhookDelivery>> {
  const membership = await adminMembership(actor);
  const row = await findRow(membership, input.params);
  const query = parseInput(workspaceWebhookDeliveriesQuerySchema, input.query);
  const size = 20;
  const rows = await getDb().webhookDelivery.findMany({
    where: {
      AND: [
        { subscriptionId: row.id },
        query.status ? { status: query.status } : {},
        afterKeyset("createdAt", query.cursor ?? null),
      ],
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: size + 1,
    select: deliveryLogSelect,
  });
  return keysetPage(rows, (item) => item.createdAt, toDelivery, size);
}

/** Sends a delivery again: the same body and webhook-id, one attempt now; 409 while it is off. */
export async function redeliverWorkspaceWebhookDelivery(
  actor: Actor,
  rawParams: unknown,
): Promise<WorkspaceWebhookDelivery> {
  const membership = await adminMembership(actor);
  const { webhookId, deliveryId } = parseInput(workspaceWebhookDeliveryParamsSchema, rawParams);
  const row = await findRow(membership, { webhookId });
  await redeliver(row.id, deliveryId);
  return deliveryById(deliveryId);
}
