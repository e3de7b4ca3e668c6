import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PreferencesForm } from "@/components/settings/preferences-form";
import { requirePageActor } from "@/lib/server/auth/page-actor";
import { getUserTimeZone } from "@/lib/server/users/get-user";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("settings.preferences"))("title") };
}

/** /settings/preferences: the user's own settings (today the time zone times are shown in). */
export default async function PreferencesPage() {
  const actor = await requirePageActor();
  return <PreferencesForm userId={actor.userId} initial={{ timeZone: await getUserTimeZone(actor) }} />;
}
