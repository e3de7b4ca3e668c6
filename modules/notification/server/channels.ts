import "server-only";
import type { Locale } from "@/lib/i18n/config";
import {
  FAILING_AFTER,
  NOTIFICATION_MODULE_TAG,
  type ChannelItem,
  type ChannelKind,
  type ChannelTestResult,
  type ChannelWithSecret,
} from "@/modules/notification/shared/types";
import type { Page } from "@/lib/contracts/endpoint";
import {
  channelParamsSchema,
  channelQuerySchema,
  createChannelSchema,
  updateChannelSchema,
} from "@/modules/notification/schemas/notification-module";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { badRequest, conflict, forbidden, notFound } from "@/lib/server/errors";
import { assertModuleCan } from "@/lib/server/modules/module-scope";
import { parseInput } from "@/lib/server/validation";
import { withEvents } from "@/lib/server/events/commit";
import { creatorOf, moduleEvents, pageOf, pageQuery } from "./common";
import { channelStatus, settingsOf, shownSettings, webhookUrlOf } from "./channels-settings";
import { deliverTest } from "./deliver";
import { activeUseCount, assertChangeOfWhatCampaignsUse } from "./privacy";
import { canSend, notificationScope, ownerColumns } from "./scope";
import { webhookUrlAllowed } from "@/lib/server/webhooks/webhook";
import { deleteSubscription, saveSubscription } from "@/lib/server/webhooks/subscriptions";
import { CHANNEL_SECRET_PURPOSE, channelSecret } from "./deliver";
import type { ModuleScope } from "@/lib/server/modules/module-scope";

const channelSelect = {
  id: true,
  name: true,
  kind: true,
  settings: true,
  enabled: true,
  secretVersion: true,
  failures: true,
  lastError: true,
  lastDeliveryAt: true,
  createdAt: true,
  workspaceId: true,
  moduleId: true,
  createdBy: { select: { id: true, name: true } },
  webhookSubscription: { select: { enabled: true } },
  _count: activeUseCount,
} satisfies Prisma.NotificationChannelSelect;

export type ChannelRow = Prisma.NotificationChannelGetPayload<{ select: typeof channelSelect }>;

/** A channel as answers give it; its secrets (a webhook's URL) whole only when `showSecrets`. */
export function toChannelItem(row: ChannelRow, showSecrets: boolean): ChannelItem {
  // A webhook channel the webhook service turned off (repeated failures) reads as disabled.
  const enabled = row.enabled && (row.webhookSubscription?.enabled ?? true);
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as ChannelKind,
    settings: shownSettings(row.kind, row.settings, showSecrets),
    enabled,
    status: channelStatus({ enabled, failures: row.failures }),
    failures: row.failures,
    lastError: row.lastError,
    lastDeliveryAt: row.lastDeliveryAt?.toISOString() ?? null,
    inUse: row._count.campaigns > 0,
    createdBy: creatorOf(row.createdBy),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The answer to a change: the channel (secrets for the module's admins), the signing secret if `show`. */
const withSecret = (scope: ModuleScope, row: ChannelRow, show: boolean): ChannelWithSecret => ({
  ...toChannelItem(row, canSend(scope)),
  secret: show && row.kind === "webhook" ? channelSecret(row) : null,
});

/**
 * A webhook channel's subscription of the one webhook service, kept in step with the channel: its
 * address, on or off (turning the channel on again also turns on a subscription the service turned
 * off), and secret version; campaign messages through it are its deliveries.
 */
async function syncSubscription(
  scope: Pick<ModuleScope, "moduleId" | "project" | "membership">,
  row: ChannelRow,
  changes: { enabled?: boolean },
  createdById: string,
  tx: Prisma.TransactionClient,
): Promise<void> {
  await saveSubscription(
    {
      kind: NOTIFICATION_MODULE_TAG,
      sourceId: row.id,
      channelId: row.id,
      workspaceId: row.workspaceId,
      ...ownerColumns(scope),
      eventTypes: ["campaign.message"],
      filter: { channelId: row.id },
      secretPurpose: CHANNEL_SECRET_PURPOSE,
      createdById,
    },
    { url: webhookUrlOf(row.settings), secretVersion: row.secretVersion, ...changes },
    tx,
  );
}

function assertWebhookUrl(url: string | undefined): void {
  if (url !== undefined && !webhookUrlAllowed(url)) throw badRequest("errors.webhookAddressRefused");
}

/** A channel of the module, or 404 (another module's or workspace's id too). */
export async function findChannel(moduleId: string, channelId: string): Promise<ChannelRow> {
  const row = await getDb().notificationChannel.findFirst({
    where: { id: channelId, moduleId },
    select: channelSelect,
  });
  if (!row) throw notFound("errors.channelNotFound");
  return row;
}

/** GET …/channels: newest first, keyset pages, by name, kind and status. */
export async function listChannels(
  actor: Actor,
  input: { moduleId: unknown; query: unknown },
  locale: Locale,
): Promise<Page<ChannelItem>> {
  const scope = await notificationScope(actor, input.moduleId, locale);
  const query = parseInput(channelQuerySchema, input.query);
  const off = { webhookSubscription: { is: { enabled: false } } };
  const status =
    query.status === "disabled"
      ? { OR: [{ enabled: false }, off] }
      : query.status === "failing"
        ? { enabled: true, failures: { gte: FAILING_AFTER }, NOT: off }
        : query.status === "available"
          ? { enabled: true, failures: { lt: FAILING_AFTER }, NOT: off }
          : {};
  const rows = await getDb().notificationChannel.findMany({
    ...pageQuery(scope.moduleId, query, [query.kind ? { kind: query.kind } : {}, status]),
    select: channelSelect,
  });
  const showSecrets = canSend(scope);
  return pageOf(rows, (row) => toChannelItem(row, showSecrets));
}

/** POST …/channels: a webhook's secret is in the answer, this once. */
export async function createChannel(
  actor: Actor,
  input: { moduleId: unknown; body: unknown },
  locale: Locale,
): Promise<ChannelWithSecret> {
  const scope = await notificationScope(actor, input.moduleId, locale);
  assertModuleCan(scope, "add");
  const body = parseInput(createChannelSchema, input.body);
  if (body.kind === "webhook") assertWebhookUrl(body.url);
  const settings =
    body.kind === "email"
      ? { fromName: body.fromName, replyTo: body.replyTo }
      : body.kind === "webhook"
        ? { url: body.url }
        : {};
  const row = await withEvents(async (tx, emit) => {
    const created = await tx.notificationChannel.create({
      data: {
        id: newId(),
        workspaceId: scope.membership.workspaceId,
        ...ownerColumns(scope),
        name: body.name,
        kind: body.kind,
        settings,
        createdById: actor.userId,
      },
      select: channelSelect,
    });
    if (created.kind === "webhook") await syncSubscription(scope, created, {}, actor.userId, tx);
    emit(moduleEvents(created.workspaceId, created.moduleId, actor, [{ entity: "channel", id: created.id }]));
    return created;
  });
  return withSecret(scope, row, true);
}

/**
 * PATCH …/channels/{id}: name, enabled, settings of its kind; rotateSecret (the module's admins)
 * shows the new secret once. A channel a scheduled, sending or paused campaign uses is changed only
 * by those who may send.
 */
export async function updateChannel(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
): Promise<ChannelWithSecret> {
  const params = parseInput(channelParamsSchema, input.params);
  const scope = await notificationScope(actor, params.moduleId, locale);
  assertModuleCan(scope, "edit");
  const body = parseInput(updateChannelSchema, input.body);
  const current = await findChannel(scope.moduleId, params.channelId);
  const settings = settingsOf(current.kind, current.settings);
  let next: Record<string, unknown> | undefined;
  if (current.kind === "webhook" && body.url !== undefined) {
    assertWebhookUrl(body.url);
    next = { url: body.url };
  }
  if (current.kind === "email" && settings.kind === "email") {
    const raw = input.body as Record<string, unknown>;
    next = {
      fromName: "fromName" in raw ? body.fromName : settings.fromName,
      replyTo: "replyTo" in raw ? body.replyTo : settings.replyTo,
    };
  }
  const rotate = body.rotateSecret === true && current.kind === "webhook";
  const row = await withEvents(async (tx, emit) => {
    const updated = await tx.notificationChannel.update({
      where: { id: current.id },
      data: {
        ...(body.name !== undefined ? { name: body.name } : {}),
        // Turning a channel on again gives it a fresh start.
        ...(body.enabled !== undefined
          ? { enabled: body.enabled, ...(body.enabled ? { failures: 0 } : {}) }
          : {}),
        ...(next ? { settings: next as Prisma.InputJsonObject } : {}),
        ...(rotate ? { secretVersion: { increment: 1 } } : {}),
      },
      select: channelSelect,
    });
    await assertChangeOfWhatCampaignsUse(tx, scope, { channelId: updated.id });
    // The new secret goes to whoever rotates it: it signs for a receiver someone else may have set up.
    if (rotate && !canSend(scope)) throw forbidden("errors.channelSecretForbidden");
    emit(moduleEvents(updated.workspaceId, updated.moduleId, actor, [{ entity: "channel", id: updated.id }]));
    if (updated.kind !== "webhook") return updated;
    await syncSubscription(
      scope,
      updated,
      body.enabled !== undefined ? { enabled: body.enabled } : {},
      actor.userId,
      tx,
    );
    // Read again: the subscription's state is part of the answer.
    return tx.notificationChannel.findUniqueOrThrow({ where: { id: updated.id }, select: channelSelect });
  });
  return withSecret(scope, row, rotate);
}

/** DELETE …/channels/{id}: refused while a scheduled, sending or paused campaign uses it. */
export async function deleteChannel(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
): Promise<{ id: string }> {
  const params = parseInput(channelParamsSchema, input.params);
  const scope = await notificationScope(actor, params.moduleId, locale);
  assertModuleCan(scope, "delete");
  const current = await findChannel(scope.moduleId, params.channelId);
  const busy = await getDb().notificationCampaign.count({
    where: { channelId: current.id, status: { in: ["scheduled", "sending", "paused"] } },
  });
  if (busy > 0) throw conflict("errors.channelInUse");
  await withEvents(async (tx, emit) => {
    // A webhook channel's subscription goes with it (the audit log records that).
    if (current.kind === "webhook")
      await deleteSubscription(NOTIFICATION_MODULE_TAG, current.id, current.workspaceId, actor.userId, tx);
    await tx.notificationChannel.delete({ where: { id: current.id } });
    emit(
      moduleEvents(current.workspaceId, current.moduleId, actor, [
        { entity: "channel", id: current.id, deleted: true },
      ]),
    );
  });
  return { id: current.id };
}

/** POST …/channels/{id}/test: a test message to the actor through the channel (a disabled one too). */
export async function testChannel(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
): Promise<ChannelTestResult> {
  const params = parseInput(channelParamsSchema, input.params);
  const scope = await notificationScope(actor, params.moduleId, locale);
  assertModuleCan(scope, "edit");
  const current = await findChannel(scope.moduleId, params.channelId);
  const result = await deliverTest(current, { actor, moduleName: scope.name, locale });
  const row = await withEvents(async (tx, emit) => {
    const recorded = await recordChannelOutcome(current.id, result.ok ? null : result.error, tx);
    emit(
      moduleEvents(recorded.workspaceId, recorded.moduleId, actor, [{ entity: "channel", id: recorded.id }]),
    );
    return recorded;
  });
  return { ok: result.ok, error: result.error, channel: toChannelItem(row, canSend(scope)) };
}

/** A delivery's outcome on its channel: a success resets the failures, a failure counts one more. */
export async function recordChannelOutcome(
  channelId: string,
  error: string | null,
  db: Prisma.TransactionClient = getDb(),
): Promise<ChannelRow> {
  return db.notificationChannel.update({
    where: { id: channelId },
    data:
      error === null
        ? { failures: 0, lastError: null, lastDeliveryAt: new Date() }
        : { failures: { increment: 1 }, lastError: error.slice(0, 500), lastDeliveryAt: new Date() },
    select: channelSelect,
  });
}
