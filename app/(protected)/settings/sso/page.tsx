import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SsoForbidden } from "@/components/settings/sso/sso-forbidden";
import { SsoSettingsView } from "@/components/settings/sso/sso-settings";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { activeMembership } from "@/lib/server/permissions/workspace-member";
import { getSsoSettings } from "@/lib/server/sso/settings";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("settings.sso"))("title") };
}

/**
 * /settings/sso: the active workspace's single sign-on (issue 39) — the e-mail domains whose people
 * join it through the server's OpenID Connect provider, and their role — for its owner; anyone else
 * is told who manages it.
 */
export default async function SsoPage() {
  const actor = await requireWorkspaceActor();
  const { isOwner } = await activeMembership(actor);
  if (!isOwner) return <SsoForbidden workspaceName={actor.workspaceName} />;
  return <SsoSettingsView initial={await getSsoSettings(actor)} workspaceName={actor.workspaceName} />;
}
