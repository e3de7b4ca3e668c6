import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminOnlyNotice } from "@/components/settings/admin-only-notice";
import { ApiTokensSettings } from "@/components/settings/api-tokens/api-tokens-settings";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { tokenProjectChoices } from "@/lib/server/api-tokens/service";
import { listServiceTokens, mayManageServiceTokens } from "@/lib/server/api-tokens/service-tokens";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("settings.serviceTokens"))("title") };
}

/**
 * /settings/service-tokens: the active workspace's own tokens (issue 39), for its owners and
 * administrators; others are told who may manage them.
 */
export default async function ServiceTokensPage() {
  const actor = await requireWorkspaceActor();
  if (!(await mayManageServiceTokens(actor)))
    return (
      <AdminOnlyNotice
        namespace="settings.serviceTokens"
        workspaceName={actor.workspaceName}
        maw={1000}
        testId={{ page: "service-tokens-settings", notice: "service-tokens-forbidden" }}
      />
    );
  const [tokens, projects] = await Promise.all([listServiceTokens(actor), tokenProjectChoices(actor)]);
  return (
    <ApiTokensSettings
      kind="service"
      initial={tokens.data}
      projects={projects}
      workspaceName={actor.workspaceName}
    />
  );
}
