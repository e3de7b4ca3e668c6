"use client";

import {
  Badge,
  Button,
  Card,
  Group,
  PasswordInput,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { confirmAction } from "@/components/ui/confirm";
import { FormError } from "@/components/ui/form-error";
import { translatedResolver } from "@/lib/client/form";
import { ssoApi } from "@/lib/client/sso";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { ssoProviderInputSchema, type SsoProviderInput } from "@/lib/schemas/sso";
import { SSO_PROVIDER_NAME_MAX, type SsoSettings } from "@/lib/sso/types";
import { CopyField } from "./copy-field";

interface Values {
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  enabled: boolean;
}

const valuesOf = (settings: SsoSettings): Values => ({
  name: settings.workspaceProvider?.name ?? "",
  issuer: settings.workspaceProvider?.issuer ?? "",
  clientId: settings.workspaceProvider?.clientId ?? "",
  clientSecret: "",
  enabled: settings.workspaceProvider?.enabled ?? true,
});

/**
 * The workspace's own OpenID Connect provider (Okta, Entra ID, Google Workspace, Keycloak…): the
 * redirect URI to register there, then its name, issuer, client id and secret (kept sealed on the
 * server and never shown again: left empty, the saved one stays), on or off. Saved with PUT, which
 * reads the issuer's discovery document first; removed after a confirmation. Once saved, the address
 * that signs in through it directly. The parent keys it by the saved provider.
 */
export function SsoWorkspaceProviderCard({
  settings,
  onSaved,
}: {
  settings: SsoSettings;
  onSaved: (settings: SsoSettings) => void;
}) {
  const t = useTranslations("settings.sso.own");
  const tAll = useTranslations();
  const saved = settings.workspaceProvider;
  const { loading, error, submit } = useFormSubmit();
  const removing = useFormSubmit();
  const resolve = translatedResolver(ssoProviderInputSchema, tAll);
  const form = useForm<Values>({
    initialValues: valuesOf(settings),
    validate: (values) => {
      const errors: Record<string, ReactNode> = resolve(toInput(values));
      if (!saved && values.clientSecret.trim() === "")
        errors.clientSecret = tAll("validation.ssoClientSecretRequired");
      return errors;
    },
  });

  const save = (values: Values) =>
    submit(async () => {
      const next = await ssoApi.putProvider(toInput(values));
      notifications.show({ color: "teal", message: t("saved") });
      onSaved(next);
    });

  const remove = async () => {
    const confirmed = await confirmAction({
      title: t("removeTitle"),
      message: t("removeText", { provider: saved?.name ?? "" }),
      confirm: t("remove"),
      cancel: t("cancel"),
      danger: true,
    });
    if (!confirmed) return;
    await removing.submit(async () => {
      const next = await ssoApi.deleteProvider();
      notifications.show({ color: "teal", message: t("removed") });
      onSaved(next);
    });
  };

  const copy = { copyLabel: t("copy"), copiedLabel: t("copied") };
  return (
    <Card withBorder radius="md" padding="lg" data-testid="sso-own-provider">
      <form noValidate onSubmit={form.onSubmit((values) => void save(values))}>
        <Stack gap="md">
          <Stack gap={4}>
            <Group gap="sm">
              <Title order={3} size="h4">
                {t("title")}
              </Title>
              {saved && (
                <Badge color={saved.enabled ? "teal" : "gray"} variant="light" data-testid="sso-own-status">
                  {saved.enabled ? t("on") : t("off")}
                </Badge>
              )}
            </Group>
            <Text size="sm">{t("intro")}</Text>
          </Stack>
          <CopyField
            label={t("callback")}
            description={t("callbackHint")}
            value={settings.callbackUrl}
            testId="sso-own-callback"
            {...copy}
          />
          <TextInput
            label={t("name")}
            description={t("nameHint")}
            inputWrapperOrder={["label", "input", "description", "error"]}
            placeholder={t("namePlaceholder")}
            maxLength={SSO_PROVIDER_NAME_MAX}
            withAsterisk
            key={form.key("name")}
            {...form.getInputProps("name")}
            data-testid="sso-own-name"
          />
          <TextInput
            label={t("issuer")}
            description={t("issuerHint")}
            inputWrapperOrder={["label", "input", "description", "error"]}
            placeholder="https://login.example.com/realms/acme"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            withAsterisk
            key={form.key("issuer")}
            {...form.getInputProps("issuer")}
            data-testid="sso-own-issuer"
          />
          <TextInput
            label={t("clientId")}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            withAsterisk
            key={form.key("clientId")}
            {...form.getInputProps("clientId")}
            data-testid="sso-own-client-id"
          />
          <PasswordInput
            label={t("clientSecret")}
            description={saved ? t("clientSecretKept") : undefined}
            inputWrapperOrder={["label", "input", "description", "error"]}
            autoComplete="new-password"
            withAsterisk={!saved}
            key={form.key("clientSecret")}
            {...form.getInputProps("clientSecret")}
            data-testid="sso-own-client-secret"
          />
          <Switch
            label={t("enabled")}
            description={t("enabledHint")}
            key={form.key("enabled")}
            {...form.getInputProps("enabled", { type: "checkbox" })}
            data-testid="sso-own-enabled"
          />
          {saved && (
            <CopyField
              label={t("signIn")}
              description={t("signInHint")}
              value={settings.signInUrl}
              testId="sso-own-sign-in"
              {...copy}
            />
          )}
          <FormError error={error ?? removing.error} testId="sso-own-error" />
          <Group justify="space-between">
            {saved ? (
              <Button
                variant="subtle"
                color="red"
                loading={removing.loading}
                onClick={() => void remove()}
                data-testid="sso-own-remove"
              >
                {t("remove")}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={loading} data-testid="sso-own-save">
              {saved ? t("save") : t("add")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function toInput(values: Values): SsoProviderInput {
  const secret = values.clientSecret.trim();
  return {
    name: values.name,
    issuer: values.issuer,
    clientId: values.clientId,
    enabled: values.enabled,
    ...(secret ? { clientSecret: secret } : {}),
  };
}
