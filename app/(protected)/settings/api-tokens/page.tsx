import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ApiTokensSettings } from "@/components/settings/api-tokens/api-tokens-settings";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { listApiTokens, tokenProjectChoices } from "@/lib/server/api-tokens/service";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("settings.apiTokens"))("title") };
}

/** /settings/api-tokens: the person's API tokens in the active workspace (issue 39). */
export default async function ApiTokensPage() {
  const actor = await requireWorkspaceActor();
  const [tokens, projects] = await Promise.all([listApiTokens(actor), tokenProjectChoices(actor)]);
  return (
    <ApiTokensSettings
      kind="personal"
      initial={tokens.data}
      projects={projects}
      workspaceName={actor.workspaceName}
    />
  );
}
