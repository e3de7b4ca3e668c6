import "server-only";
import { escapeHtml } from "@/lib/html-text";
import { isLocale, type Locale } from "@/lib/i18n/config";
import { translatorFor } from "@/lib/i18n/messages";
import { moduleHref } from "@/lib/modules/routes";
import { getDb } from "@/lib/server/db";
import { appUrl } from "@/lib/server/env";
import { notify } from "@/lib/server/inbox/notify";
import { sendMail } from "@/lib/server/mail/send-mail";
import { displayModuleName } from "@/lib/server/modules/module-names";
import { AUTO_DISABLE_AFTER } from "./attempt";

/**
 * Tells a subscription's owner that it was turned off after repeated failures: a `webhook.disabled`
 * notification in their inbox (their preferences apply) and an e-mail at once, in their language.
 * The owner is who set it up while still a member of the workspace, else the workspace's owner.
 */
export async function tellOwnerWebhookDisabled(subscriptionId: string): Promise<void> {
  const db = getDb();
  const subscription = await db.webhookSubscription.findUnique({
    where: { id: subscriptionId },
    select: {
      id: true,
      url: true,
      workspaceId: true,
      moduleId: true,
      createdById: true,
      workspace: { select: { ownerId: true, name: true } },
      projectModule: { select: { id: true, name: true, tag: true, projectId: true } },
      workspaceModule: { select: { id: true, name: true, tag: true } },
    },
  });
  if (!subscription) return;
  const member = subscription.createdById
    ? await db.workspaceMember.findFirst({
        where: { workspaceId: subscription.workspaceId, userId: subscription.createdById, service: false },
        select: { userId: true },
      })
    : null;
  const ownerId = member?.userId ?? subscription.workspace.ownerId;
  const owner = await db.user.findUnique({
    where: { id: ownerId },
    select: { id: true, name: true, email: true, notificationSettings: { select: { locale: true } } },
  });
  if (!owner) return;
  const stored = owner.notificationSettings?.locale;
  const locale: Locale = stored && isLocale(stored) ? stored : "en";
  const owningModule = subscription.projectModule ?? subscription.workspaceModule;
  // A workspace webhook (no module) is named by its workspace and opened in its settings.
  const moduleName = owningModule ? displayModuleName(owningModule, locale) : subscription.workspace.name;
  const link = owningModule
    ? moduleHref(owningModule, subscription.projectModule?.projectId ?? null)
    : `/settings/webhooks/${subscription.id}`;
  await notify(subscription.workspaceId, [owner.id], {
    kind: "webhook.disabled",
    params: { moduleName, excerpt: subscription.url, count: AUTO_DISABLE_AFTER },
    actorId: null,
    moduleId: subscription.moduleId,
    objectId: subscription.id,
    link,
  });
  const t = translatorFor(locale);
  const values = { module: moduleName, url: subscription.url, count: AUTO_DISABLE_AFTER };
  const href = `${appUrl()}${link}`;
  const parts = {
    intro: t("email.webhookDisabledIntro", { name: owner.name }),
    body: t("email.webhookDisabledBody", values),
    action: t("email.webhookDisabledAction", values),
    footer: t("email.webhookDisabledFooter"),
  };
  await sendMail({
    to: owner.email,
    subject: t("email.webhookDisabledSubject", values),
    link: href,
    text: `${parts.intro}\n\n${parts.body}\n\n${parts.action}: ${href}\n\n${parts.footer}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<p>${escapeHtml(parts.intro)}</p><p>${escapeHtml(parts.body)}</p>
<p><a href="${escapeHtml(href)}">${escapeHtml(parts.action)}</a></p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(parts.footer)}</p></body></html>`,
  });
}
