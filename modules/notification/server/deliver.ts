import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";
import { escapeHtml, htmlToText } from "@/lib/html-text";
import { renderTemplate } from "@/modules/notification/shared/template-vars";
import type { NotificationEventPayload } from "@/lib/inbox/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { deliverMessage } from "@/lib/server/mail/deliver-mail";
import { outboxRow, sendMail, type Mail } from "@/lib/server/mail/send-mail";
import { withEvents } from "@/lib/server/events/commit";
import type { DomainEvent } from "@/lib/server/events/types";
import { enqueueJob } from "@/lib/server/jobs/enqueue";
import { sendEmailJob } from "@/lib/server/jobs/send-email";
import { logger } from "@/lib/server/logger";
import { sanitizeDescription } from "@/lib/server/rich-text/sanitize-description";
import { settingsOf, webhookUrlOf } from "./channels-settings";
import { postSignedWebhook, webhookPayload, webhookSecret } from "@/lib/server/webhooks/signing";
import { queueWebhookEvent } from "@/lib/server/webhooks/service";

/** What a webhook channel's secret is derived with (as before issue 30). */
export const CHANNEL_SECRET_PURPOSE = "notification-webhook";

/** What a campaign's message is made of, for one run. */
export interface MessageContext {
  workspaceId: string;
  moduleId: string;
  campaign: { id: string; name: string; run: number };
  /** Who sent it (the campaign's creator), shown as the in-app notification's actor. */
  senderId: string | null;
  subject: string | null;
  /** The template's sanitised HTML. */
  body: string;
  /** Built-in values shared by every recipient, and the campaign's custom values. */
  values: Record<string, string>;
}

export interface Recipient {
  deliveryId: string;
  userId: string | null;
  email: string | null;
  name: string | null;
}

export interface RenderedMessage {
  subject: string;
  html: string;
  text: string;
}

/** The message for one recipient: variables filled (escaped in the HTML body). */
export function renderFor(
  context: MessageContext,
  recipient: Pick<Recipient, "email" | "name">,
): RenderedMessage {
  const values = {
    ...context.values,
    "recipient.name": recipient.name ?? recipient.email ?? "",
    "recipient.email": recipient.email ?? "",
  };
  // Sanitised again once filled: a value cannot smuggle a javascript: link into an attribute.
  const html = sanitizeDescription(renderTemplate(context.body, values, { html: true })) ?? "";
  return {
    subject: renderTemplate(context.subject ?? context.campaign.name, values, { html: false }),
    html,
    text: htmlToText(html),
  };
}

/** Messages rendered between two yields to the event loop (sanitising one takes a fraction of a ms). */
const RENDER_SLICE = 20;

/**
 * Maps recipients in slices, yielding to the event loop between them: a batch's rendering (each
 * message sanitised once filled) never holds the node's requests for more than a few milliseconds.
 */
export async function mapInSlices<T, R>(items: readonly T[], map: (item: T) => R): Promise<R[]> {
  const out: R[] = [];
  for (let from = 0; from < items.length; from += RENDER_SLICE) {
    if (from > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    for (const item of items.slice(from, from + RENDER_SLICE)) out.push(map(item));
  }
  return out;
}

const EXCERPT_MAX = 500;
/** Where a campaign message opens: the inbox page, filtered to campaign messages. */
const LINK = "/notifications?kind=campaign.message";

/** In-app rows for recipients (members); returns what realtime delivers once committed. */
export async function insertInAppRows(
  tx: Prisma.TransactionClient,
  context: MessageContext,
  recipients: readonly (Recipient & { userId: string })[],
  sender: { id: string; name: string; image: string | null } | null,
): Promise<(NotificationEventPayload & { userId: string })[]> {
  if (recipients.length === 0) return [];
  const createdAt = new Date();
  const rows = await mapInSlices(recipients, (recipient) => {
    const message = renderFor(context, recipient);
    return {
      id: newId(),
      workspaceId: context.workspaceId,
      userId: recipient.userId,
      actorId: context.senderId,
      kind: "campaign.message",
      params: { moduleName: message.subject, excerpt: message.text.slice(0, EXCERPT_MAX) },
      moduleId: context.moduleId,
      objectId: context.campaign.id,
      link: LINK,
      createdAt,
    };
  });
  // One statement from arrays: thousands of rows without building a statement per row.
  await tx.$executeRaw`
    INSERT INTO "Notification" ("id", "workspaceId", "userId", "actorId", "kind", "params", "moduleId",
                                "objectId", "link", "createdAt", "inApp", "emailPending")
    SELECT x."id", ${context.workspaceId}, x."userId", ${context.senderId}, 'campaign.message', x."params"::jsonb,
           ${context.moduleId}, ${context.campaign.id}, ${LINK}, ${createdAt}::timestamp(3), true, false
      FROM unnest(${rows.map((row) => row.id)}::text[], ${rows.map((row) => row.userId)}::text[],
                  ${rows.map((row) => JSON.stringify(row.params))}::text[]) AS x("id", "userId", "params")`;
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    workspaceId: row.workspaceId,
    kind: "campaign.message" as const,
    params: row.params,
    actor: sender,
    link: row.link,
    readAt: null,
    createdAt: createdAt.toISOString(),
  }));
}

/**
 * The event that brings in-app rows to their recipients' open tabs once committed: emit it in the
 * transaction that wrote them (none when there are none).
 */
export function inAppEvents(items: (NotificationEventPayload & { userId: string })[]): DomainEvent[] {
  return items.length > 0 ? [{ type: "notifications.created", items }] : [];
}

/**
 * A campaign e-mail: the rendered body, then who sent it and the recipient's unsubscribe link (every
 * recipient, member or not: the workspace's suppression list, lib/server/mail/suppression.ts), which
 * is also the mail's one link (sealed until sent, and its List-Unsubscribe header).
 */
export function campaignMail(
  message: RenderedMessage,
  input: {
    to: string;
    unsubscribe: string | null;
    fromName: string | null;
    moduleName: string;
    locale: Locale;
  },
): Mail {
  const sender = input.fromName ?? input.moduleName;
  const footer = translateMessage(input.locale, "notifications.campaignFooter", { sender });
  const unsubscribe = input.unsubscribe;
  const unsubscribeText = translateMessage(input.locale, "email.digestUnsubscribe");
  const text = [
    message.text,
    "",
    "—",
    footer,
    ...(unsubscribe ? [`${unsubscribeText}: ${unsubscribe}`] : []),
    "",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">${message.html}
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0 12px"><p style="font-size:13px;color:#6b7280">${escapeHtml(footer)}${
    unsubscribe ? ` · <a href="${escapeHtml(unsubscribe)}">${escapeHtml(unsubscribeText)}</a>` : ""
  }</p></body></html>`;
  return {
    to: input.to,
    subject: message.subject,
    text,
    html,
    ...(unsubscribe ? { link: unsubscribe } : {}),
  };
}

/**
 * Outbox rows written in the caller's transaction; send them with `sendOutbox` once committed.
 * `listWorkspaceId`: the workspace's list mail (List-Unsubscribe headers, hard bounces suppressed).
 */
export async function insertOutboxRows(
  tx: Prisma.TransactionClient,
  mails: readonly Mail[],
  listWorkspaceId: string | null = null,
): Promise<string[]> {
  if (mails.length === 0) return [];
  const rows = mails.map((mail) => ({ ...outboxRow(mail), listWorkspaceId, status: "queued" }));
  await tx.outboxEmail.createMany({ data: rows });
  return rows.map((row) => row.id);
}

/** Hands committed outbox rows to the send-email job (or sends them here when no job system runs). */
export async function sendOutbox(ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    try {
      if (await enqueueJob(sendEmailJob, { outboxId: id })) continue;
    } catch (error) {
      logger.warn(
        `[campaign] could not queue e-mail ${id}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const row = await getDb().outboxEmail.findUnique({ where: { id } });
    if (row) await deliverMessage(row, { final: true }).catch(() => undefined);
  }
}

/** A webhook channel's signing secret (Standard Webhooks), as its subscription derives it. */
export const channelSecret = (channel: { id: string; secretVersion: number }) =>
  webhookSecret(CHANNEL_SECRET_PURPOSE, channel.id, channel.secretVersion);

/**
 * A campaign message to a webhook channel: a `campaign.message` event for the channel's subscription
 * (the one webhook service signs, retries and logs it), queued in the batch's transaction with the
 * campaign delivery's id as the event's id (its webhook-id): both commit together, so a batch that
 * rolls back queues nothing and its retry queues each once. Returns whether the channel's
 * subscription took it (false: the service turned it off).
 */
export async function queueCampaignWebhook(
  tx: Prisma.TransactionClient,
  channel: { id: string },
  context: MessageContext,
  recipient: Recipient,
): Promise<boolean> {
  const message = renderFor(context, recipient);
  const occurredAt = new Date();
  // outbox: campaign messages to a webhook channel become webhook events here.
  const created = await queueWebhookEvent(tx, {
    id: recipient.deliveryId,
    type: "campaign.message",
    workspaceId: context.workspaceId,
    moduleId: context.moduleId,
    occurredAt,
    data: {
      type: "campaign.message",
      id: recipient.deliveryId,
      channelId: channel.id,
      campaign: context.campaign,
      recipient: { userId: recipient.userId, email: recipient.email, name: recipient.name },
      subject: message.subject,
      html: message.html,
      text: message.text,
      sentAt: occurredAt.toISOString(),
    },
  });
  return created > 0;
}

/** The channel test: a message to the actor alone, through the channel. */
export async function deliverTest(
  channel: {
    id: string;
    name: string;
    kind: string;
    settings: unknown;
    secretVersion: number;
    workspaceId: string;
    moduleId: string;
  },
  input: { actor: Actor; moduleName: string; locale: Locale },
): Promise<{ ok: boolean; error: string | null }> {
  const { actor, locale } = input;
  const subject = translateMessage(locale, "notifications.channelTest.subject", { channel: channel.name });
  const bodyText = translateMessage(locale, "notifications.channelTest.body", {
    channel: channel.name,
    module: input.moduleName,
  });
  const message: RenderedMessage = { subject, html: `<p>${escapeHtml(bodyText)}</p>`, text: bodyText };
  if (channel.kind === "inApp") {
    const context: MessageContext = {
      workspaceId: channel.workspaceId,
      moduleId: channel.moduleId,
      campaign: { id: channel.id, name: subject, run: 0 },
      senderId: null,
      subject,
      body: message.html,
      values: {},
    };
    await withEvents(async (tx, emit) => {
      const items = await insertInAppRows(
        tx,
        context,
        [{ deliveryId: "", userId: actor.userId, email: actor.email, name: actor.name }],
        null,
      );
      emit(...inAppEvents(items));
    });
    return { ok: true, error: null };
  }
  if (channel.kind === "email") {
    const settings = settingsOf("email", channel.settings);
    await sendMail(
      campaignMail(message, {
        to: actor.email,
        unsubscribe: null,
        fromName: settings.kind === "email" ? settings.fromName : null,
        moduleName: input.moduleName,
        locale,
      }),
    );
    return { ok: true, error: null };
  }
  // A test is posted once, now, signed like the channel's deliveries, and kept in no log.
  const sentAt = new Date();
  const result = await postSignedWebhook({
    url: webhookUrlOf(channel.settings),
    secret: channelSecret(channel),
    id: `test-${newId()}`,
    payload: webhookPayload({
      type: "test",
      occurredAt: sentAt,
      data: {
        type: "test",
        channel: { id: channel.id, name: channel.name },
        recipient: { userId: actor.userId, email: actor.email, name: actor.name },
        subject,
        text: bodyText,
        sentAt: sentAt.toISOString(),
      },
    }),
  });
  return { ok: result.ok, error: result.error };
}
