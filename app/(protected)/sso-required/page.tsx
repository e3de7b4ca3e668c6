import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { SsoRequiredNotice } from "@/components/auth/sso-required-notice";
import { requirePageActor } from "@/lib/server/auth/page-actor";
import { oidcProvider } from "@/lib/server/env";
import { workspaceProviderName } from "@/lib/server/sso/settings";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("ssoRequired"))("title") };
}

/**
 * /sso-required: where a workspace page sends someone whose workspace requires single sign-on and
 * who signed in another way (issue 39): sign in through the provider — the workspace's own when it
 * has one on, else the server's — or choose another workspace.
 */
export default async function SsoRequiredPage() {
  const actor = await requirePageActor();
  if (!actor.ssoBlocked) redirect("/projects");
  const { id, name } = actor.ssoBlocked;
  const own = await workspaceProviderName(id);
  return (
    <SsoRequiredNotice
      workspaceName={name}
      provider={own ?? oidcProvider()?.name ?? null}
      startUrl={own ? `/auth/sso/start?workspace=${id}&redirect=${encodeURIComponent("/projects")}` : null}
    />
  );
}
