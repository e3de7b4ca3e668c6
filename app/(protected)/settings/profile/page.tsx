import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProfileSettings } from "@/components/settings/profile/profile-settings";
import type { LinkResult } from "@/components/settings/profile/accounts-section";
import { requirePageActor } from "@/lib/server/auth/page-actor";
import { listConnectedAccounts } from "@/lib/server/users/connected-accounts";
import { getUser } from "@/lib/server/users/get-user";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("profile"))("title") };
}

/** What connecting a sign-in said, back from the provider (`linked`, `linkError`). */
function linkResultOf(search: Record<string, string | string[] | undefined>): LinkResult {
  const { linked, linkError } = search;
  if (linked === "google" || linked === "oidc") return { linked };
  if (linkError === "taken" || linkError === "expired") return { linkError };
  return null;
}

/** /settings/profile: the signed-in person's own account (issue 40). */
export default async function ProfilePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requirePageActor();
  const [profile, accounts, search] = await Promise.all([
    getUser(actor, actor.userId),
    listConnectedAccounts(actor, actor.userId),
    searchParams,
  ]);
  return <ProfileSettings initial={profile} accounts={accounts} linkResult={linkResultOf(search)} />;
}
