"use client";

import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormError } from "@/components/ui/form-error";
import { errorMessage } from "@/lib/client/api";
import { userApi } from "@/lib/client/users/api";
import type { ConnectedAccount } from "@/lib/users/types";

/** What came back from connecting at the provider (the page's `linked` / `linkError`). */
export type LinkResult = { linked: string } | { linkError: "taken" | "expired" } | null;

/**
 * The sign-ins this server offers (Google, its OpenID Connect provider), each connected or not.
 * Connect signs in at the provider with a link intent (the account it returns joins this one);
 * Disconnect is refused while it is the only way in (no password).
 */
export function AccountsSection({
  userId,
  initial,
  result,
}: {
  userId: string;
  initial: ConnectedAccount[];
  result: LinkResult;
}) {
  const t = useTranslations("profile.accounts");
  const te = useTranslations("errors");
  const [accounts, setAccounts] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const linkedName =
    result && "linked" in result
      ? (initial.find((account) => account.provider === result.linked)?.name ?? null)
      : null;

  const connect = async (account: ConnectedAccount) => {
    setBusy(account.provider);
    setError(null);
    try {
      await userApi.startAccountLink(userId, account.provider);
      await signIn(account.provider, { callbackUrl: "/settings/profile" });
    } catch (caught) {
      setError(errorMessage(caught, te("networkError")));
      setBusy(null);
    }
  };
  const disconnect = async (account: ConnectedAccount) => {
    setBusy(account.provider);
    setError(null);
    try {
      await userApi.unlinkAccount(userId, account.provider);
      setAccounts(await userApi.accounts(userId));
      notifications.show({ color: "teal", message: t("unlinked", { provider: account.name }) });
    } catch (caught) {
      setError(errorMessage(caught, te("networkError")));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="profile-accounts">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t("title")}
        </Title>
        {linkedName && (
          <Alert color="teal" data-testid="accounts-linked">
            {t("linked", { provider: linkedName })}
          </Alert>
        )}
        {result && "linkError" in result && (
          <Alert color="orange" data-testid="accounts-link-error">
            {t(result.linkError)}
          </Alert>
        )}
        <FormError error={error} testId="accounts-error" />
        {accounts.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("none")}
          </Text>
        ) : (
          accounts.map((account) => (
            <Group
              key={account.provider}
              justify="space-between"
              data-testid="account-row"
              data-provider={account.provider}
            >
              <Group gap="xs">
                <Text size="sm" fw={500}>
                  {account.name}
                </Text>
                <Badge variant="light" color={account.connected ? "teal" : "gray"}>
                  {account.connected ? t("connected") : t("notConnected")}
                </Badge>
              </Group>
              {account.connected ? (
                <Button
                  size="xs"
                  variant="default"
                  loading={busy === account.provider}
                  onClick={() => void disconnect(account)}
                  aria-label={t("disconnectLabel", { provider: account.name })}
                  data-testid="account-disconnect"
                >
                  {t("disconnect")}
                </Button>
              ) : (
                <Button
                  size="xs"
                  loading={busy === account.provider}
                  onClick={() => void connect(account)}
                  aria-label={t("connectLabel", { provider: account.name })}
                  data-testid="account-connect"
                >
                  {t("connect")}
                </Button>
              )}
            </Group>
          ))
        )}
      </Stack>
    </Card>
  );
}
