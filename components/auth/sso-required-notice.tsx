"use client";

import { Alert, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconShieldLock } from "@tabler/icons-react";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import { hardNavigate } from "@/lib/client/navigation";

/**
 * What someone sees of a workspace that requires single sign-on when they signed in another way:
 * why, "Continue with <provider>" (which brings them back into it: the workspace's own provider at
 * `startUrl`, else the server's through next-auth), or another workspace; without a provider, whom
 * to ask.
 */
export function SsoRequiredNotice({
  workspaceName,
  provider,
  startUrl,
}: {
  workspaceName: string;
  provider: string | null;
  startUrl: string | null;
}) {
  const t = useTranslations("ssoRequired");
  const [leaving, setLeaving] = useState(false);
  return (
    <Stack maw={560} mx="auto" mt="xl" data-testid="sso-required-page">
      <Card withBorder radius="md" padding="xl">
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <IconShieldLock size={28} aria-hidden />
            <Title order={1} size="h3">
              {t("heading", { workspace: workspaceName })}
            </Title>
          </Group>
          {provider ? (
            <Text>{t("text", { workspace: workspaceName, provider })}</Text>
          ) : (
            <Alert color="yellow" data-testid="sso-required-no-provider">
              {t("noProvider", { workspace: workspaceName })}
            </Alert>
          )}
          <Group gap="sm">
            {provider && (
              <Button
                leftSection={<IconShieldLock size={18} />}
                loading={leaving}
                onClick={() => {
                  setLeaving(true);
                  if (startUrl) hardNavigate(startUrl);
                  else void signIn("oidc", { callbackUrl: "/projects" });
                }}
                data-testid="sso-required-continue"
              >
                {t("continue", { provider })}
              </Button>
            )}
            <Button component={Link} href="/workspaces" variant="default" data-testid="sso-required-other">
              {t("otherWorkspace")}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {t("why")}
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
