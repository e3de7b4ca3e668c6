"use client";

import { Card, Skeleton, Stack, VisuallyHidden } from "@mantine/core";
import { useTranslations } from "next-intl";
import { LoadError } from "@/components/ui/load-error";
import { PageHeading } from "@/components/ui/page-heading";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { useQuery } from "@/lib/client/query/use-query";
import { SERVER_FRESH_MS, useServerSeed } from "@/lib/client/query/use-server-seed";
import { ssoQueries } from "@/lib/client/sso";
import type { SsoSettings } from "@/lib/sso/types";
import { SsoDomainsCard } from "./sso-domains-card";
import { SsoProviderCard } from "./sso-provider-card";
import { SsoRequiredCard } from "./sso-required-card";
import { SsoVerificationCard } from "./sso-verification-card";
import { SsoWorkspaceProviderCard } from "./sso-workspace-provider-card";

/** The settings as a key: new ones (saved, or read again and changed) restart the form. */
const keyOf = (settings: SsoSettings) => JSON.stringify([settings.domains, settings.defaultRole]);

/**
 * /settings/sso, for the workspace's owner: the server's sign-in provider and the workspace's own,
 * then the e-mail domains whose people join the workspace through them and the role they join with,
 * their verification (what the workspace's own provider may sign in), then "SSO required".
 */
export function SsoSettingsView({ initial, workspaceName }: { initial: SsoSettings; workspaceName: string }) {
  const t = useTranslations("settings.sso");
  const seed = useServerSeed(initial);
  const query = useQuery(ssoQueries.settings(), {
    initialData: seed ?? undefined,
    staleTime: seed ? SERVER_FRESH_MS : 0,
  });
  const errorText = useErrorText(query.error);
  const settings = query.data;

  return (
    <Stack gap="lg" maw={800} data-testid="sso-settings">
      <PageHeading title={t("title")} text={t("intro", { workspace: workspaceName })} />
      <LoadError error={errorText} retryLabel={t("retry")} onRetry={() => void query.refetch()} />
      {settings ? (
        <>
          <SsoProviderCard provider={settings.provider} />
          <SsoWorkspaceProviderCard
            key={JSON.stringify(settings.workspaceProvider)}
            settings={settings}
            onSaved={(saved) => query.setData(() => saved)}
          />
          <SsoDomainsCard
            key={keyOf(settings)}
            settings={settings}
            workspaceName={workspaceName}
            onSaved={(saved) => query.setData(() => saved)}
          />
          <SsoVerificationCard settings={settings} onSaved={(saved) => query.setData(() => saved)} />
          <SsoRequiredCard
            settings={settings}
            workspaceName={workspaceName}
            onSaved={(saved) => query.setData(() => saved)}
          />
        </>
      ) : (
        query.loading && (
          <div role="status" data-testid="sso-loading">
            <VisuallyHidden>{t("loading")}</VisuallyHidden>
            <Stack gap="lg">
              <Card withBorder radius="md" padding="lg">
                <Skeleton h={56} />
              </Card>
              <Card withBorder radius="md" padding="lg">
                <Skeleton h={220} />
              </Card>
            </Stack>
          </div>
        )
      )}
    </Stack>
  );
}
