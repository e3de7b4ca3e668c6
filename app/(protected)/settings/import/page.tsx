import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ImportSettings } from "@/components/settings/export/import-settings";
import { requirePageActor } from "@/lib/server/auth/page-actor";
import { listImports } from "@/lib/server/export/import-service";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("settings.import"))("title") };
}

/** /settings/import: the person's imports of export archives into new workspaces (issue 39). */
export default async function ImportPage() {
  const actor = await requirePageActor();
  const { data } = await listImports(actor);
  return <ImportSettings initial={data} />;
}
