import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { WebhooksForbidden } from "@/components/settings/webhooks/webhooks-forbidden";
import { WebhooksSettings } from "@/components/settings/webhooks/webhooks-settings";
import { serverLocale } from "@/lib/i18n/server-locale";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import {
  listWorkspaceWebhooks,
  mayManageWebhooks,
  workspaceWebhookChoices,
} from "@/lib/server/webhooks/workspace/service";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("settings.webhooks"))("title") };
}

/** /settings/webhooks: the active workspace's webhooks (issue 39), for its owners and administrators. */
export default async function WebhooksPage() {
  const [actor, locale] = await Promise.all([requireWorkspaceActor(), serverLocale()]);
  if (!(await mayManageWebhooks(actor))) return <WebhooksForbidden workspaceName={actor.workspaceName} />;
  const [webhooks, choices] = await Promise.all([
    listWorkspaceWebhooks(actor, locale),
    workspaceWebhookChoices(actor, locale),
  ]);
  return <WebhooksSettings initial={webhooks.data} choices={choices} workspaceName={actor.workspaceName} />;
}
