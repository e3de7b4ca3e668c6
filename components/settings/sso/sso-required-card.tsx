"use client";

import { Card, Stack, Switch, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { confirmAction } from "@/components/ui/confirm";
import { FormError } from "@/components/ui/form-error";
import { ssoApi } from "@/lib/client/sso";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import type { SsoSettings } from "@/lib/sso/types";

/**
 * "Require single sign-on": a switch saved at once (turning it on asks first, since members signed
 * in another way are stopped on their next click). Without a provider (the server's or the
 * workspace's own) it cannot be turned on, and says why.
 */
export function SsoRequiredCard({
  settings,
  workspaceName,
  onSaved,
}: {
  settings: SsoSettings;
  workspaceName: string;
  onSaved: (settings: SsoSettings) => void;
}) {
  const t = useTranslations("settings.sso.required");
  const { loading, error, submit } = useFormSubmit();
  // What the switch shows while a change is on its way.
  const [pending, setPending] = useState<boolean | null>(null);
  // The workspace's own provider when it is on (its sign-ins count here), else the server's.
  const provider = settings.workspaceProvider?.enabled ? settings.workspaceProvider.name : settings.provider;

  const change = async (required: boolean) => {
    if (required) {
      const confirmed = await confirmAction({
        title: t("confirmTitle"),
        message: t("confirmText", { workspace: workspaceName, provider: provider ?? "" }),
        confirm: t("confirm"),
        cancel: t("cancel"),
      });
      if (!confirmed) return;
    }
    setPending(required);
    await submit(async () => {
      const saved = await ssoApi.setRequired({ required });
      notifications.show({ color: "teal", message: saved.required ? t("on") : t("off") });
      onSaved(saved);
    });
    setPending(null);
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="sso-required-card">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t("title")}
        </Title>
        <Switch
          label={t("label", { provider: provider ?? t("theProvider") })}
          description={t("hint", { workspace: workspaceName })}
          checked={pending ?? settings.required}
          disabled={loading || (provider === null && !settings.required)}
          onChange={(event) => void change(event.currentTarget.checked)}
          data-testid="sso-required"
        />
        {provider === null && (
          <Text size="sm" c="dimmed" data-testid="sso-required-unavailable">
            {t("needsProvider")}
          </Text>
        )}
        <FormError error={error} testId="sso-required-error" />
      </Stack>
    </Card>
  );
}
