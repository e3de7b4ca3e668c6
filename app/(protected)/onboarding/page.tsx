import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OnboardingWizard } from "@/components/onboarding/onboarding-wizard";
import { serverLocale } from "@/lib/i18n/server-locale";
import { listModuleCatalog } from "@/lib/server/projects/list-module-catalog";
import { getPageWorkspaces } from "@/lib/server/workspaces/page-workspaces";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("onboarding"))("step0Title") };
}

/** The first-run wizard; a user who already manages a workspace starts with its name filled in. */
export default async function OnboardingPage() {
  const [workspaces, catalog] = await Promise.all([
    getPageWorkspaces(),
    serverLocale().then(listModuleCatalog),
  ]);
  const manageable = workspaces.filter((w) => w.role === "owner" || w.role === "admin");
  const existing = manageable.find((w) => w.active) ?? manageable[0];
  return <OnboardingWizard catalog={catalog} initialWorkspaceName={existing?.name ?? ""} />;
}
