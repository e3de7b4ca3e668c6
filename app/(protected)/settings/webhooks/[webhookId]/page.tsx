import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { WebhookDetail } from "@/components/settings/webhooks/webhook-detail";
import { WebhooksForbidden } from "@/components/settings/webhooks/webhooks-forbidden";
import { RouteParamsError } from "@/components/ui/route-params-error";
import { serverLocale } from "@/lib/i18n/server-locale";
import { workspaceWebhookParamsSchema } from "@/lib/schemas/workspace-webhooks";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { orNotFound } from "@/lib/server/pages/load-page";
import {
  getWorkspaceWebhook,
  mayManageWebhooks,
  workspaceWebhookChoices,
} from "@/lib/server/webhooks/workspace/service";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("settings.webhooks.detail"))("title") };
}

/**
 * /settings/webhooks/{webhookId}: one webhook — on or off, test ping, secret rotation, its delivery
 * log and settings (issue 39). An unknown id, or another workspace's, is Next's 404.
 */
export default async function WebhookPage({ params }: { params: Promise<{ webhookId: string }> }) {
  const parsed = workspaceWebhookParamsSchema.safeParse(await params);
  if (!parsed.success) return <RouteParamsError kind="params" />;
  const [actor, locale] = await Promise.all([requireWorkspaceActor(), serverLocale()]);
  if (!(await mayManageWebhooks(actor))) return <WebhooksForbidden workspaceName={actor.workspaceName} />;
  const [webhook, choices] = await orNotFound(
    Promise.all([getWorkspaceWebhook(actor, parsed.data, locale), workspaceWebhookChoices(actor, locale)]),
  );
  return <WebhookDetail key={webhook.id} initial={webhook} choices={choices} />;
}
