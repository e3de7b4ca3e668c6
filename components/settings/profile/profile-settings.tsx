"use client";

import { Stack } from "@mantine/core";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { PageHeading } from "@/components/ui/page-heading";
import type { ConnectedAccount, UserProfile } from "@/lib/users/types";
import { PreferencesForm } from "../preferences-form";
import { AccountsSection, type LinkResult } from "./accounts-section";
import { DeleteAccountSection } from "./delete-account-section";
import { EmailSection } from "./email-section";
import { IdentitySection } from "./identity-section";
import { PasswordSection } from "./password-section";
import { SessionsSection } from "./sessions-section";

/**
 * /settings/profile: the person's own account — picture and name, language and time zone, address,
 * password, sessions, connected sign-ins and deletion — each part saved on its own.
 */
export function ProfileSettings({
  initial,
  accounts,
  linkResult,
}: {
  initial: UserProfile;
  accounts: ConnectedAccount[];
  linkResult: LinkResult;
}) {
  const t = useTranslations("profile");
  const [profile, setProfile] = useState(initial);
  // A password change that signed other sessions out reloads the session list.
  const [sessionsVersion, setSessionsVersion] = useState(0);

  return (
    <Stack gap="lg" maw={760} data-testid="profile-settings">
      <PageHeading title={t("title")} text={t("intro")} />
      <IdentitySection profile={profile} onChange={setProfile} />
      <PreferencesForm userId={profile.id} initial={{ timeZone: profile.timeZone, locale: profile.locale }} />
      <EmailSection profile={profile} onChange={setProfile} />
      <PasswordSection
        userId={profile.id}
        hasPassword={profile.hasPassword}
        onSaved={(signedOut) => {
          setProfile((current) => ({ ...current, hasPassword: true }));
          if (signedOut > 0) setSessionsVersion((version) => version + 1);
        }}
      />
      <SessionsSection userId={profile.id} version={sessionsVersion} />
      <AccountsSection userId={profile.id} initial={accounts} result={linkResult} />
      <DeleteAccountSection profile={profile} />
    </Stack>
  );
}
