"use client";

import { Alert, Card, Code, Group, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconShieldLock } from "@tabler/icons-react";
import { useTranslations } from "next-intl";

/**
 * The server's OpenID Connect provider, by the name people see on the login page; without one, what
 * the server's operator sets (OIDC_*) for single sign-on to work at all.
 */
export function SsoProviderCard({ provider }: { provider: string | null }) {
  const t = useTranslations("settings.sso.provider");
  return (
    <Card withBorder radius="md" padding="lg" data-testid="sso-provider">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t("title")}
        </Title>
        {provider === null ? (
          <Alert
            color="yellow"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={t("missingTitle")}
            data-testid="sso-provider-missing"
          >
            {t.rich("missing", { code: (chunks) => <Code>{chunks}</Code> })}
          </Alert>
        ) : (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconShieldLock size={22} aria-hidden />
            <div>
              <Text fw={500} data-testid="sso-provider-name">
                {t("active", { provider })}
              </Text>
              <Text size="sm" c="dimmed">
                {t("activeHint", { provider })}
              </Text>
            </div>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
