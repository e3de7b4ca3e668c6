import "server-only";
import type {
  ContentType,
  WebhookAttempt,
  WebhookDeliveryItem,
  WebhookEvent,
  WebhookInfo,
  WebhookPayload,
} from "@/modules/content-hub/shared/types";
import type { Page } from "@/lib/contracts/endpoint";
import type { Locale } from "@/lib/i18n/config";
import {
  chModuleParamsSchema,
  putWebhookSchema,
  webhookUrlSchema,
} from "@/modules/content-hub/schemas/content-hub";
import type { Actor } from "@/lib/server/auth/sessions";
import { afterCursor, decodeCursor, encodeCursor } from "@/lib/server/api/keyset";
import { getDb } from "@/lib/server/db";
import { badRequest, notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { enqueueJob } from "@/lib/server/jobs/enqueue";
import { contentWebhookJob } from "@/modules/content-hub/server/jobs/content-webhook";
import { logger } from "@/lib/server/logger";
import { webhookUrlAllowed } from "@/lib/server/webhooks/webhook";
import {
  attemptStoredDelivery,
  derivedWebhookSecret,
  type AttemptOutcome,
} from "@/lib/server/webhooks/stored-delivery";
import { parseInput } from "@/lib/server/validation";
import { assertManageContentHub, contentHubScope, ownerColumns } from "./scope";

/**
 * The module's signing secret: derived from the server's secret, the module and the secret's
 * version, so it is never stored and rotating it (a new version) ends the old one.
 */
export function contentWebhookSecret(moduleId: string, version: number): string {
  return derivedWebhookSecret("content-hub-webhook", moduleId, version);
}

const DELIVERIES_PAGE = 20;

type WebhookRow = { id: string; url: string; enabled: boolean; secretVersion: number; moduleId: string };
const webhookSelect = { id: true, url: true, enabled: true, secretVersion: true, moduleId: true } as const;

const infoOf = (row: WebhookRow, showSecret: boolean): WebhookInfo => ({
  id: row.id,
  url: row.url,
  enabled: row.enabled,
  secret: showSecret ? contentWebhookSecret(row.moduleId, row.secretVersion) : null,
});

/** GET …/webhook: the module's webhook (module admins), without its secret; 404 when none is set. */
export async function getWebhook(
  actor: Actor,
  input: { moduleId: unknown },
  locale: Locale,
): Promise<WebhookInfo> {
  const scope = await contentHubScope(actor, input.moduleId, locale);
  assertManageContentHub(scope);
  const row = await getDb().contentWebhook.findUnique({
    where: { moduleId: scope.moduleId },
    select: webhookSelect,
  });
  if (!row) throw notFound("errors.webhookNotSet");
  return infoOf(row, false);
}

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
    return infoOf(row, true);
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
  return infoOf(row, rotate);
}

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

/**
 * After a change to published content committed: queues a signed delivery to the module's webhook,
 * if one is set and enabled. An `updated` event of an item whose previous `updated` delivery is still
 * queued is dropped (the autosave of a published post sends one, not one per keystroke pause).
 * Without a job system (tests, scripts) it is delivered once, inline. Never throws: the change
 * itself has succeeded; a failure here is logged.
 */
export async function notifyContentChange(
  moduleId: string,
  event: WebhookEvent,
  content: { contentType: ContentType; id: string; slug: string },
): Promise<void> {
  try {
    const db = getDb();
    const webhook = await db.contentWebhook.findUnique({
      where: { moduleId },
      select: { id: true, enabled: true },
    });
    if (!webhook?.enabled) return;
    if (event === "updated") {
      const pending = await db.contentWebhookDelivery.findFirst({
        where: { webhookId: webhook.id, contentId: content.id, status: "queued", event: "updated" },
        select: { id: true },
      });
      if (pending) return;
    }
    const id = newId();
    const payload: WebhookPayload = {
      id,
      event,
      moduleId,
      contentType: content.contentType,
      contentId: content.id,
      slug: content.slug,
      occurredAt: new Date().toISOString(),
    };
    await db.contentWebhookDelivery.create({
      data: {
        id,
        webhookId: webhook.id,
        moduleId,
        contentId: content.id,
        event,
        body: JSON.stringify(payload),
      },
    });
    const jobId = await enqueueJob(contentWebhookJob, { deliveryId: id });
    if (jobId === null) await attemptDelivery(id, { final: true });
  } catch (error) {
    logger.error(
      `[content-hub] webhook not queued: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

export type { AttemptOutcome };

/**
 * One attempt of a delivery (the job's run): POSTs the stored body, signed with the module's current
 * secret, and appends the attempt's outcome. A failure is final on the job's last run.
 */
export async function attemptDelivery(deliveryId: string, run: { final: boolean }): Promise<AttemptOutcome> {
  const db = getDb();
  const row = await db.contentWebhookDelivery.findUnique({
    where: { id: deliveryId },
    select: {
      id: true,
      body: true,
      status: true,
      attempts: true,
      webhook: { select: { url: true, enabled: true, moduleId: true, secretVersion: true } },
    },
  });
  if (!row || row.status !== "queued") return "skipped";
  if (!row.webhook.enabled) {
    await db.contentWebhookDelivery.update({ where: { id: row.id }, data: { status: "failed" } });
    return "failed";
  }
  const { outcome, data } = await attemptStoredDelivery(
    row,
    { url: row.webhook.url, secret: contentWebhookSecret(row.webhook.moduleId, row.webhook.secretVersion) },
    run,
  );
  await db.contentWebhookDelivery.update({ where: { id: row.id }, data });
  return outcome;
}
