import "server-only";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { newId } from "@/lib/server/ids";
import { runningJobs } from "@/lib/server/jobs/enqueue";
import { enqueueWebhookAttempt } from "@/lib/server/jobs/stored-webhook-job";
import { logger } from "@/lib/server/logger";
import { getDb } from "@/lib/server/db";
import { webhookPayload } from "./signing";

// The one webhook service (issue 30). Every kind's webhook is a WebhookSubscription (its module, the
// event types it wants, an optional filter on the event's data, its address and derived secret);
// every event sent to one is a WebhookDelivery whose attempts are logged on it (attempt.ts). The
// transactional outbox of domain events calls `queueWebhookEvent` for each event it relays; the
// kinds call it where their changes commit (the `// outbox:` comments).

/** A domain event as the webhook service receives it. */
export interface WebhookEvent {
  /** The domain event's id: the `webhook-id` header, the same on every attempt (receivers dedupe by it). */
  id: string;
  /** Its type, e.g. "content.post.published", "form.response.created", "campaign.message". */
  type: string;
  workspaceId: string;
  /** The module it happened in; null: a workspace's own event (workspace subscriptions get it). */
  moduleId: string | null;
  occurredAt: Date;
  /** What receivers get as `data` in the body `{type, timestamp, data}`; JSON-serialisable. */
  data: unknown;
}

type Db = Prisma.TransactionClient | PrismaClient;

/**
 * Whether an event's data holds a subscription's filter: every top-level key of the filter with an
 * equal value ({"formId": "…"}: a form's webhook gets that form's events only). No filter: all.
 */
export function matchesFilter(filter: unknown, data: unknown): boolean {
  if (filter === null || filter === undefined) return true;
  if (typeof filter !== "object" || Array.isArray(filter)) return false;
  if (typeof data !== "object" || data === null) return false;
  const values = data as Record<string, unknown>;
  return Object.entries(filter).every(
    ([key, value]) => JSON.stringify(values[key] ?? null) === JSON.stringify(value),
  );
}

/**
 * Queues an event for every enabled subscription of its module (or, with `moduleId` null, of its
 * workspace) that wants its type and whose filter its data holds: one WebhookDelivery each, unique
 * on (subscription, event id), so calling it again with the same event id creates nothing. Returns
 * how many deliveries it created.
 *
 * Sending: with the root client (`getDb()`), the deliveries are committed when it returns and their
 * first attempt is enqueued at once (or, without a job system in the process, made here, inline).
 * With a transaction client, the rows commit with the caller's transaction: the first attempt is
 * enqueued a few seconds later, and the `webhook-sweep` job (every minute) attempts whatever is due
 * and was not taken; without a job system call `dispatchWebhookEvents(ids)` once it committed.
 * Never posts inside the caller's transaction.
 */
export async function queueWebhookEvent(
  db: Prisma.TransactionClient | PrismaClient,
  event: {
    id: string /* the domain event's id, becomes webhook-id */;
    type: string /* e.g. "content.post.published" */;
    workspaceId: string;
    moduleId: string | null;
    occurredAt: Date;
    data: unknown;
  },
): Promise<number> {
  const subscriptions = await db.webhookSubscription.findMany({
    where: {
      workspaceId: event.workspaceId,
      moduleId: event.moduleId,
      // Workspace webhooks choose their events themselves (workspace/subscriber.ts).
      kind: { not: "Workspace" },
      enabled: true,
      eventTypes: { has: event.type },
    },
    select: { id: true, filter: true },
  });
  const wanted = subscriptions.filter((row) => matchesFilter(row.filter, event.data));
  return queueDeliveries(
    db,
    event,
    wanted.map((row) => row.id),
  );
}

/**
 * Queues an event for these subscriptions, chosen by the caller: one WebhookDelivery each (unique on
 * subscription and event id), sent as `queueWebhookEvent` says. Returns how many it created.
 */
export async function queueDeliveries(
  db: Prisma.TransactionClient | PrismaClient,
  event: WebhookEvent,
  subscriptionIds: readonly string[],
): Promise<number> {
  if (subscriptionIds.length === 0) return 0;
  const payload = webhookPayload(event);
  const created = await db.webhookDelivery.createManyAndReturn({
    data: subscriptionIds.map((subscriptionId) => ({
      id: newId(),
      subscriptionId,
      workspaceId: event.workspaceId,
      moduleId: event.moduleId,
      eventId: event.id,
      eventType: event.type,
      payload,
    })),
    skipDuplicates: true,
    select: { id: true },
  });
  const ids = created.map((row) => row.id);
  if (isTransaction(db)) await enqueueAll(ids, new Date(Date.now() + COMMIT_GRACE_MS));
  else await sendNow(ids);
  return ids.length;
}

/**
 * After the transaction that queued these events (`queueWebhookEvent` with a transaction client)
 * committed: attempts their due deliveries now when no job system runs in this process (tests,
 * scripts); with one, their jobs are already queued and this does nothing.
 */
export async function dispatchWebhookEvents(eventIds: readonly string[]): Promise<void> {
  if (eventIds.length === 0) return;
  if (runningJobs()) return;
  const rows = await getDb().webhookDelivery.findMany({
    where: { eventId: { in: [...eventIds] }, status: "queued" },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  await attemptInline(rows.map((row) => row.id));
}

/**
 * Whether the caller passed a transaction: anything but the process's one root client (Prisma 7's
 * transaction clients have a `$transaction` too, for nested transactions).
 */
function isTransaction(db: Db): boolean {
  return db !== getDb();
}

/** How long a job queued inside a transaction waits, so the rows it reads have committed. */
const COMMIT_GRACE_MS = 3_000;

async function enqueueAll(ids: readonly string[], at?: Date): Promise<boolean> {
  try {
    for (const id of ids) if (!(await enqueueWebhookAttempt(id, at))) return false;
    return true;
  } catch (error) {
    // The rows are stored: the sweep attempts them once they are overdue.
    logger.warn(`[webhooks] could not queue: ${error instanceof Error ? error.message : String(error)}`);
    return true;
  }
}

async function sendNow(ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  if (await enqueueAll(ids)) return;
  await attemptInline(ids);
}

/** Without a job system: one attempt each, here; a failure stays queued for its retry (the sweep). */
async function attemptInline(ids: readonly string[]): Promise<void> {
  const { attemptWebhookDelivery } = await import("./attempt");
  for (const id of ids) {
    try {
      await attemptWebhookDelivery(id);
    } catch (error) {
      logger.error(
        `[webhooks] delivery ${id} not attempted: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
